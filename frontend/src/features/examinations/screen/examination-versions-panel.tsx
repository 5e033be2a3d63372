import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ExaminationVersionSummary } from '@tutela/contracts';
import { Button } from '../../../components/ui/button';
import { DialogFrame } from '../../../components/ui/dialog-frame';
import { Spinner } from '../../../components/ui/spinner';
import { formatDate, formatDateTime } from '../../../lib/format-date';
import { examinationVersionQuery, formDefinitionQuery } from '../examinations-api';
import { outcomeLabel } from '../examination-rules';
import { FormioView } from '../../../components/formio/formio-view';

/** A signed version, read-only, rendered with the form definition it was filled with (not today's). */
function VersionDialog({ examinationId, version, onClose }: { examinationId: string; version: number; onClose: () => void }) {
  const record = useQuery(examinationVersionQuery(examinationId, version));
  const definition = useQuery({
    ...formDefinitionQuery(record.data?.form_code ?? '', record.data?.form_version),
    enabled: record.isSuccess,
  });
  return (
    <DialogFrame
      open
      onClose={onClose}
      title={`Versione ${version}${record.data ? ` del ${formatDate(record.data.examinationdate)}` : ''}`}
      width="64rem"
      footer={
        <Button variant="secondary" onClick={onClose}>
          Chiudi
        </Button>
      }
    >
      {record.isError || definition.isError ? (
        <p role="alert" className="text-red-700">
          Impossibile caricare la versione
        </p>
      ) : !record.data || !definition.data ? (
        <Spinner />
      ) : (
        <>
          <p className="mb-3 text-slate-600">
            Firmata da {record.data.signed_by.name} il {formatDateTime(record.data.signed_at)} · modulo {definition.data.code} v
            {definition.data.version}
          </p>
          <FormioView schema={definition.data.schema} data={record.data.exdata} readOnly />
        </>
      )}
    </DialogFrame>
  );
}

/** 'Versioni archiviate': every signed version of the visit, each readable as it was signed. */
export function ExaminationVersionsPanel({
  examinationId,
  versions,
}: {
  examinationId: string | null;
  versions: ExaminationVersionSummary[];
}) {
  const [open, setOpen] = useState<number | null>(null);
  if (!examinationId || versions.length === 0) return null;
  return (
    <section className="rounded-lg border border-slate-200 bg-white p-4" aria-labelledby="exam-versions-title">
      <h2 id="exam-versions-title" className="mb-2 text-base font-semibold text-slate-800">
        Versioni archiviate
      </h2>
      <table className="w-full text-left text-sm">
        <thead className="text-slate-500">
          <tr>
            <th className="py-1 pr-3 font-medium">Versione</th>
            <th className="py-1 pr-3 font-medium">Firmata da</th>
            <th className="py-1 pr-3 font-medium">Il</th>
            <th className="py-1 pr-3 font-medium">Giudizio</th>
            <th className="py-1" />
          </tr>
        </thead>
        <tbody>
          {versions.map((v) => (
            <tr key={v.version} className="border-t border-slate-100">
              <td className="py-1 pr-3">
                {v.version}
                {!v.archived && <span className="ml-2 text-xs text-green-700">(attuale)</span>}
              </td>
              <td className="py-1 pr-3">{v.signed_by.name}</td>
              <td className="py-1 pr-3">{formatDateTime(v.signed_at)}</td>
              <td className="py-1 pr-3">{outcomeLabel(v.outcome)}</td>
              <td className="py-1 text-right">
                <Button variant="ghost" onClick={() => setOpen(v.version)} aria-label={`Apri la versione ${v.version}`}>
                  Apri
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {open !== null && <VersionDialog examinationId={examinationId} version={open} onClose={() => setOpen(null)} />}
    </section>
  );
}
