import { useState } from 'react';
import { looksLikeHealthCard, type HealthCardData } from '@tutela/contracts';
import { Button } from '../../components/ui/button';
import { DialogFrame } from '../../components/ui/dialog-frame';
import { ApiError } from '../../lib/api-client';
import { readHealthCard } from './workers-api';

export type HealthCardReading = HealthCardData & { birth_place: string | null };

/**
 * 'Leggi tessera sanitaria' (spec part 2 §2.3): the magnetic-stripe reader types the card into the field like a
 * keyboard; the text is read only once it is a whole stripe (starts with '%', ends with '_'), then the personal
 * data go into the worker dialog.
 */
export function HealthCardDialog({
  open,
  onClose,
  onRead,
}: {
  open: boolean;
  onClose: () => void;
  onRead: (data: HealthCardReading) => void;
}) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [reading, setReading] = useState(false);

  const read = async (value: string) => {
    if (!looksLikeHealthCard(value)) return;
    setReading(true);
    setError(null);
    try {
      const data = await readHealthCard(value.trim());
      setText('');
      onRead(data);
      onClose();
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : String(failure));
    } finally {
      setReading(false);
    }
  };

  return (
    <DialogFrame
      open={open}
      onClose={onClose}
      title="Leggi tessera sanitaria"
      footer={
        <Button variant="secondary" onClick={onClose}>
          Chiudi
        </Button>
      }
    >
      <p className="mb-3 text-slate-600">
        Passare la tessera sanitaria nel lettore: i dati anagrafici vengono copiati nella scheda del lavoratore.
      </p>
      <label className="flex flex-col text-sm font-medium text-slate-700">
        Dati letti dalla tessera
        <input
          autoFocus
          data-testid="health-card-input"
          value={text}
          disabled={reading}
          onChange={(event) => {
            setText(event.target.value);
            void read(event.target.value);
          }}
          className="mt-1 rounded-md border border-slate-300 px-3 py-2 font-mono text-sm"
          placeholder="%…_"
        />
      </label>
      {reading && <p className="mt-2 text-slate-500">Lettura in corso…</p>}
      {error && (
        <p role="alert" className="mt-2 text-red-700">
          {error}
        </p>
      )}
    </DialogFrame>
  );
}
