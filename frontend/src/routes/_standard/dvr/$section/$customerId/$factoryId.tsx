import { createFileRoute } from '@tanstack/react-router';
import { SiteSectionPage } from '../../../../../features/dvr/factory/site-section-page';
import { CustomersAccess } from '../../../customers/-customers-access';

// The sr menu's DVR SEDE entries: dvr/{section}/{customer_id}/{factory_id} open the site DVR at that section.
export const Route = createFileRoute('/_standard/dvr/$section/$customerId/$factoryId')({
  component: SiteSectionRoute,
});

function SiteSectionRoute() {
  const { section, customerId, factoryId } = Route.useParams();
  // The menus decide who reaches DVR SEDE (level, module), as for any built page.
  return (
    <CustomersAccess>
      <SiteSectionPage key={`${section}:${factoryId}`} section={section} customerId={customerId} factoryId={factoryId} />
    </CustomersAccess>
  );
}
