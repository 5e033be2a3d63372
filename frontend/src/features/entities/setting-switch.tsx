import { Description, Field, Label, Switch } from '@headlessui/react';
import clsx from 'clsx';

/** One on/off setting of the entity (an application, the generic version), labelled for screen readers. */
export function SettingSwitch({
  label,
  description,
  checked,
  onChange,
  disabled,
}: {
  label: string;
  description?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
}) {
  return (
    <Field disabled={disabled} className="flex items-start gap-3">
      <Switch
        checked={checked}
        onChange={onChange}
        className={clsx(
          'group relative mt-0.5 inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors',
          'focus:outline-none data-[focus]:outline-2 data-[focus]:outline-offset-2 data-[focus]:outline-brand-500',
          'data-[disabled]:cursor-not-allowed data-[disabled]:opacity-50',
          checked ? 'bg-brand-600' : 'bg-slate-300',
        )}
      >
        <span
          aria-hidden="true"
          className={clsx(
            'inline-block size-4 rounded-full bg-white shadow transition-transform',
            checked ? 'translate-x-6' : 'translate-x-1',
          )}
        />
      </Switch>
      <div className="flex flex-col">
        <Label className="text-sm font-medium text-slate-800">{label}</Label>
        {description && <Description className="text-xs text-slate-500">{description}</Description>}
      </div>
    </Field>
  );
}
