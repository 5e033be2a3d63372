import { openConfirm } from './confirm-store';

export type { ConfirmRequestOf, ConfirmResultOf, ConfirmVariant } from './confirm-types';

/**
 * const confirm = useConfirm();
 * if (await confirm({ variant: 'default', title: 'Elimina', message: 'Sei sicuro?' })) …
 * The host is mounted once at the root; this hook only hands out the opener.
 */
export function useConfirm(): typeof openConfirm {
  return openConfirm;
}

export { openConfirm };
