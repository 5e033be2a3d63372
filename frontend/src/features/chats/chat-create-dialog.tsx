import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { CHAT_MESSAGES, CHAT_TITLE_MAX, MESSAGES, type ChatType, type SaveChatBody } from '@tutela/contracts';
import { Button } from '../../components/ui/button';
import { DialogFrame } from '../../components/ui/dialog-frame';
import { FormAlert } from '../../components/ui/form-parts';
import { TextField } from '../../components/ui/text-field';
import { ApiError } from '../../lib/api-error';
import { useSnackbar } from '../../lib/use-snackbar';
import { chatContactsQuery, customerChoicesQuery, useSaveChat } from './chats-api';

const selectClass =
  'w-full rounded-md border border-slate-300 px-3 py-2 text-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-100';

/** The three types of the chat form (the coordination chat has its own form). */
const FORM_TYPES: { value: Exclude<ChatType, 'CORD'>; label: string }[] = [
  { value: 'AMM', label: 'Amministrazione' },
  { value: 'SEG', label: 'Segreteria' },
  { value: 'SING', label: 'Utente singolo' },
];

interface SelectFieldProps {
  label: string;
  error?: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}

function SelectField({ label, error, value, onChange, children }: SelectFieldProps) {
  const id = useId();
  return (
    <div className="flex flex-col text-sm font-medium text-slate-700">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        className={selectClass}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
      >
        {children}
      </select>
      {error && <span className="mt-1 text-xs font-normal text-red-600">{error}</span>}
    </div>
  );
}

/**
 * 'Nuova chat': title (required), type, and the user only for a SING chat; or, with `coordination`, the 'cord'
 * form: title and company.
 */
export function ChatCreateDialog({
  coordination,
  onClose,
  onCreated,
}: {
  coordination: boolean;
  onClose: () => void;
  onCreated: (id: string) => void;
}) {
  const save = useSaveChat();
  const snackbar = useSnackbar();
  const [title, setTitle] = useState('');
  const [type, setType] = useState<Exclude<ChatType, 'CORD'>>('SING');
  const [secondUser, setSecondUser] = useState('');
  const [customer, setCustomer] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const contacts = useQuery({ ...chatContactsQuery(), enabled: !coordination && type === 'SING' });
  const customers = useQuery({ ...customerChoicesQuery(), enabled: coordination });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!title.trim()) found.title = MESSAGES.REQUIRED;
    if (!coordination && type === 'SING' && !secondUser) found.second_user_id = CHAT_MESSAGES.SECOND_USER_REQUIRED;
    if (coordination && !customer) found.customer_id = CHAT_MESSAGES.CUSTOMER_REQUIRED;
    setErrors(found);
    if (Object.keys(found).length) return;
    setAlert(null);
    const body: SaveChatBody = coordination
      ? { title, type: 'CORD', customer_id: customer }
      : { title, type, ...(type === 'SING' ? { second_user_id: secondUser } : {}) };
    try {
      const answer = await save.mutateAsync(body);
      snackbar.show(MESSAGES.CHAT_CREATED, 'success');
      onCreated(answer.data.id);
    } catch (error) {
      if (error instanceof ApiError && error.errors)
        setErrors(Object.fromEntries(Object.entries(error.errors).map(([k, v]) => [k, v[0] ?? ''])));
      setAlert(error instanceof Error ? error.message : CHAT_MESSAGES.CHAT_SAVE_FAILED);
    }
  };

  return (
    <DialogFrame
      open
      onClose={onClose}
      title={coordination ? 'Nuova chat di coordinamento' : 'Nuova chat'}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {MESSAGES.DIALOG_CANCEL}
          </Button>
          <Button type="submit" form="chat-create" disabled={save.isPending}>
            {save.isPending ? 'Salvataggio…' : 'Crea'}
          </Button>
        </>
      }
    >
      <form id="chat-create" className="flex flex-col gap-4" onSubmit={submit} noValidate>
        <FormAlert message={alert} />
        <TextField
          label="Titolo"
          value={title}
          maxLength={CHAT_TITLE_MAX}
          error={errors.title}
          onChange={(e) => setTitle(e.target.value)}
          autoFocus
        />
        {coordination ? (
          <SelectField label="Azienda" error={errors.customer_id} value={customer} onChange={setCustomer}>
            <option value="">—</option>
            {(customers.data ?? []).map((c) => (
              <option key={c.id} value={c.id}>
                {c.company_name}
              </option>
            ))}
          </SelectField>
        ) : (
          <>
            <SelectField label="Tipo" error={errors.type} value={type} onChange={(value) => setType(value as typeof type)}>
              {FORM_TYPES.map((t) => (
                <option key={t.value} value={t.value}>
                  {t.label}
                </option>
              ))}
            </SelectField>
            {type === 'SING' && (
              <SelectField label="Utente" error={errors.second_user_id} value={secondUser} onChange={setSecondUser}>
                <option value="">—</option>
                {(contacts.data ?? []).map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.name}
                  </option>
                ))}
              </SelectField>
            )}
          </>
        )}
      </form>
    </DialogFrame>
  );
}
