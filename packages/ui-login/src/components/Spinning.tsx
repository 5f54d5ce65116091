import { Card, Spinner } from '@portico/ui-kit';
import { Screen } from './Screen';

/** A screen that only says what is happening while a flow works (activation, logout, callback). */
export function Spinning({ part, title }: { part: string; title: string }) {
  return (
    <Screen part={part} title={title}>
      <div className="portico-center">
        <Spinner label={title} />
      </div>
    </Screen>
  );
}

/** Suspense fallback while a lazy screen loads: announced politely, and it does not take focus. */
export function Loading({ label }: { label: string }) {
  return (
    <Card className="portico-screen portico-loading" aria-busy="true">
      <div className="portico-center">
        <Spinner label={label} />
      </div>
    </Card>
  );
}
