import * as RadixDialog from '@radix-ui/react-dialog';
import { useRef, type ReactNode } from 'react';
import { Alert, Button } from '@portico/ui-kit';
import type { DialogState } from '@portico/core-state/admin';
import { isDialogOpen } from '@portico/core-state/admin';
import { useAdmin, usePortalRoot } from '../context';
import { useAnnounce } from './announce';
import { rememberFocus, returnTarget, type ReturnPoint } from './focusReturn';

/** Props shared by {@link Dialog}, {@link FormDialog} and {@link ConfirmDialog}. */
export interface DialogProps {
  /** The store's dialog state: open / loading / error show the dialog; closed / success hide it. */
  state: Pick<DialogState<unknown>, 'status' | 'error'>;
  onClose: () => void;
  title: string;
  description?: string;
  /** Distinguishes dialogs in `data-dialog` and class names; names the toast of `strings.done` shown on success. */
  name: string;
  /** The toast shown when the action succeeds (status `success`); default `strings.done[name]`, none if absent. */
  done?: string;
  children?: ReactNode;
}

/** A Radix dialog driven by a core-state dialog state; the error (status `error`) shows in an alert inside. */
export function Dialog({ state, onClose, title, description, name, done, children }: DialogProps) {
  const { strings } = useAdmin();
  const portalRoot = usePortalRoot();
  const open = isDialogOpen(state as DialogState<unknown>);
  useAnnounce(state.status === 'success' ? (done ?? (strings.done as Partial<Record<string, string>>)[name]) : undefined, () => `dialog:${name}`);
  // Dialogs open from store state, not a Radix trigger: remember what had focus to give it back on close.
  const returnTo = useRef<ReturnPoint | null>(null);
  const wasOpen = useRef(false);
  if (open && !wasOpen.current) returnTo.current = rememberFocus();
  wasOpen.current = open;
  return (
    <RadixDialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <RadixDialog.Portal container={portalRoot}>
        <RadixDialog.Overlay className="portico-admin-overlay" />
        <RadixDialog.Content
          className="portico-admin-dialog"
          data-dialog={name}
          data-status={state.status}
          onCloseAutoFocus={(e) => {
            const target = returnTo.current && returnTarget(returnTo.current);
            if (target) {
              e.preventDefault();
              target.focus();
            }
          }}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <RadixDialog.Title className="portico-admin-dialog-title">{title}</RadixDialog.Title>
          {description && <RadixDialog.Description className="portico-admin-dialog-description">{description}</RadixDialog.Description>}
          <Alert tone="error" className="portico-admin-dialog-error">{state.status === 'error' ? state.error : undefined}</Alert>
          {children}
          <RadixDialog.Close asChild>
            <button type="button" className="portico-admin-dialog-x" aria-label={strings.common.close}>×</button>
          </RadixDialog.Close>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** A yes/no dialog whose confirm button shows the loading state. */
export function ConfirmDialog({ submitLabel, onConfirm, danger, ...props }: DialogProps & { submitLabel: string; onConfirm: () => void; danger?: boolean }) {
  const { strings } = useAdmin();
  return (
    <Dialog {...props}>
      <div className="portico-admin-dialog-actions">
        <Button variant="secondary" onClick={props.onClose}>{strings.common.cancel}</Button>
        <Button data-danger={danger || undefined} loading={props.state.status === 'loading'} onClick={onConfirm}>{submitLabel}</Button>
      </div>
    </Dialog>
  );
}
