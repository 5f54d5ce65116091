import type { Db } from '../db/connect';
import type { BillingEvent, SubscriptionRow } from './ledger';
import type { BillingProvider, PendingAction } from './provider';

/** What every billing operation needs: database, provider, vendor and the caller's tenant. */
export interface BillingScope {
  db: Db;
  provider: BillingProvider;
  vendorId: string;
  tenantId: string;
}

/**
 * Result of a change: the subscription after it and the events to audit; `action` when its payment waits for the
 * cardholder's 3-D Secure (confirmed through the setup-intent confirm call with `action.id`).
 */
export interface Changed { sub: SubscriptionRow; events: BillingEvent[]; action?: PendingAction | undefined }
