import { useRef } from 'react';
import { Alert } from '@portico/ui-kit';
import { placeOf, useAnnounce } from './announce';

/** A success is announced once as a toast; an error stays inline (assertive) where it happened until it is resolved. */
export function Notices({ success, error }: { success?: string; error?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useAnnounce(success, () => ref.current && placeOf(ref.current));
  return (
    <div ref={ref} className="portico-admin-notices">
      <Alert tone="error" className="portico-admin-error">{error}</Alert>
    </div>
  );
}
