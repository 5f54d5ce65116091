import { useEffect, useRef } from 'react';
import type { Toaster } from '@portico/ui-kit';
import { useAdmin } from '../context';

// Per portal: the last message seen at each place, kept across re-mounts (a form keyed by its data re-mounts on save).
const memory = new WeakMap<Toaster, Map<string, string | undefined>>();

const SITES = ['data-section-id', 'data-tab-content', 'data-form'] as const;

/** A name for where `el` sits that survives re-mounts: its section, nearest tab or form, and its index among notices there. */
export function placeOf(el: HTMLElement): string {
  const site = el.parentElement?.closest<HTMLElement>(SITES.map((a) => `[${a}]`).join(', '));
  const names = site ? SITES.map((a) => site.getAttribute(a) ?? '').join('|') : '';
  const index = site ? [...site.querySelectorAll('.portico-admin-notices')].indexOf(el) : -1;
  return `${el.closest('[data-section-id]')?.getAttribute('data-section-id') ?? ''}/${names}/${index}`;
}

/**
 * Toasts `message` each time it appears at `place` (a name from {@link placeOf}, or a dialog's). What is already there the
 * first time a place is seen is old news (a success kept in a store from an earlier visit) and is not announced.
 */
export function useAnnounce(message: string | undefined, place: () => string | null): void {
  const { toaster } = useAdmin();
  const where = useRef(place);
  where.current = place;
  useEffect(() => {
    const key = where.current();
    if (key === null) return;
    let seen = memory.get(toaster);
    if (!seen) memory.set(toaster, (seen = new Map()));
    if (message && seen.has(key) && seen.get(key) !== message) toaster.show({ message });
    seen.set(key, message);
  }, [message, toaster]);
}
