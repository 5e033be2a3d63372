import { createFileRoute } from '@tanstack/react-router';
import { SpecificDvrsPage } from '../../../../../../../../../features/dvr/factory/specific-dvrs-page';
import { DvrAccess } from '../../../../../../-dvr-access';

// DVR specifici of a factory: customers/list/card/{customer_id}/factory/{factory_id}/dvrs.
export const Route = createFileRoute('/_standard/customers/list/card/$id_/factory/$factoryId_/dvrs/')({
  component: SpecificDvrsRoute,
});

function SpecificDvrsRoute() {
  const { id, factoryId } = Route.useParams();
  return (
    <DvrAccess>
      <SpecificDvrsPage customerId={id} factoryId={factoryId} />
    </DvrAccess>
  );
}
