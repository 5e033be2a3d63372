import { MESSAGES } from '@tutela/contracts';
import { Button } from '../../button';
import { DialogFrame } from '../../dialog-frame';
import type { VariantProps } from '../confirm-types';

/** Default: Procedi / Annulla. */
export function DefaultConfirm({ request, answer }: VariantProps<'default'>) {
  return (
    <DialogFrame
      open
      onClose={() => answer(false)}
      title={request.title}
      footer={
        <>
          <Button variant="secondary" onClick={() => answer(false)}>
            {request.cancelLabel ?? MESSAGES.DIALOG_CANCEL}
          </Button>
          <Button onClick={() => answer(true)} autoFocus>
            {request.confirmLabel ?? MESSAGES.DIALOG_PROCEED}
          </Button>
        </>
      }
    >
      {request.message}
    </DialogFrame>
  );
}

export function ErrorMessage({ request, answer }: VariantProps<'error'>) {
  return (
    <DialogFrame
      open
      tone="error"
      onClose={() => answer(undefined)}
      title={request.title ?? 'Errore'}
      footer={
        <Button variant="danger" onClick={() => answer(undefined)} autoFocus>
          Chiudi
        </Button>
      }
    >
      {request.message}
    </DialogFrame>
  );
}

export function InfoMessage({ request, answer }: VariantProps<'message'>) {
  return (
    <DialogFrame
      open
      onClose={() => answer(undefined)}
      title={request.title ?? 'Informazione'}
      footer={
        <Button onClick={() => answer(undefined)} autoFocus>
          OK
        </Button>
      }
    >
      {request.message}
    </DialogFrame>
  );
}
