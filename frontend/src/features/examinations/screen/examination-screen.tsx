import { useMemo, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import {
  EXAMINATION_MESSAGES,
  EXAMINATION_STATUS,
  type ExaminationDetail,
  type ExaminationFormData,
  type FormDefinition,
} from '@tutela/contracts';
import { openConfirm } from '../../../components/ui/confirm-dialog/use-confirm';
import { RecordLoader } from '../../../components/ui/record-loader';
import { Spinner } from '../../../components/ui/spinner';
import { formatDate } from '../../../lib/format-date';
import { initialFormData, isReadOnly, questionnaireAnchors, sectionAnchors } from '../examination-rules';
import { examinationByKeyQuery, formDefinitionQuery } from '../examinations-api';
import { FormioView } from '../../../components/formio/formio-view';
import { ExaminationFilesPanel } from './examination-files-panel';
import { ExaminationProblems } from './examination-problems';
import { ExaminationRecordDialog } from './examination-record-dialog';
import { DockedSections, SectionsDrawerButton } from './examination-sections-panel';
import { ExaminationToolbar } from './examination-toolbar';
import { ExaminationVersionsPanel } from './examination-versions-panel';
import { scrollToAnchor } from '../../../components/formio/scroll-to-anchor';
import { useExaminationCommands } from './use-examination-commands';

function ExaminationEditor({ detail, definition }: { detail: ExaminationDetail; definition: FormDefinition }) {
  const navigate = useNavigate();
  const readOnly = isReadOnly(detail);
  const commands = useExaminationCommands(detail);
  // What the user typed: survives reloads after a 409 and every save (the form is not re-created by them).
  const [data, setData] = useState<ExaminationFormData>(() => initialFormData(detail));
  const [dirty, setDirty] = useState(false);
  const [record, setRecord] = useState<'INV' | 'VAC' | null>(null);
  const formBox = useRef<HTMLDivElement>(null);
  const sections = useMemo(() => sectionAnchors(definition.schema.components), [definition]);
  const questionnaires = useMemo(() => questionnaireAnchors(definition.schema.components), [definition]);

  const exit = () =>
    void navigate({
      to: '/workers/list/card/$id',
      params: { id: detail.worker.id },
    });
  const save = async () => {
    if (await commands.save(data, commands.openStatus)) setDirty(false);
  };
  const actions = {
    onSave: () => void save(),
    onSign: async () => {
      const ok = await openConfirm({
        variant: 'default',
        title: 'Firma la visita',
        message: 'Dopo la firma la visita non è più modificabile: per cambiarla andrà riaperta.',
        confirmLabel: 'Firma',
      });
      if (ok && (await commands.save(data, EXAMINATION_STATUS.FI))) setDirty(false);
    },
    onExit: async () => {
      if (!readOnly && dirty && !(await commands.save(data, commands.openStatus))) return;
      exit();
    },
    onExitWithoutSaving: exit,
    onReopen: async () => {
      const ok = await openConfirm({
        variant: 'default',
        title: EXAMINATION_MESSAGES.REOPEN_TITLE,
        message: `La visita tornerà ${EXAMINATION_MESSAGES.NOT_SIGNED}; al salvataggio la versione firmata sarà archiviata.`,
        confirmLabel: 'Riapri',
      });
      if (ok) await commands.reopen();
    },
  };

  const sectionsMenu = {
    sections,
    questionnaires,
    onAnchor: (key: string) => scrollToAnchor(key, formBox.current ?? document),
    onRecord: setRecord,
  };

  return (
    <div className="flex min-h-full flex-col bg-slate-50">
      <ExaminationToolbar
        sectionsButton={<SectionsDrawerButton {...sectionsMenu} />}
        detail={detail}
        editable={!readOnly}
        busy={commands.busy}
        dirty={dirty}
        actions={actions}
      />
      <div className="flex flex-1 gap-4 p-4">
        <DockedSections {...sectionsMenu} />
        <div className="flex min-w-0 flex-1 flex-col gap-4">
          {detail.status === EXAMINATION_STATUS.FI && (
            <p role="status" className="rounded-md bg-green-50 px-3 py-2 text-sm text-green-900">
              {EXAMINATION_MESSAGES.SIGNED_READ_ONLY}
            </p>
          )}
          {detail.suggested_examinations.length > 0 && (
            <div
              role="note"
              className="rounded-md border border-sky-200 bg-sky-50 px-3 py-2 text-sm text-sky-900"
              data-testid="suggested-examinations"
            >
              <p className="font-medium">Accertamenti in scadenza entro 3 mesi dalla prossima visita:</p>
              <ul className="ml-4 list-disc">
                {detail.suggested_examinations.map((s) => (
                  <li key={s.examination_type_id}>
                    {s.extype} — {formatDate(s.next)}
                  </li>
                ))}
              </ul>
            </div>
          )}
          <ExaminationProblems problems={commands.problems} definition={definition} onReload={() => void commands.reload()} />
          <div ref={formBox} className="rounded-lg border border-slate-200 bg-white p-4">
            <FormioView
              key={`${detail.id ?? 'draft'}:${detail.status}:${readOnly}`}
              schema={definition.schema}
              data={initialFormData(detail)}
              readOnly={readOnly}
              errors={commands.problems.fields}
              onChange={(next, modified) => {
                if (readOnly) return;
                setData(next);
                if (modified) setDirty(true);
              }}
            />
          </div>
          <ExaminationVersionsPanel examinationId={detail.id} versions={detail.versions} />
          <ExaminationFilesPanel detail={detail} />
        </div>
      </div>
      {record && <ExaminationRecordDialog kind={record} visit={detail} onClose={() => setRecord(null)} />}
    </div>
  );
}

function ExaminationForm({ detail }: { detail: ExaminationDetail }) {
  const definition = useQuery(formDefinitionQuery(detail.form_code, detail.form_version));
  if (definition.isPending) return <Spinner label="Caricamento del modulo…" />;
  if (definition.isError)
    return (
      <p role="alert" className="p-6 text-sm text-red-700">
        Impossibile caricare il modulo della visita: {definition.error.message}
      </p>
    );
  return <ExaminationEditor detail={detail} definition={definition.data} />;
}

/** The visit screen (examination/1/{key}): the form of the visit with its toolbar, sections, versions and files. */
export function ExaminationScreen({ examKey }: { examKey: string }) {
  return (
    <RecordLoader
      query={useQuery(examinationByKeyQuery(examKey))}
      notFound={EXAMINATION_MESSAGES.KEY_INVALID}
      failed="Impossibile caricare la visita"
    >
      {(detail) => <ExaminationForm detail={detail} />}
    </RecordLoader>
  );
}
