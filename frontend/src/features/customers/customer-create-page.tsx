import { Link, useNavigate } from '@tanstack/react-router';
import { CUSTOMER_MESSAGES, MESSAGES } from '@tutela/contracts';
import { Section } from '../../components/ui/section';
import { useSnackbar } from '../../lib/use-snackbar';
import { CustomerForm } from './customer-form';
import { createCustomerBody, EMPTY_CUSTOMER, type CustomerFormValues } from './customer-form-values';
import { useCreateCustomer } from './customers-api';

/** New customer (customers/list/add): its factories, staff and contracts are set on the card that follows. */
export function CustomerCreatePage() {
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  const createCustomer = useCreateCustomer();

  const create = async (values: CustomerFormValues) => {
    const answer = await createCustomer.mutateAsync(createCustomerBody(values));
    snackbar.show(CUSTOMER_MESSAGES.CUSTOMER_SAVED, 'success');
    await navigate({ to: '/customers/list/card/$id', params: { id: answer.data.id } });
  };

  return (
    <div className="flex flex-col gap-4 p-4">
      <div className="flex items-center gap-3">
        <Link to="/customers/list" className="text-sm text-brand-700 hover:underline">
          ← Aziende
        </Link>
        <h1 className="text-lg font-semibold text-slate-800">{MESSAGES.DIALOG_TITLE_NEW} azienda</h1>
      </div>
      <Section>
        <CustomerForm
          initial={EMPTY_CUSTOMER}
          submitLabel="Crea azienda"
          onSubmit={create}
          onCancel={() => void navigate({ to: '/customers/list' })}
        />
      </Section>
    </div>
  );
}
