import { useState, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { chunk, type Chunk } from '@portico/ui-kit';
import { AdminContextProvider, type AdminContextValue } from '../context';
import { en } from '../localization';
import { LazyDialogs, preloadProps } from './LazyDialogs';

const context = { strings: en } as unknown as AdminContextValue;
const wrap = (children: ReactNode) => <AdminContextProvider value={context}>{children}</AdminContextProvider>;

// A chunk whose download the test settles; each call to load() after a failure starts a new one.
function deferredDialogs() {
  const downloads: Array<{ resolve: () => void; reject: (e: Error) => void }> = [];
  const importer = vi.fn(
    () => new Promise<() => ReactNode>((resolve, reject) => downloads.push({ resolve: () => resolve(() => <div role="dialog" aria-label="Invite user" />), reject })),
  );
  return { module: chunk(importer), importer, downloads };
}

function Harness({ module }: { module: Chunk }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)} {...preloadProps(module)}>Invite</button>
      <LazyDialogs module={module} open={open} onClose={() => setOpen(false)} />
    </>
  );
}

describe('LazyDialogs', () => {
  it('fetches nothing until a dialog opens; then an overlay (out of the page flow) until the chunk is in', async () => {
    const d = deferredDialogs();
    render(wrap(<Harness module={d.module} />));
    expect(d.importer).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Invite' }));
    expect(d.importer).toHaveBeenCalledTimes(1);
    expect(document.querySelector('[data-dialog-loading]')?.parentElement).toBe(document.body);
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    await act(async () => d.downloads[0]!.resolve());
    expect(screen.getByRole('dialog', { name: 'Invite user' })).toBeTruthy();
    expect(document.querySelector('[data-dialog-loading]')).toBeNull();
  });

  it('hovering, focusing or pressing the opener starts the download once; the dialog then opens at once', async () => {
    const d = deferredDialogs();
    render(wrap(<Harness module={d.module} />));
    const opener = screen.getByRole('button', { name: 'Invite' });
    fireEvent.pointerEnter(opener);
    fireEvent.focus(opener);
    fireEvent.pointerDown(opener);
    expect(d.importer).toHaveBeenCalledTimes(1);
    await act(async () => d.downloads[0]!.resolve());
    fireEvent.click(opener);
    expect(screen.getByRole('dialog', { name: 'Invite user' })).toBeTruthy();
    expect(document.querySelector('[data-dialog-loading]')).toBeNull();
  });

  it('a failed download says so, with Try again (a new download, focus back on the opener) and Close', async () => {
    const d = deferredDialogs();
    render(wrap(<Harness module={d.module} />));
    const opener = screen.getByRole('button', { name: 'Invite' });
    opener.focus();
    fireEvent.click(opener);
    await act(async () => d.downloads[0]!.reject(new Error('Failed to fetch dynamically imported module')));
    const alert = screen.getByRole('alertdialog', { name: en.common.dialogFailed.title });
    expect(alert.textContent).toContain(en.common.dialogFailed.body);
    expect(document.activeElement?.textContent).toBe('Try again');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
    fireEvent.click(opener);
    expect(d.importer).toHaveBeenCalledTimes(2);
    await act(async () => d.downloads[1]!.reject(new Error('offline')));
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(document.activeElement).toBe(opener);
    expect(d.importer).toHaveBeenCalledTimes(3);
    await act(async () => d.downloads[2]!.resolve());
    expect(screen.getByRole('dialog', { name: 'Invite user' })).toBeTruthy();
  });
});
