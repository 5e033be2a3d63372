import { useRef, useState, type InputHTMLAttributes } from 'react';

/** Digits as typed, with the colon put in: 930 → 09:30 is not guessed, 0930 → 09:30. */
export function maskTime(text: string): string {
  const digits = text.replace(/\D/g, '').slice(0, 4);
  return digits.length <= 2 ? digits : `${digits.slice(0, 2)}:${digits.slice(2)}`;
}

/** HH:mm of a whole, real time ('' while incomplete or wrong). */
export function validTime(text: string): string {
  const match = /^(\d{2}):(\d{2})$/.exec(text);
  return match && Number(match[1]) < 24 && Number(match[2]) < 60 ? text : '';
}

export interface TimeInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type'> {
  /** HH:mm or ''. */
  value: string;
  onChange: (time: string) => void;
}

/**
 * A 24-hour HH:mm input. The native type="time" follows the browser's locale (AM/PM in an English one), so, like the
 * application's DateInput, this is a masked text input speaking HH:mm to the code around it.
 */
export function TimeInput({ value, onChange, placeholder = 'hh:mm', ...rest }: TimeInputProps) {
  const [text, setText] = useState(value);
  // What this input last reported: a different `value` comes from outside (a clicked slot) and is shown.
  const reported = useRef(value);
  if (value !== reported.current) {
    reported.current = value;
    if (value !== text && (value !== '' || validTime(text) !== '')) setText(value);
  }
  const invalid = text.length === 5 && validTime(text) === '';
  return (
    <input
      {...rest}
      type="text"
      inputMode="numeric"
      autoComplete="off"
      placeholder={placeholder}
      maxLength={5}
      value={text}
      aria-invalid={invalid || rest['aria-invalid'] ? true : undefined}
      onChange={(event) => {
        const next = maskTime(event.target.value);
        setText(next);
        const time = validTime(next);
        if (time !== reported.current) {
          reported.current = time;
          onChange(time);
        }
      }}
    />
  );
}
