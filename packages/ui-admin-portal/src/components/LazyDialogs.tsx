import { useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { isDialogOpen, type DialogState } from '@portico/core-state/admin';
import { useStore } from '@portico/core-state/react';
import { Button, Spinner, type Chunk } from '@portico/ui-kit';
import { useAdmin, usePortalRoot } from '../context';
import { rememberFocus, returnTarget, type ReturnPoint } from './focusReturn';

/** Props of {@link LazyDialogs}. */
export interface LazyDialogsProps {
  /** The chunk of the dialogs (each opening from its store state, as when rendered directly). */
  module: Chunk;
  /** Whether one of its dialogs is open in the stores: the chunk is fetched then, and rendered from then on. */
  open: boolean;
  /** Closes the open dialogs in the stores (the failure message's Close). */
  onClose: () => void;
}

/**
 * A section's dialogs in their own chunk (Radix, forms, zod), fetched when one first opens — or earlier, from
 * {@link preloadProps} on its opener. While it downloads an overlay shows (out of the page flow: nothing moves); a
 * download that fails shows a message with Try again and Close instead of nothing. Once in, the dialogs stay mounted
 * so closing, toasts and focus return work as when they were rendered directly.
 */
export function LazyDialogs({ module, open, onClose }: LazyDialogsProps) {
  const [, setLoaded] = useState(0);
  const [failed, setFailed] = useState(false);
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  const Component = module.loaded();
  useEffect(() => {
    if (Component || !open || failed) return;
    let live = true;
    module.load().then(
      () => live && setLoaded((n) => n + 1),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [module, Component, open, failed]);
  if (Component) return opened ? <Component /> : null;
  if (!open) return null;
  return failed ? <LoadFailed onRetry={() => setFailed(false)} onClose={() => (setFailed(false), onClose())} /> : <Loading />;
}

/** The overlay the dialog will sit on, with a spinner (shown after a short delay, so a quick download does not flash). */
function Loading() {
  const { strings } = useAdmin();
  const portalRoot = usePortalRoot();
  return createPortal(
    <div className="portico-admin-overlay portico-admin-dialog-loading" data-dialog-loading="">
      <span>
        <Spinner label={strings.common.loading} />
      </span>
    </div>,
    portalRoot ?? document.body,
  );
}

/** Why the dialog did not open, in words, with Try again (focus back on the opener first) and Close. */
function LoadFailed({ onRetry, onClose }: { onRetry: () => void; onClose: () => void }) {
  const { strings } = useAdmin();
  const portalRoot = usePortalRoot();
  const s = strings.common.dialogFailed;
  const id = useId();
  const opener = useRef<ReturnPoint | null>(null);
  opener.current ??= rememberFocus();
  const retry = useRef<HTMLButtonElement>(null);
  useEffect(() => retry.current?.focus(), []);
  // The dialog (or the page) then takes focus from where it was when the dialog was asked for.
  const back = (then: () => void) => () => {
    if (opener.current) returnTarget(opener.current)?.focus();
    then();
  };
  return createPortal(
    <>
      <div className="portico-admin-overlay" />
      <div
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-body`}
        className="portico-admin-dialog"
        data-dialog="load-failed"
        onKeyDown={(e) => e.key === 'Escape' && back(onClose)()}
      >
        <h2 id={`${id}-title`} className="portico-admin-dialog-title">{s.title}</h2>
        <p id={`${id}-body`} className="portico-admin-dialog-description">{s.body}</p>
        <div className="portico-admin-dialog-actions">
          <Button variant="secondary" onClick={back(onClose)}>{strings.common.close}</Button>
          <Button ref={retry} onClick={back(onRetry)}>{strings.common.retry}</Button>
        </div>
      </div>
    </>,
    portalRoot ?? document.body,
  );
}

/** Handlers that start a chunk's download. */
export interface PreloadProps {
  onPointerEnter: () => void;
  onFocus: () => void;
  onPointerDown: () => void;
}

const intents = new WeakMap<Chunk, PreloadProps>();

/**
 * Event handlers for a dialog's opener: hovering, focusing or pressing it starts the download, so opening is instant.
 * The same object for a chunk every time (safe in memo dependencies).
 */
export function preloadProps(module: Chunk): PreloadProps {
  let props = intents.get(module);
  if (!props) {
    const warm = () => void module.load().catch(() => undefined);
    props = { onPointerEnter: warm, onFocus: warm, onPointerDown: warm };
    intents.set(module, props);
  }
  return props;
}

/** The part of an admin store whose dialogs open and close by name. */
interface NamedDialogs<N extends string> {
  dialogs: Record<N, DialogState<unknown>>;
  closeDialog(name: N): void;
}

/**
 * Whether one of the store's dialogs (or of `names`, those the chunk holds) is open, and a close of every open one
 * (for {@link LazyDialogs}).
 */
export function useStoreDialogs<N extends string>(store: Parameters<typeof useStore<NamedDialogs<N>, boolean>>[0], names?: readonly N[]): { open: boolean; close: () => void } {
  const openNames = (st: NamedDialogs<N>) => (names ?? (Object.keys(st.dialogs) as N[])).filter((n) => isDialogOpen(st.dialogs[n]));
  const open = useStore(store, (st) => openNames(st).length > 0);
  const close = () => {
    const st = store.getState();
    for (const name of openNames(st)) st.closeDialog(name);
  };
  return { open, close };
}
