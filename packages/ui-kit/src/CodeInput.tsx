import { useId, useRef, type ClipboardEvent, type KeyboardEvent, type ReactNode, type Ref } from 'react';
import { cx } from './cx';

/** Props of {@link CodeInput}. */
export interface CodeInputProps {
  /** The digits typed so far (at most `length`). */
  value: string;
  onChange(value: string): void;
  /** Called once every box is filled (by typing or pasting). */
  onComplete?(value: string): void;
  label: ReactNode;
  /** Accessible name of box `index` (0-based), e.g. "Digit 1 of 6". */
  digitLabel(index: number, length: number): string;
  /** @default 6 */
  length?: number;
  error?: string;
  disabled?: boolean;
  autoFocus?: boolean;
  name?: string;
  className?: string;
  /** Receives the first box, for focus management. */
  ref?: Ref<HTMLInputElement>;
}

const onlyDigits = (s: string) => s.replace(/\D/g, '');

/**
 * A one-time-code input of `length` single-digit boxes. Typing moves forward, Backspace moves back,
 * and pasting anywhere fills every box from the clipboard's digits.
 */
export function CodeInput({ value, onChange, onComplete, label, digitLabel, length = 6, error, disabled, autoFocus, name, className, ref }: CodeInputProps) {
  const id = useId();
  const boxes = useRef<Array<HTMLInputElement | null>>([]);
  const digits = Array.from({ length }, (_, i) => value[i] ?? '');
  const labelId = `portico-code-${id}-label`;
  const errId = error ? `portico-code-${id}-error` : undefined;

  const commit = (next: string, focusIndex: number) => {
    const clean = onlyDigits(next).slice(0, length);
    onChange(clean);
    boxes.current[Math.min(focusIndex, length - 1)]?.focus();
    if (clean.length === length) onComplete?.(clean);
  };

  const setDigit = (index: number, typed: string) => {
    const d = onlyDigits(typed);
    if (!d) return;
    // Several digits in one box come from autofill (one-time-code) or a fast typist: spread them from here.
    const head = digits.slice(0, index).join('');
    commit((head + d + digits.slice(index + d.length).join('')).slice(0, length), index + d.length);
  };

  const onKeyDown = (index: number, e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Backspace' && !digits[index] && index > 0) {
      e.preventDefault();
      commit(digits.slice(0, index - 1).join('') + digits.slice(index).join(''), index - 1);
    } else if (e.key === 'ArrowLeft' && index > 0) boxes.current[index - 1]?.focus();
    else if (e.key === 'ArrowRight' && index < length - 1) boxes.current[index + 1]?.focus();
  };

  const onPaste = (e: ClipboardEvent<HTMLInputElement>) => {
    const pasted = onlyDigits(e.clipboardData.getData('text'));
    if (!pasted) return;
    e.preventDefault();
    commit(pasted, pasted.length);
  };

  return (
    <fieldset className={cx('portico-code', className)} data-invalid={error ? true : undefined} aria-describedby={errId} disabled={disabled}>
      <legend id={labelId} className="portico-field-label">
        {label}
      </legend>
      <div className="portico-code-boxes" dir="ltr">
        {digits.map((digit, i) => (
          <input
            key={i}
            ref={(el) => {
              boxes.current[i] = el;
              if (i === 0 && ref) {
                if (typeof ref === 'function') ref(el);
                else ref.current = el;
              }
            }}
            className="portico-code-box"
            name={name ? `${name}-${i}` : undefined}
            value={digit}
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete={i === 0 ? 'one-time-code' : 'off'}
            aria-label={digitLabel(i, length)}
            aria-invalid={error ? true : undefined}
            autoFocus={autoFocus && i === 0}
            onChange={(e) => (e.target.value === '' ? commit(digits.slice(0, i).join('') + digits.slice(i + 1).join(''), i) : setDigit(i, e.target.value.replace(digit, '') || e.target.value))}
            onKeyDown={(e) => onKeyDown(i, e)}
            onPaste={onPaste}
            onFocus={(e) => e.target.select()}
          />
        ))}
      </div>
      {error && (
        <p id={errId} className="portico-field-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
