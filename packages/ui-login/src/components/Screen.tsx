import { Alert, Card } from '@portico/ui-kit';
import { useEffect, useRef, type ReactNode } from 'react';
import { useLoginBox } from '../context';

/** Props of {@link Screen}. */
export interface ScreenProps {
  /** Stable part name: the card gets `portico-<part>` and `data-step`. */
  part: string;
  title: ReactNode;
  description?: ReactNode;
  /** Server error of the flow, shown in the assertive live region. */
  error?: string | undefined;
  /** Polite status text (e.g. "code sent"). */
  status?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
}

/**
 * One screen of a flow: logo, heading, live regions, body and footer. On mount (a step change) it moves
 * focus to the first empty field, else to the heading, so keyboard and screen-reader users land on the new step.
 */
export function Screen({ part, title, description, error, status, children, footer }: ScreenProps) {
  const { appearance } = useLoginBox();
  const root = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    const field = root.current?.querySelector<HTMLInputElement>('input:not([type=hidden]):not([readonly]):not([disabled])');
    (field ?? heading.current)?.focus();
  }, []);
  return (
    <Card ref={root} className={`portico-screen portico-${part}`} data-step={part}>
      {appearance?.logoUrl && <img className="portico-logo" src={appearance.logoUrl} alt="" />}
      <h1 ref={heading} tabIndex={-1} className="portico-heading">
        {title}
      </h1>
      {description && <p className="portico-description">{description}</p>}
      <Alert tone="error" className="portico-error">
        {error}
      </Alert>
      <Alert tone="info" className="portico-status">
        {status}
      </Alert>
      {children}
      {footer && <div className="portico-footer">{footer}</div>}
    </Card>
  );
}
