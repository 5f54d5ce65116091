import type { ReactNode } from 'react';
import { cx } from './cx';

/** Props of {@link Alert}. */
export interface AlertProps {
  /** `error` is announced assertively (role alert), others politely (role status). @default 'error' */
  tone?: 'error' | 'success' | 'info';
  children?: ReactNode;
  className?: string;
  /** For a field that the message concerns to point at (`aria-describedby`). */
  id?: string;
}

/**
 * A live region: it is always rendered so screen readers notice text that appears in it later.
 * Empty, it takes no space (`data-empty`).
 */
export function Alert({ tone = 'error', children, className, id }: AlertProps) {
  const empty = children === undefined || children === null || children === '' || children === false;
  return (
    <div
      id={id}
      role={tone === 'error' ? 'alert' : 'status'}
      aria-live={tone === 'error' ? 'assertive' : 'polite'}
      className={cx('portico-alert', className)}
      data-tone={tone}
      data-empty={empty || undefined}
    >
      {empty ? null : children}
    </div>
  );
}
