import { useState, type FormEvent } from 'react';
import { HISTORY_EXPORT_KINDS, HISTORY_EXPORT_KIND_LABELS, isClinicalRecordKind, type HistoryExportKind } from '@tutela/contracts';
import { downloadHistory } from '../../components/history-export/download-history';
import { Button } from '../../components/ui/button';
import { userMayReadClinicalData } from '../../lib/clinical-data';
import { useUserData } from '../../lib/session';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Pick a kind and an id, download the record's history (events, hashes, archived versions) as JSON. A visit's
 * history is clinical data: offered only to those the clinical-data rule lets read it (the server answers 403 else).
 */
export function HistoryExportForm() {
  const session = useUserData();
  const kinds = HISTORY_EXPORT_KINDS.filter((kind) => !isClinicalRecordKind(kind) || userMayReadClinicalData(session.user));
  const [kind, setKind] = useState<HistoryExportKind>('worker');
  const [id, setId] = useState('');
  const [busy, setBusy] = useState(false);
  const valid = UUID.test(id.trim());
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!valid) return;
    setBusy(true);
    await downloadHistory(kind, id.trim().toLowerCase());
    setBusy(false);
  };
  return (
    <form className="flex flex-wrap items-end gap-3" onSubmit={(event) => void submit(event)}>
      <label className="flex flex-col text-sm">
        Tipo di record
        <select
          className="mt-1 rounded-md border border-slate-300 px-2 py-2"
          value={kind}
          onChange={(event) => setKind(event.target.value as HistoryExportKind)}
          data-testid="history-kind"
        >
          {kinds.map((value) => (
            <option key={value} value={value}>
              {HISTORY_EXPORT_KIND_LABELS[value]}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col text-sm">
        Identificativo
        <input
          className="mt-1 w-96 rounded-md border border-slate-300 px-2 py-2 font-mono text-xs"
          value={id}
          onChange={(event) => setId(event.target.value)}
          placeholder="00000000-0000-0000-0000-000000000000"
          data-testid="history-id"
        />
        {id !== '' && !valid && <span className="mt-1 text-xs text-red-700">Identificativo non valido</span>}
      </label>
      <Button type="submit" disabled={!valid || busy} data-testid="history-download">
        Scarica storico (JSON)
      </Button>
    </form>
  );
}
