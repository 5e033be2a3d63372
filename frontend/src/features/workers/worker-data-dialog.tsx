import { DialogFrame } from '../../components/ui/dialog-frame';
import { WorkerForm, type WorkerFormProps } from './worker-form';

/** The worker data dialog (spec part 2 §2.3) around the worker form. */
export function WorkerDataDialog({
  open,
  onClose,
  title,
  ...form
}: WorkerFormProps & { open: boolean; onClose: () => void; title: string }) {
  return (
    <DialogFrame open={open} onClose={onClose} title={title} width="48rem">
      <WorkerForm {...form} onCancel={onClose} />
    </DialogFrame>
  );
}
