import type { ButtonHTMLAttributes, MouseEvent, Ref } from 'react';
import { cx } from './cx';
import { Spinner } from './Spinner';

/** Props of {@link Button}. */
export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** @default 'primary' */
  variant?: 'primary' | 'secondary' | 'link';
  /** Shows a spinner, sets `aria-busy` and `aria-disabled`, and ignores clicks (and the form submits they would make). */
  loading?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

// A click while loading does nothing: preventDefault also stops the submit an Enter in a field of the form would make.
const ignore = (e: MouseEvent) => e.preventDefault();

/**
 * A button with primary/secondary/link looks and a loading state (`data-loading`). Loading never sets `disabled`: a
 * disabled button drops the keyboard focus to the page body, so the person pressing it would lose their place.
 */
export function Button({ variant = 'primary', loading = false, className, children, type = 'button', onClick, ...rest }: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      className={cx('portico-button', className)}
      data-variant={variant}
      data-loading={loading || undefined}
      aria-busy={loading || undefined}
      aria-disabled={loading || rest['aria-disabled'] || undefined}
      onClick={loading ? ignore : onClick}
    >
      {loading && <Spinner />}
      <span className="portico-button-label">{children}</span>
    </button>
  );
}
