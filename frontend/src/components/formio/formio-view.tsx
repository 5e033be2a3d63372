import { lazy, Suspense } from 'react';
import { whenIdle } from '../../lib/when-idle';
import { Spinner } from '../ui/spinner';
import type { FormioFormProps } from './formio-form';

let renderer: Promise<typeof import('./formio-form')> | undefined;

/**
 * Loads form.io and its styles (about 370 KB compressed, then parsed and run) once. Not with the app: the screens
 * that lead to a form (the worker card, a link to a visit under the pointer) call this ahead, so the form opens
 * without waiting for it.
 */
export function preloadFormioRenderer(): Promise<typeof import('./formio-form')> {
  renderer ??= import('./formio-form').catch((error: unknown) => {
    renderer = undefined; // a failed download (offline a moment) is tried again next time
    throw error;
  });
  return renderer;
}

/** Loads form.io once the browser has nothing else to do (the worker card's own requests first). */
export function preloadFormioRendererWhenIdle(): void {
  whenIdle(() => void preloadFormioRenderer().catch(() => undefined));
}

const FormioForm = lazy(preloadFormioRenderer);

export function FormioView(props: FormioFormProps) {
  return (
    <Suspense fallback={<Spinner label="Caricamento del modulo…" />}>
      <FormioForm {...props} />
    </Suspense>
  );
}
