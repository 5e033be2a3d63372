import { createFileRoute } from '@tanstack/react-router';
import { FactoryCardPage } from '../../../../../../../features/dvr/factory/factory-card-page';
import { DvrAccess } from '../../../../-dvr-access';

// The factory's card, the sr Home: customers/list/card/{customer_id}/factory/{factory_id}.
export const Route = createFileRoute('/_standard/customers/list/card/$id_/factory/$factoryId')({
  component: FactoryCardRoute,
});

function FactoryCardRoute() {
  const { id, factoryId } = Route.useParams();
  return (
    <DvrAccess>
      <FactoryCardPage customerId={id} factoryId={factoryId} />
    </DvrAccess>
  );
}
