import { useEffect, useMemo, useRef, useState } from 'react';
import { Utils } from '@formio/js';
import { Form } from '@formio/react';
import { formErrorPath } from './form-error-path';
import { SCREEN_READER_TEXTS, useFormioAccessibility } from './formio-accessibility';
import './formio-scope.css';

/** A form.io submission's data (a visit, a DVR…). */
type SubmissionData = Record<string, unknown>;

/**
 * The form.io renderer. Loaded lazily (see formio-view.tsx): form.io is large and only the visit and DVR screens need
 * it. Its styles are written for a `.formio-scope` container so nothing leaks into the rest of the app.
 */

// The app's Content-Security-Policy has no 'unsafe-eval': form.io must never compile strings to functions.
// Forms use JSON Logic for conditions and calculated values instead (see deploy/forms/generate-forms.mjs).
(Utils as unknown as { Evaluator: { noeval: boolean } }).Evaluator.noeval = true;

/** Italian texts of form.io's own messages and buttons. */
const I18N = {
  it: {
    required: '{{field}} è obbligatorio',
    invalid_date: '{{field}} non è una data valida',
    min: '{{field}} non può essere minore di {{min}}',
    max: '{{field}} non può essere maggiore di {{max}}',
    mask: '{{field}} non corrisponde al formato richiesto',
    'Add Another': 'Aggiungi',
    ...SCREEN_READER_TEXTS,
    error: 'Correggere i seguenti errori prima di salvare',
    complete: 'Dati salvati correttamente',
  },
};

export interface FormioFormProps {
  schema: { display?: string; components: unknown[] };
  /** Data the form opens with: read once, when the form is created. */
  data: SubmissionData;
  readOnly: boolean;
  /** Every change; `modified` is true when the user changed something (not form.io's own calculations). */
  onChange?: (data: SubmissionData, modified: boolean) => void;
  /** Messages per form key or `data.<path>` (422): shown under the component they name. */
  errors?: Record<string, string[]>;
}

interface FormComponent {
  component: unknown;
  serverErrors?: unknown[];
  dataValue?: unknown;
  setPristine?: (pristine: boolean) => void;
  setCustomValidity?: (messages: unknown[], dirty?: boolean) => void;
}
interface FormInstance {
  getComponent: (key: string) => FormComponent | undefined;
}

/** A field the server refused, with its value then: the message stays until that value changes. */
interface ServerError {
  component: FormComponent;
  messages: string[];
  value: string;
}

const valueOf = (component: FormComponent) => JSON.stringify(component.dataValue ?? null);

function partition<T>(items: T[], test: (item: T) => boolean): [T[], T[]] {
  return [items.filter(test), items.filter((item) => !test(item))];
}

export default function FormioForm({ schema, data, readOnly, onChange, errors }: FormioFormProps) {
  const instance = useRef<FormInstance | null>(null);
  const container = useRef<HTMLDivElement>(null);
  useFormioAccessibility(container);
  // form.io re-creates the form when these identities change: keep them for the component's life.
  const [form] = useMemo(() => [{ display: 'form', ...schema }], [schema]);
  // Read once: later renders must not reset what the user typed (remount with a new `key` to load other data).
  const [submission] = useState(() => ({
    data: data as Record<string, never>,
  }));
  const options = useMemo(() => ({ readOnly, noAlerts: true, language: 'it', i18n: I18N }), [readOnly]);
  const changeRef = useRef(onChange);
  changeRef.current = onChange;

  // Server messages (422) under their fields. form.io drops them at its next validation (every change of any
  // field validates the whole form), so they are shown again after each change until the field's value changes
  // or the next save answers. The summary above the form (ExaminationProblems) lists them as well.
  const pending = useRef<ServerError[]>([]);
  const showServerErrors = () => {
    for (const { component, messages } of pending.current) {
      const serverErrors = messages.map((message) => ({
        message,
        level: 'error',
        fromServer: true,
        component: component.component,
      }));
      component.serverErrors = serverErrors;
      // form.io shows a pristine (untouched) field's errors only on submit: this one must show now
      component.setPristine?.(false);
      component.setCustomValidity?.(serverErrors, true);
    }
  };
  const clearServerErrors = (refused: ServerError[]) => {
    for (const { component } of refused) {
      component.serverErrors = [];
      component.setCustomValidity?.([], true);
    }
  };
  useEffect(() => {
    clearServerErrors(pending.current);
    pending.current = [];
    const form = instance.current;
    if (!form) return;
    for (const [field, messages] of Object.entries(errors ?? {})) {
      // The server's form check names `data.<path>`: nested places too (`card.document_date`, `jhaz[0].job_id`).
      const component = form.getComponent(formErrorPath(field));
      if (component)
        pending.current.push({
          component,
          messages,
          value: valueOf(component),
        });
    }
    showServerErrors();
  }, [errors]);
  /** After form.io's own validation of a change: a field whose value changed is the user's again. */
  const afterChange = () => {
    if (pending.current.length === 0) return;
    const [changed, kept] = partition(pending.current, (refused) => valueOf(refused.component) !== refused.value);
    clearServerErrors(changed);
    pending.current = kept;
    showServerErrors();
  };

  return (
    <div className="formio-scope" data-testid="formio-form" ref={container}>
      <Form
        src={form as never}
        submission={submission}
        options={options as never}
        onFormReady={(ready) => {
          instance.current = ready as unknown as FormInstance;
        }}
        onChange={(value: { data?: SubmissionData }, _flags: unknown, modified: boolean) => {
          afterChange();
          if (value?.data) changeRef.current?.(value.data, modified === true);
        }}
      />
    </div>
  );
}
