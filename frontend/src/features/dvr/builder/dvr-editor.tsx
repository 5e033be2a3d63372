import { useMemo, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { DVR_MESSAGES, dvrDocumentDate, type DvrDetail, type DvrFormData } from '@tutela/contracts';
import { FormioView } from '../../../components/formio/formio-view';
import { Button } from '../../../components/ui/button';
import { openConfirm } from '../../../components/ui/confirm-dialog/use-confirm';
import { dvrKeys } from '../dvr-api';
import { areaOptions, dvrSections, isDvrReadOnly, withAreaIds } from '../dvr-rules';
import { DvrSideMenu } from './dvr-side-menu';
import { DvrToolbar } from './dvr-toolbar';
import { HazardsPreviewDialog, type HazardsPreviewChoice } from './hazards-preview-dialog';
import { useDvrCommands } from './use-dvr-commands';
import type { DvrSchema } from './use-dvr-form';
import { scrollToSection, useSectionScroll } from './use-section-scroll';

interface Seed {
  /** Changes re-create the form: a reload, or areas whose ids or names the lookup selects must show. */
  generation: number;
  data: DvrFormData;
  schema: DvrSchema;
}

export interface DvrEditorProps {
  detail: DvrDetail;
  schemaFor: (data: DvrFormData) => DvrSchema;
  section: string | null;
  exitTo: string;
  notice: string | null;
  onSection: (key: string) => void;
  onRevision: (number: number | null) => void;
}

/** The DVR being written: toolbar, sections, the form, save / sign (with the hazards preview) / reopen. */
export function DvrEditor({ detail, schemaFor, section, exitTo, notice, onSection, onRevision }: DvrEditorProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const readOnly = isDvrReadOnly(detail);
  const commands = useDvrCommands(detail);
  const [seed, setSeed] = useState<Seed>(() => ({ generation: 0, data: detail.dvrdata, schema: schemaFor(detail.dvrdata) }));
  // What the user typed: kept through saves, a 409 and its banner, until 'Ricarica'.
  const [data, setData] = useState<DvrFormData>(detail.dvrdata);
  const [dirty, setDirty] = useState(false);
  const [preview, setPreview] = useState<{
    answer: (choice: HazardsPreviewChoice) => void;
    value: Parameters<typeof HazardsPreviewDialog>[0]['preview'];
  } | null>(null);
  const formBox = useRef<HTMLDivElement>(null);
  const sections = useMemo(() => dvrSections(seed.schema.components, detail.code), [seed.schema, detail.code]);
  useSectionScroll(formBox, section);

  const reseed = (next: DvrFormData) => {
    setData(next);
    setSeed((old) => ({ generation: old.generation + 1, data: next, schema: schemaFor(next) }));
  };

  const save = async (): Promise<boolean> => {
    const typed = data;
    const toSave = withAreaIds(typed);
    if (!(await commands.save(toSave))) return false;
    setDirty(false);
    // New area ids must reach the form (or the next save would make others), new area names the area selects.
    if (toSave !== typed || JSON.stringify(areaOptions(toSave)) !== JSON.stringify(areaOptions(seed.data))) reseed(toSave);
    return true;
  };

  const exit = () => void navigate({ to: exitTo });
  const exitAsked = async () => {
    if (!readOnly && dirty) {
      const leave = await openConfirm({
        variant: 'default',
        title: 'Modifiche non salvate',
        message: 'Uscire senza salvare le modifiche al DVR?',
        confirmLabel: 'Esci senza salvare',
      });
      if (!leave) return;
    }
    exit();
  };

  const sign = async () => {
    if (dirty && !(await save())) return;
    const found = await commands.preview();
    if (!found) return;
    let choice: HazardsPreviewChoice;
    if (found.jobs.length > 0) {
      choice = await new Promise<HazardsPreviewChoice>((resolve) => setPreview({ value: found, answer: resolve }));
      setPreview(null);
    } else {
      const ok = await openConfirm({
        variant: 'default',
        title: 'Firma il DVR',
        message: `${DVR_MESSAGES.SIGN_CONFIRM} ${DVR_MESSAGES.NO_HAZARD_CHANGES}.`,
        confirmLabel: 'Firma',
      });
      choice = ok ? 'skip' : null;
    }
    if (choice) await commands.sign(choice === 'apply', dvrDocumentDate(data));
  };

  const reopen = async () => {
    const ok = await openConfirm({
      variant: 'default',
      title: 'Riapri il DVR',
      message: DVR_MESSAGES.REOPEN_CONFIRM,
      confirmLabel: 'Riapri',
    });
    if (ok) await commands.reopen();
  };

  const reload = async () => {
    await commands.reload();
    const fresh = queryClient.getQueryData<DvrDetail>(dvrKeys.detail(detail.id));
    reseed(fresh?.dvrdata ?? detail.dvrdata);
    setDirty(false);
  };

  // A signature or a reopening changes what the form may do: it opens again with the saved data.
  const mode = `${detail.status}:${readOnly}`;
  const [shownMode, setShownMode] = useState(mode);
  if (mode !== shownMode) {
    setShownMode(mode);
    reseed(detail.dvrdata);
  }

  const goTo = (key: string) => {
    if (key === section) scrollToSection(key, formBox.current ?? document);
    else onSection(key);
  };

  return (
    <div className="flex min-h-full flex-col bg-slate-50">
      <DvrToolbar
        code={detail.code}
        title={detail.title}
        place={`${detail.company_name} — ${detail.factory_name}`}
        status={detail.status}
        editable={!readOnly}
        canSign={detail.can_sign}
        canReopen={detail.can_reopen}
        historyHref={detail.can_history ? `/history/dvr/${encodeURIComponent(detail.id)}` : null}
        busy={commands.busy}
        revisions={detail.revisions}
        shownRevision={null}
        actions={{
          onSave: () => void save(),
          onSaveAndExit: () => void save().then((ok) => ok && exit()),
          onExit: () => void exitAsked(),
          onSign: () => void sign(),
          onReopen: () => void reopen(),
          onRevision,
        }}
      />
      <div className="flex flex-1 flex-col gap-4 p-4 md:flex-row">
        <DvrSideMenu sections={sections} current={section} onSection={goTo} />
        <div className="flex min-w-0 flex-1 flex-col gap-4">
          {detail.status === 1 && (
            <p role="status" className="rounded-md bg-green-50 px-3 py-2 text-sm text-green-900">
              {DVR_MESSAGES.SIGNED_READ_ONLY}
            </p>
          )}
          {notice && (
            <p role="note" className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
              {notice}
            </p>
          )}
          {commands.problems.message && (
            <div
              role="alert"
              className="flex flex-wrap items-center gap-3 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800"
            >
              <span className="flex-1">{commands.problems.message}</span>
              {commands.problems.conflict && (
                <Button variant="secondary" className="px-3 py-1" onClick={() => void reload()}>
                  Ricarica
                </Button>
              )}
            </div>
          )}
          <div ref={formBox} className="rounded-lg border border-slate-200 bg-white p-4">
            <FormioView
              key={seed.generation}
              schema={seed.schema}
              data={seed.data}
              readOnly={readOnly}
              errors={commands.problems.fields}
              onChange={(next, modified) => {
                if (readOnly) return;
                setData(next);
                if (modified) setDirty(true);
              }}
            />
          </div>
        </div>
      </div>
      {preview && <HazardsPreviewDialog preview={preview.value} onAnswer={preview.answer} />}
    </div>
  );
}
