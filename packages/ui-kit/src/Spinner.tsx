import { cx } from './cx';

/** Props of {@link Spinner}. */
export interface SpinnerProps {
  /** Accessible name; omit when the spinner only decorates a busy button. */
  label?: string;
  className?: string;
}

/** A CSS-animated ring; decorative unless given a label. */
export function Spinner({ label, className }: SpinnerProps) {
  return label ? (
    <span role="status" className={cx('portico-spinner', className)}>
      <span className="portico-visually-hidden">{label}</span>
    </span>
  ) : (
    <span aria-hidden="true" className={cx('portico-spinner', className)} />
  );
}
