import type { AdminApi } from '../../admin/api';
import { PREVIEW_DELAY_MS } from '../../constants';
import { sleep } from '../../shared/timers';
import { previewApiTokensApi, previewApplicationsApi, previewGroupsApi, previewRolesApi } from './access';
import { previewAuditsApi } from './audits';
import { createPreviewDb } from './db';
import { previewWorld } from '../world';
import { previewAccountApi, previewPrivacyApi, previewProfileApi } from './self';
import { previewUsersApi } from './users';
import { previewSecurityCenterApi } from './security-center';
import { previewSecurityPoliciesApi } from './security';
import { previewRestrictionsApi } from './restrictions';
import { previewSubAccountsApi } from './sub-accounts';
import { previewNotificationsApi } from './notifications';
import { previewReportsApi } from './reports';
import { previewProvisioningApi } from './provisioning';
import { previewConnectivityApi } from './connectivity';
import { previewPasskeysApi } from '../../passkeys/preview';
import { previewSsoApi } from './sso';

/** Options of {@link createAdminPreviewApi}. */
export interface AdminPreviewOptions {
  /** Latency of every call. @default 500 */
  delayMs?: number;
  /** Names the data shared with the session preview given the same object (MFA devices). */
  world?: object;
  /** Starts the areas that are empty on a new account (connectivity) from sample data, as preview mode shows them. @default false */
  sample?: boolean;
}

/**
 * A fake {@link AdminApi} over sample data (tenant "Acme", demo roles ReadOnly, Admin and Support, 23 users, groups,
 * applications, tokens), each call answering after `delayMs` with the shapes `@portico/rest-api` defines. Changes are
 * kept in memory for the life of the object.
 * @example createAdminStores(createPortico({ previewMode: true })) // uses this API
 */
export function createAdminPreviewApi(options: AdminPreviewOptions = {}): AdminApi {
  return buildAdminPreview(options).api;
}

/** What the reference server meters for the preview tenant (`GET .../billing/usage/v1`), by metric key. */
export type PreviewMeters = () => Promise<Record<string, number>>;

function buildAdminPreview(options: AdminPreviewOptions): { api: AdminApi; meters: PreviewMeters } {
  const delay = options.delayMs ?? PREVIEW_DELAY_MS;
  const db = createPreviewDb(previewWorld(options.world));
  const answer = async <T>(value: () => T): Promise<T> => {
    if (delay > 0) await sleep(delay);
    return value();
  };
  const api: AdminApi = {
    profile: previewProfileApi(db, answer),
    privacy: previewPrivacyApi(db, answer),
    account: previewAccountApi(db, answer),
    users: previewUsersApi(db, answer),
    groups: previewGroupsApi(db, answer),
    roles: previewRolesApi(db, answer),
    applications: previewApplicationsApi(db, answer),
    apiTokens: previewApiTokensApi(db, answer),
    securityCenter: previewSecurityCenterApi(answer),
    securityPolicies: previewSecurityPoliciesApi(db, answer),
    restrictions: previewRestrictionsApi(answer),
    audits: previewAuditsApi(db, answer),
    subAccounts: previewSubAccountsApi(db, answer),
    notifications: previewNotificationsApi(answer),
    reports: previewReportsApi(db, answer),
    provisioning: previewProvisioningApi(answer),
    connectivity: previewConnectivityApi(answer, { sample: options.sample ?? false }),
    passkeys: previewPasskeysApi(answer),
    sso: previewSsoApi(db, answer),
  };
  // Counted as the server's meters count: members (invited included), account tokens, direct sub-accounts, webhooks, SSO.
  const meters: PreviewMeters = async () => {
    const [tree, hooks, sso] = await Promise.all([api.subAccounts.getTree(), api.connectivity.getWebhooks(), api.sso.getConfig()]);
    return { seats: db.users.length, apiTokens: db.tokens.tenant.length, subAccounts: tree.children?.length ?? 0, webhooks: hooks.length, ssoConnections: sso.id ? 1 : 0 };
  };
  return { api, meters };
}

const previews = new WeakMap<object, { api: AdminApi; meters: PreviewMeters }>();

/** The preview of one Portico (`world`: its API object), with sample data: one per world, as the server keeps one database. */
const previewOf = (world: object) => {
  let found = previews.get(world);
  if (!found) previews.set(world, (found = buildAdminPreview({ world, sample: true })));
  return found;
};

/** The admin fake preview mode uses for the Portico whose API object is `world` (the same one on every call). */
export const adminPreviewApiOf = (world: object): AdminApi => previewOf(world).api;

/** The usage meters of that same preview, so billing's Usage counts what the admin screens show and change. */
export const previewMetersOf = (world: object): PreviewMeters => previewOf(world).meters;
