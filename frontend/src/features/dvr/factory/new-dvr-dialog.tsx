import { useState } from 'react';
import type { DvrType } from '@tutela/contracts';
import { Button } from '../../../components/ui/button';
import { DialogFrame } from '../../../components/ui/dialog-frame';
import { TextField } from '../../../components/ui/text-field';

const MAX_TITLE = 200;

/** "Nuovo" of a specific DVR type: the title of the assessment (the type's title unless the user writes another). */
export function NewDvrDialog({
  type,
  busy,
  onClose,
  onCreate,
}: {
  type: DvrType;
  busy: boolean;
  onClose: () => void;
  onCreate: (title: string) => void;
}) {
  const [title, setTitle] = useState(type.title);
  const trimmed = title.trim();
  const error = trimmed === '' ? 'Il titolo è obbligatorio' : trimmed.length > MAX_TITLE ? `Al massimo ${MAX_TITLE} caratteri` : undefined;
  return (
    <DialogFrame
      open
      onClose={onClose}
      title={`Nuovo DVR: ${type.title}`}
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            Annulla
          </Button>
          <Button type="submit" form="new-dvr" disabled={busy || error !== undefined}>
            {busy ? 'Creazione…' : 'Crea'}
          </Button>
        </>
      }
    >
      <form
        id="new-dvr"
        onSubmit={(event) => {
          event.preventDefault();
          if (!error) onCreate(trimmed);
        }}
      >
        <TextField
          label="Titolo"
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          error={error}
          autoFocus
          maxLength={MAX_TITLE + 1}
        />
      </form>
    </DialogFrame>
  );
}
