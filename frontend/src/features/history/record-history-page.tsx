import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { HISTORY_MESSAGES } from '@tutela/contracts';
import { Button } from '../../components/ui/button';
import { RecordLoader } from '../../components/ui/record-loader';
import { recordHistoryQuery, type HistoryPointParam } from './history-api';
import { describePoint, HistoryStatePanel, type HistoryDetailRenderer } from './history-state-panel';
import { HistoryTimeline } from './history-timeline';
import { endOfDayInstant } from './history-value';
import { DateInput } from '../../components/ui/date-input';

/**
 * "Cronologia" of a record (history/{kind}/{id}): its events with who, role, summary and diff, and the record
 * as it stood at a chosen date or revision, shown on the kind's own card in read-only mode where the route
 * gives one (`renderers`), else as a list of fields.
 */
export function RecordHistoryPage({
  kind,
  id,
  renderers,
}: {
  kind: string;
  id: string;
  renderers: Partial<Record<string, HistoryDetailRenderer>>;
}) {
  const router = useRouter();
  const [date, setDate] = useState('');
  const [point, setPoint] = useState<{
    value: HistoryPointParam;
    date: string | null;
  } | null>(null);
  return (
    <RecordLoader
      query={useQuery(recordHistoryQuery(kind, id))}
      notFound={HISTORY_MESSAGES.RECORD_NOT_FOUND}
      failed="Impossibile caricare la cronologia"
    >
      {(history) => (
        <div className="flex flex-col gap-4 p-4">
          <div className="flex flex-wrap items-center gap-3">
            <button type="button" className="text-sm text-brand-700 hover:underline" onClick={() => router.history.back()}>
              ← Indietro
            </button>
            <h1 className="text-lg font-semibold text-slate-800">
              Cronologia · {history.kind_label}: {history.title}
            </h1>
          </div>
          <form
            className="flex flex-wrap items-end gap-3 rounded-lg border border-slate-200 bg-white p-3"
            onSubmit={(event) => {
              event.preventDefault();
              if (date) setPoint({ value: { at: endOfDayInstant(date) }, date });
            }}
          >
            <label className="text-sm font-medium text-slate-700">
              Scheda com&apos;era il giorno
              <DateInput
                name="history-date"
                className="mt-1 block w-32 rounded-md border border-slate-300 px-3 py-2 text-sm"
                value={date}
                onChange={setDate}
              />
            </label>
            <Button type="submit" disabled={!date}>
              Mostra
            </Button>
            {point && (
              <Button variant="ghost" onClick={() => setPoint(null)}>
                Chiudi la scheda
              </Button>
            )}
          </form>
          {/* Side by side only where the card keeps its own width; narrower, the chosen state comes first. */}
          <div className="grid gap-4 2xl:grid-cols-[minmax(22rem,28rem)_1fr]">
            <section aria-label="Eventi">
              <h2 className="mb-2 text-base font-semibold text-slate-800">Eventi ({history.entries.length})</h2>
              <HistoryTimeline
                entries={history.entries}
                selectedRevision={point && 'revision' in point.value ? point.value.revision : null}
                onSelect={(revision) => setPoint({ value: { revision }, date: null })}
              />
            </section>
            <section aria-label="Scheda com'era" className="order-first min-w-0 2xl:order-none">
              {point ? (
                <HistoryStatePanel
                  kind={kind}
                  id={id}
                  point={point.value}
                  pointLabel={describePoint(point.value, point.date)}
                  renderDetail={renderers[kind]}
                />
              ) : (
                <p className="rounded-md border border-dashed border-slate-300 p-4 text-sm text-slate-600">
                  Scegliere un giorno o un evento per vedere la scheda com&apos;era.
                </p>
              )}
            </section>
          </div>
        </div>
      )}
    </RecordLoader>
  );
}
