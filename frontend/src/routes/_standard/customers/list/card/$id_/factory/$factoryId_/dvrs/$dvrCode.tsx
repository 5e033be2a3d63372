import { createFileRoute } from '@tanstack/react-router';
import { DvrCodeListPage } from '../../../../../../../../../features/dvr/factory/dvr-code-list-page';
import { DvrAccess } from '../../../../../../-dvr-access';

// A factory's DVRs of one code: customers/list/card/{customer_id}/factory/{factory_id}/dvrs/{code}.
export const Route = createFileRoute('/_standard/customers/list/card/$id_/factory/$factoryId_/dvrs/$dvrCode')({
  component: DvrCodeListRoute,
});

function DvrCodeListRoute() {
  const { id, factoryId, dvrCode } = Route.useParams();
  return (
    <DvrAccess>
      <DvrCodeListPage key={dvrCode} customerId={id} factoryId={factoryId} code={dvrCode} />
    </DvrAccess>
  );
}
