import { createFileRoute } from "@tanstack/react-router";
import { ExaminationScreen } from "../../../../features/examinations/screen/examination-screen";

// The visit screen: examination/1/{key}, the key the server gave for one worker's visit.
export const Route = createFileRoute("/_examination/examination/1/$key")({
  component: ExaminationRoute,
});

function ExaminationRoute() {
  const { key } = Route.useParams();
  return <ExaminationScreen key={key} examKey={key} />;
}
