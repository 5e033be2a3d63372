import { useMemo, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { DVR_MESSAGES, type DvrDetail } from '@tutela/contracts';
import { FormioView } from '../../../components/formio/formio-view';
import { RecordLoader } from '../../../components/ui/record-loader';
import { Spinner } from '../../../components/ui/spinner';
import { formatDate } from '../../../lib/format-date';
import { dvrDetailQuery, dvrRevisionQuery } from '../dvr-api';
import { dvrSections } from '../dvr-rules';
import { DvrEditor } from './dvr-editor';
import { DvrSideMenu } from './dvr-side-menu';
import { DvrToolbar } from './dvr-toolbar';
import { useDvrForm } from './use-dvr-form';
import { scrollToSection, useSectionScroll } from './use-section-scroll';

export interface DvrBuilderProps {
  customerId: string;
  factoryId: string;
  dvrId: string;
  section: string | null;
  revision: number | null;
  onSection: (key: string) => void;
  onRevision: (number: number | null) => void;
}

const LOOKUPS_MISSING = 'Mansioni e rischi non disponibili: alcune scelte del modulo potrebbero non essere leggibili.';

function FormFailed({ message }: { message: string }) {
  return (
    <p role="alert" className="p-6 text-sm text-red-700">
      Impossibile caricare il modulo del DVR: {message}
    </p>
  );
}

/** A signed revision as it was signed, with the form version it was filled with: read-only for everyone. */
function DvrRevisionView({
  detail,
  number,
  section,
  onSection,
  onRevision,
  exitTo,
}: { detail: DvrDetail; number: number; exitTo: string } & Pick<DvrBuilderProps, 'section' | 'onSection' | 'onRevision'>) {
  const navigate = useNavigate();
  const revision = useQuery(dvrRevisionQuery(detail.id, number));
  const form = useDvrForm(
    detail.customer_id,
    detail.factory_id,
    detail.code,
    revision.data?.form_code ?? detail.form_code,
    revision.data?.form_version ?? detail.form_version,
  );
  const box = useRef<HTMLDivElement>(null);
  useSectionScroll(box, section);
  const schema = useMemo(
    () => (form.status === 'ready' && revision.data ? form.schemaFor(revision.data.dvrdata) : null),
    [form, revision.data],
  );
  const sections = useMemo(() => (schema ? dvrSections(schema.components, detail.code) : []), [schema, detail.code]);
  return (
    <div className="flex min-h-full flex-col bg-slate-50">
      <DvrToolbar
        code={detail.code}
        title={detail.title}
        place={`${detail.company_name} — ${detail.factory_name}`}
        status={detail.status}
        editable={false}
        canSign={false}
        canReopen={false}
        historyHref={null}
        busy={false}
        revisions={detail.revisions}
        shownRevision={number}
        actions={{
          onSave: () => undefined,
          onSaveAndExit: () => undefined,
          onSign: () => undefined,
          onReopen: () => undefined,
          onExit: () => void navigate({ to: exitTo }),
          onRevision,
        }}
      />
      <div className="flex flex-1 flex-col gap-4 p-4 md:flex-row">
        <DvrSideMenu
          sections={sections}
          current={section}
          onSection={(key) => (key === section ? scrollToSection(key, box.current ?? document) : onSection(key))}
        />
        <div className="flex min-w-0 flex-1 flex-col gap-4">
          <RecordLoader query={revision} notFound={DVR_MESSAGES.REVISION_NOT_FOUND} failed="Impossibile caricare la revisione">
            {(signed) => (
              <>
                <p role="status" className="rounded-md bg-slate-100 px-3 py-2 text-sm text-slate-800" data-testid="revision-banner">
                  Revisione {signed.number} firmata il {formatDate(signed.signed_at)} da {signed.signed_by.name}, data del documento{' '}
                  {formatDate(signed.document_date)}
                  {signed.archived ? ' (archiviata)' : ''}: sola lettura.
                </p>
                {form.status === 'pending' && <Spinner label="Caricamento del modulo…" />}
                {form.status === 'error' && <FormFailed message={form.message} />}
                {form.status === 'ready' && form.lookupsMissing && <p className="text-sm text-amber-900">{LOOKUPS_MISSING}</p>}
                {schema && (
                  <div ref={box} className="rounded-lg border border-slate-200 bg-white p-4">
                    <FormioView key={`revision-${signed.number}`} schema={schema} data={signed.dvrdata} readOnly />
                  </div>
                )}
              </>
            )}
          </RecordLoader>
        </div>
      </div>
    </div>
  );
}

function DvrEditorLoader({
  detail,
  exitTo,
  ...props
}: { detail: DvrDetail; exitTo: string } & Omit<DvrBuilderProps, 'customerId' | 'factoryId' | 'dvrId' | 'revision'>) {
  const form = useDvrForm(detail.customer_id, detail.factory_id, detail.code, detail.form_code, detail.form_version);
  if (form.status === 'pending') return <Spinner label="Caricamento del modulo…" />;
  if (form.status === 'error') return <FormFailed message={form.message} />;
  return (
    <DvrEditor
      detail={detail}
      schemaFor={form.schemaFor}
      exitTo={exitTo}
      notice={form.lookupsMissing ? LOOKUPS_MISSING : null}
      {...props}
    />
  );
}

/** The DVR builder (dvrsbuilder/{customer_id}/{factory_id}/{dvr_id}/{code}): the document, or one signed revision. */
export function DvrBuilderScreen({ customerId, factoryId, dvrId, revision, ...props }: DvrBuilderProps) {
  const exitTo = `/customers/list/card/${encodeURIComponent(customerId)}/factory/${encodeURIComponent(factoryId)}`;
  return (
    <RecordLoader query={useQuery(dvrDetailQuery(dvrId))} notFound={DVR_MESSAGES.NOT_FOUND} failed="Impossibile caricare il DVR">
      {(detail) =>
        revision !== null ? (
          <DvrRevisionView detail={detail} number={revision} exitTo={exitTo} {...props} />
        ) : (
          <DvrEditorLoader detail={detail} exitTo={exitTo} {...props} />
        )
      }
    </RecordLoader>
  );
}
