import { Button } from './button';

/** A failure that belongs to no field (a conflict, a network error), above the form. */
export function FormAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-700">
      {message}
    </p>
  );
}

/** Annulla (when the form can be left) and the submit button, which says it is saving while it does. */
export function FormActions({ saving, submitLabel, onCancel }: { saving: boolean; submitLabel: string; onCancel?: () => void }) {
  return (
    <div className="flex justify-end gap-2">
      {onCancel && (
        <Button variant="secondary" onClick={onCancel} disabled={saving}>
          Annulla
        </Button>
      )}
      <Button type="submit" disabled={saving}>
        {saving ? 'Salvataggio…' : submitLabel}
      </Button>
    </div>
  );
}
