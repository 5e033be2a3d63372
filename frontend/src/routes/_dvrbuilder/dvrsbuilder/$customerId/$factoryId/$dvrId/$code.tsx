import { createFileRoute } from '@tanstack/react-router';
import { DvrBuilderScreen } from '../../../../../../features/dvr/builder/dvr-builder-screen';

interface BuilderSearch {
  /** The panel to scroll to (a DVR_SITE_SECTIONS key for the site DVR). */
  section?: string;
  /** A signed revision to read, as it was signed. */
  revision?: number;
}

// The DVR form (spec: route parameters customer_id, factory_id, dvr_id, code).
export const Route = createFileRoute('/_dvrbuilder/dvrsbuilder/$customerId/$factoryId/$dvrId/$code')({
  validateSearch: (search: Record<string, unknown>): BuilderSearch => {
    const revision = Number(search.revision);
    return {
      ...(typeof search.section === 'string' && search.section ? { section: search.section } : {}),
      ...(Number.isInteger(revision) && revision > 0 ? { revision } : {}),
    };
  },
  component: DvrBuilderRoute,
});

function DvrBuilderRoute() {
  const { customerId, factoryId, dvrId } = Route.useParams();
  const { section, revision } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <DvrBuilderScreen
      key={dvrId}
      customerId={customerId}
      factoryId={factoryId}
      dvrId={dvrId}
      section={section ?? null}
      revision={revision ?? null}
      onSection={(key) => void navigate({ search: (old) => ({ ...old, section: key }), replace: true })}
      onRevision={(number) =>
        void navigate({ search: (old) => ({ section: old.section, ...(number !== null ? { revision: number } : {}) }) })
      }
    />
  );
}
