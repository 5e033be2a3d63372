import { useSyncExternalStore, type ComponentType } from 'react';
import { answerConfirm, getPendingConfirms, subscribeConfirms } from './confirm-store';
import type { ConfirmVariant, VariantProps } from './confirm-types';
import { DefaultConfirm, ErrorMessage, InfoMessage } from './variants/simple-variants';
import { CalendarInfoTable, InfoTable } from './variants/table-variants';
import { A3bYear, NominationModels, WorkerPropagate } from './variants/choice-variants';
import { AppointmentInfo, AppointmentMed } from './variants/appointment-variants';

const VARIANTS: { [V in ConfirmVariant]: ComponentType<VariantProps<V>> } = {
  default: DefaultConfirm,
  error: ErrorMessage,
  message: InfoMessage,
  infotable: InfoTable,
  calinfotable: CalendarInfoTable,
  workerpropagate: WorkerPropagate,
  modelli_nomine: NominationModels,
  appointment: AppointmentInfo,
  'appointment-med': AppointmentMed,
  a3b: A3bYear,
};

/** Mounted once at the root: shows the oldest pending dialog; the next one opens when it is answered. */
export function ConfirmDialogHost() {
  const pending = useSyncExternalStore(subscribeConfirms, getPendingConfirms, getPendingConfirms);
  const head = pending[0];
  if (!head) return null;
  const Body = VARIANTS[head.request.variant] as ComponentType<VariantProps<ConfirmVariant>>;
  return <Body key={head.id} request={head.request as never} answer={(result: unknown) => answerConfirm(head.id, result)} />;
}
