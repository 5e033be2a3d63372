import type { ComponentType } from 'react';
import { answerConfirm, type PendingConfirm } from './confirm-store';
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

/** The body of one pending dialog; loaded on demand by ConfirmDialogHost. */
export default function ConfirmDialogBody({ pending }: { pending: PendingConfirm }) {
  const Body = VARIANTS[pending.request.variant] as ComponentType<VariantProps<ConfirmVariant>>;
  return <Body request={pending.request as never} answer={(result: unknown) => answerConfirm(pending.id, result)} />;
}
