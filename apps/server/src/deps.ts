import type { AuditLog } from './audit/audit';
import type { ServerConfig } from './config';
import type { Db } from './db/connect';
import type { EventBus } from './events';
import type { Outbox } from './mailbox/outbox';
import type { PasswordHasher } from './passwords/hasher';
import type { AccessTokens } from './tokens/access';
import type { Sessions } from './tokens/sessions';
import type { VendorService } from './vendor/service';

/** Everything a route or service needs, built once per app. */
export interface Deps {
  config: ServerConfig;
  db: Db;
  vendor: VendorService;
  tokens: AccessTokens;
  sessions: Sessions;
  hasher: PasswordHasher;
  outbox: Outbox;
  audit: AuditLog;
  /** Connectivity events: `emit(tenantId, key, data)` queues deliveries to the tenant's subscribers. */
  events: EventBus;
  /** Issuer of every token: `{publicUrl}/{prefix}/oauth`. */
  issuer: string;
}
