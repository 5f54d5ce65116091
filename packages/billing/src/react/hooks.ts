import { useStore } from '@portico/core-state/react';
import type { StoreApi } from 'zustand/vanilla';
import type { BillingState } from '../types';

/** Reads one value of the billing store (the selector must return a stable value). */
export const useBilling = <T,>(store: StoreApi<BillingState>, selector: (s: BillingState) => T): T => useStore(store, selector);

/** Date part of an ISO time in the user's locale. */
export const day = (iso: string | null | undefined, lang: string) => (iso ? new Date(iso).toLocaleDateString(lang, { timeZone: 'UTC' }) : '');
