import { Fragment, type ReactNode } from 'react';

/** Every string the billing screens show; the host (the admin portal) passes them from its localization. Placeholders are {name}. */
export interface BillingLabels {
  testMode: string;
  testModeHint: string;
  loading: string;
  plans: {
    title: string; perMonth: string; current: string; choose: string; upgrade: string; downgrade: string; trial: string;
    /** The confirmation shown in the chosen plan's card before anything is sent. Amounts are "{value} {currency}". */
    confirm: {
      title: string; confirm: string; back: string;
      trial: string; subscribe: string; free: string; upgrade: string; downgrade: string; trialChange: string; trialEndsFree: string;
      chargeNow: string; credit: string; effective: string; next: string;
    };
  };
  subscription: {
    title: string; none: string; status: string; plan: string; price: string; renews: string; ends: string; trialEnds: string;
    cancel: string; renew: string; cancelled: string; renewed: string;
    endTrial: string; endNow: string; endNowTrial: string; trialEnded: string; ended: string;
    statuses: Record<'ACTIVE' | 'CANCELED' | 'INCOMPLETE' | 'EXPIRED' | 'TRIALING', string>;
  };
  paymentMethods: {
    title: string; none: string; card: string; isDefault: string; add: string; choose: string; added: string;
    /** Per card: "{card}" is the card's own description. */
    makeDefault: string; makeDefaultLabel: string; remove: string; removeLabel: string; updated: string;
    testCards: Record<'succeeds' | 'declined' | 'authentication', string>;
    /** The test challenge standing in for the bank's 3-D Secure page (embedded provider). */
    authentication: { title: string; hint: string; complete: string; fail: string };
  };
  billingDetails: {
    title: string; email: string; line1: string; line2: string; city: string; state: string; postalCode: string; country: string; save: string; saved: string;
    /** Shown when the country is not a two-letter code. */
    countryInvalid: string;
  };
  /** The host's catalogue of validation messages (the portal passes its `validation` strings). */
  validation: { required: string; emailInvalid: string };
  invoices: {
    title: string; none: string; date: string; receipt: string; amount: string; status: string; paid: string; unpaid: string; pdf: string;
    download: string; downloadLabel: string;
  };
  checkout: { loading: string; confirmed: string };
}

/** Fills `{name}` placeholders. */
export const fill = (text: string, values: Record<string, string>) => text.replace(/\{(\w+)\}/g, (m, k: string) => values[k] ?? m);

/** Fills `{name}` placeholders with nodes (a word of the sentence can be emphasised in any language's word order). */
export const fillNodes = (text: string, values: Record<string, ReactNode>): ReactNode[] =>
  text.split(/\{(\w+)\}/).map((part, i) => (i % 2 ? <Fragment key={i}>{values[part] ?? `{${part}}`}</Fragment> : part));
