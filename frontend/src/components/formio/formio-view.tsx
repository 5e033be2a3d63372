import { lazy, Suspense } from "react";
import { Spinner } from "../ui/spinner";
import type { FormioFormProps } from "./formio-form";

// form.io and its styles load with the first visit screen, not with the app.
const FormioForm = lazy(() => import("./formio-form"));

export function FormioView(props: FormioFormProps) {
  return (
    <Suspense fallback={<Spinner label="Caricamento del modulo…" />}>
      <FormioForm {...props} />
    </Suspense>
  );
}
