import { Alert } from '@portico/ui-kit';

/** Polite live region for async results (success) and an assertive one for errors; always rendered. */
export function Notices({ success, error }: { success?: string; error?: string }) {
  return (
    <div className="portico-admin-notices">
      <Alert tone="success" className="portico-admin-notice">{success}</Alert>
      <Alert tone="error" className="portico-admin-error">{error}</Alert>
    </div>
  );
}
