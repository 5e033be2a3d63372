import { createFileRoute } from '@tanstack/react-router';
import { preloadFormioRenderer } from '../../../../components/formio/formio-view';
import { ExaminationScreen } from '../../../../features/examinations/screen/examination-screen';
import { examinationByKeyQuery, formDefinitionQuery, prefetchLatestForm } from '../../../../features/examinations/examinations-api';

// The visit screen: examination/1/{key}, the key the server gave for one worker's visit.
export const Route = createFileRoute('/_examination/examination/1/$key')({
  // Nothing here waits: the screen shows its spinner at once and finds in the cache what these started. form.io,
  // the visit and then its form's definition load side by side instead of one after the other. A link to a visit
  // under the pointer (preload) fetches no visit: opening one is a read of clinical data the server records.
  loader: ({ context: { queryClient }, params, preload }) => {
    void preloadFormioRenderer().catch(() => undefined);
    if (preload) {
      void prefetchLatestForm(queryClient, 'VIS').catch(() => undefined);
      return;
    }
    void queryClient
      .ensureQueryData(examinationByKeyQuery(params.key))
      .then((detail) => queryClient.prefetchQuery(formDefinitionQuery(detail.form_code, detail.form_version)))
      .catch(() => undefined);
  },
  component: ExaminationRoute,
});

function ExaminationRoute() {
  const { key } = Route.useParams();
  return <ExaminationScreen key={key} examKey={key} />;
}
