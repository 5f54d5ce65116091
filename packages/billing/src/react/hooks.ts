import type { BillingState } from '@portico/core-state/admin';
import { useMemo } from 'react';
import { createFormatter, type Formatter } from '@portico/core-state/admin';
import { useStore } from '@portico/core-state/react';
import type { StoreApi } from 'zustand/vanilla';

/** Reads one value of the billing store (the selector must return a stable value). */
export const useBilling = <T,>(store: StoreApi<BillingState>, selector: (s: BillingState) => T): T => useStore(store, selector);

/** The host's formatter (the portal's follows the account's time zone and formats), else the language's own styles. */
export const useDates = (lang: string, dates: Formatter | undefined): Formatter => useMemo(() => dates ?? createFormatter(lang), [dates, lang]);
