import type { ButtonHTMLAttributes, Ref } from 'react';
import { cx } from './cx';
import { Spinner } from './Spinner';

/** Props of {@link Button}. */
export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** @default 'primary' */
  variant?: 'primary' | 'secondary' | 'link';
  /** Shows a spinner, sets `aria-busy` and blocks clicks. */
  loading?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/** A button with primary/secondary/link looks and a loading state (`data-loading`). */
export function Button({ variant = 'primary', loading = false, disabled, className, children, type = 'button', ...rest }: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      className={cx('portico-button', className)}
      data-variant={variant}
      data-loading={loading || undefined}
      aria-busy={loading || undefined}
      disabled={disabled || loading}
    >
      {loading && <Spinner />}
      <span className="portico-button-label">{children}</span>
    </button>
  );
}
