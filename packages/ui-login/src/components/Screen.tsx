import { Alert, Card, useDocumentTitle } from '@portico/ui-kit';
import { useEffect, useRef, type ReactNode } from 'react';
import { useLoginBox } from '../context';

/** Props of {@link Screen}. */
export interface ScreenProps {
  /** Stable part name: the card gets `portico-<part>` and `data-step`. */
  part: string;
  /** The heading, and the document title while the screen shows. */
  title: string;
  description?: ReactNode;
  /** Server error of the flow, shown in the assertive live region. */
  error?: string | undefined;
  /** Id for the error's live region, so a field can point at the server's message (`aria-describedby`). */
  errorId?: string;
  /** Polite status text (e.g. "code sent"). */
  status?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
}

/**
 * One screen of a flow: logo, heading (also the document title), live regions, body and footer. On mount (a step
 * change) it moves focus to the first field, else to the heading, so keyboard and screen-reader users land on the new step.
 */
export function Screen({ part, title, description, error, errorId, status, children, footer }: ScreenProps) {
  const { appearance } = useLoginBox();
  useDocumentTitle(title);
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
      <Alert tone="error" className="portico-error" id={errorId}>
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
