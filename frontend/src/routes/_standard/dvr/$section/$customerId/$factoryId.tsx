import { createFileRoute } from '@tanstack/react-router';
import { SiteSectionPage } from '../../../../../features/dvr/factory/site-section-page';
import { DvrAccess } from '../../../customers/-dvr-access';

// The sr menu's DVR SEDE entries: dvr/{section}/{customer_id}/{factory_id} open the site DVR at that section.
export const Route = createFileRoute('/_standard/dvr/$section/$customerId/$factoryId')({
  component: SiteSectionRoute,
});

function SiteSectionRoute() {
  const { section, customerId, factoryId } = Route.useParams();
  // The menus decide who of the staff reaches DVR SEDE, as for any built page.
  return (
    <DvrAccess>
      <SiteSectionPage key={`${section}:${factoryId}`} section={section} customerId={customerId} factoryId={factoryId} />
    </DvrAccess>
  );
}
