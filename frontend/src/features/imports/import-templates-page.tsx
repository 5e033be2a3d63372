import { useState } from 'react';
import {
  IMPORT_TEMPLATE_DESCRIPTIONS,
  TEMPLATE_1_COLUMNS,
  TEMPLATE_2_VISIT_COLUMNS,
  templateFileName,
  type ImportTemplateChoice,
  type ImportTemplateNumber,
} from '@tutela/contracts';
import { Button } from '../../components/ui/button';
import { CustomerAutocomplete, type SelectedCustomer } from '../../components/list/controls/customer-autocomplete';
import { downloadImportTemplate } from './imports-api';

const COLUMN_LISTS: Record<ImportTemplateNumber, string> = {
  1: TEMPLATE_1_COLUMNS.map((column) => column.header).join(', '),
  2: `quelle del Template 1 e ${TEMPLATE_2_VISIT_COLUMNS.map((column) => column.header).join(', ')}`,
};

function TemplateCard({ template, customer }: { template: ImportTemplateNumber; customer: SelectedCustomer | null }) {
  // The file being fetched: its button says so and both stay disabled until the browser has the file.
  const [busy, setBusy] = useState<string | null>(null);
  const titleId = `import-template-${template}-title`;
  const download = async (choice: ImportTemplateChoice) => {
    setBusy(templateFileName(choice));
    // A failure is reported by the shell's snackbar (the server's Italian message): nothing else to do here.
    await downloadImportTemplate(choice, customer?.id ?? null).catch(() => undefined);
    setBusy(null);
  };
  const explicit = { template, explicit: true };
  const plain = { template, explicit: false };
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-4">
      <h2 id={titleId} className="text-base font-semibold text-slate-800">
        Template {template}
      </h2>
      <p className="text-sm text-slate-700">{IMPORT_TEMPLATE_DESCRIPTIONS[template]}</p>
      <p className="text-xs text-slate-600">
        <span className="font-medium">Colonne:</span> {COLUMN_LISTS[template]}.
      </p>
      <div className="mt-auto flex flex-wrap gap-2 pt-2">
        <Button className="px-3 py-1.5" disabled={busy !== null} aria-describedby={titleId} onClick={() => void download(explicit)}>
          {busy === templateFileName(explicit) ? 'Download in corso…' : 'Scarica con istruzioni'}
        </Button>
        <Button
          variant="secondary"
          className="px-3 py-1.5"
          disabled={busy !== null}
          aria-describedby={titleId}
          onClick={() => void download(plain)}
        >
          {busy === templateFileName(plain) ? 'Download in corso…' : 'Scarica vuoto'}
        </Button>
      </div>
    </section>
  );
}

/**
 * Coord. Sanitario → Importa (spec part 1 §2; issue 36): the upload-template panel. The administrator picks the
 * customer whose factories, departments and jobs fill the templates' dropdowns, then downloads Template 1 or 2,
 * with instructions and example rows or empty. The upload and its dry run are the next step of issue 36.
 */
export function ImportTemplatesPage() {
  const [customer, setCustomer] = useState<SelectedCustomer | null>(null);
  return (
    <div className="flex flex-col gap-4 p-4">
      <div className="flex flex-col gap-1">
        <h1 className="text-lg font-semibold text-slate-800">Importa</h1>
        <p className="text-sm text-slate-700">
          Importazione dei lavoratori di un’azienda da foglio di calcolo. Scaricare il modello, compilarlo e conservarlo per il caricamento.
        </p>
      </div>
      <section aria-labelledby="import-customer-title" className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-4">
        <h2 id="import-customer-title" className="text-base font-semibold text-slate-800">
          Azienda
        </h2>
        <div className="flex flex-wrap items-center gap-3">
          <CustomerAutocomplete value={customer} onChange={setCustomer} className="w-full max-w-md" />
          <p className="text-sm text-slate-700" aria-live="polite">
            {customer
              ? `Menu Sede, Reparto e Mansione dei modelli: sedi, reparti e mansioni di ${customer.name}`
              : 'Senza azienda i menu Sede, Reparto e Mansione dei modelli restano vuoti.'}
          </p>
        </div>
      </section>
      <div className="grid gap-4 md:grid-cols-2">
        <TemplateCard template={1} customer={customer} />
        <TemplateCard template={2} customer={customer} />
      </div>
      <p role="note" className="rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
        Il caricamento del file compilato, con l’anteprima di ogni riga prima della conferma, non è ancora disponibile: per ora si possono
        solo scaricare i modelli.
      </p>
    </div>
  );
}
