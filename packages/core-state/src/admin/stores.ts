import type { StoreApi } from 'zustand/vanilla';
import { createAccountStore } from '../account/store';
import type { AccountState } from '../account/types';
import { createApiTokensStore } from '../api-tokens/store';
import type { ApiTokensState } from '../api-tokens/types';
import { createApplicationsStore } from '../applications/store';
import type { ApplicationsState } from '../applications/types';
import { createAuditsStore } from '../audits/store';
import type { AuditsState } from '../audits/types';
import { createGroupsStore } from '../groups/store';
import type { GroupsState } from '../groups/types';
import type { Portico } from '../portico';
import { createPrivacyStore } from '../privacy/store';
import type { PrivacyState } from '../privacy/types';
import { createProfileStore } from '../profile/store';
import type { ProfileState } from '../profile/types';
import { createRolesStore } from '../roles/store';
import type { RolesState } from '../roles/types';
import { createSecurityPoliciesStore } from '../security-policies/store';
import type { SecurityPoliciesState } from '../security-policies/types';
import { createUsersStore } from '../users/store';
import { createSubAccountsStore } from '../sub-accounts/store';
import type { SubAccountsState } from '../sub-accounts/types';
import type { UsersState } from '../users/types';
import { createSecurityCenterStore } from '../security-center/store';
import type { SecurityCenterState } from '../security-center/types';
import { createRestrictionsStore } from '../restrictions/store';
import type { RestrictionsState } from '../restrictions/types';
import { createNotificationsStore } from '../notifications/store';
import type { NotificationsState } from '../notifications/types';
import { createReportsStore } from '../reports/store';
import type { ReportsState } from '../reports/types';
import { createProvisioningStore } from '../provisioning/store';
import type { ProvisioningState } from '../provisioning/types';
import { createConnectivityStore } from '../connectivity/store';
import type { ConnectivityState } from '../connectivity/types';
import { createPasskeysStore } from '../passkeys/store';
import type { PasskeysState } from '../passkeys/state';
import { createSsoStore } from '../sso/store';
import type { SsoState } from '../sso/types';
import type { BillingApi } from '../billing/api';
import { createBillingStore } from '../billing/store';
import type { BillingState } from '../billing/types';
import { createAdminRestApi, type AdminApi } from './api';
import { watchStepUp } from './step-up';
import { lazyAdminApi } from './lazy';

/** The admin portal's stores of one Portico; each is created on first read. */
export interface AdminStores {
  readonly profile: StoreApi<ProfileState>;
  readonly privacy: StoreApi<PrivacyState>;
  readonly account: StoreApi<AccountState>;
  readonly users: StoreApi<UsersState>;
  readonly groups: StoreApi<GroupsState>;
  readonly roles: StoreApi<RolesState>;
  readonly applications: StoreApi<ApplicationsState>;
  readonly apiTokens: StoreApi<ApiTokensState>;
  readonly securityCenter: StoreApi<SecurityCenterState>;
  readonly securityPolicies: StoreApi<SecurityPoliciesState>;
  readonly restrictions: StoreApi<RestrictionsState>;
  readonly audits: StoreApi<AuditsState>;
  readonly subAccounts: StoreApi<SubAccountsState>;
  readonly notifications: StoreApi<NotificationsState>;
  readonly reports: StoreApi<ReportsState>;
  readonly provisioning: StoreApi<ProvisioningState>;
  readonly connectivity: StoreApi<ConnectivityState>;
  readonly passkeys: StoreApi<PasskeysState>;
  readonly sso: StoreApi<SsoState>;
  /** Subscription billing and usage (the Subscription and Usage sections; screens in `@portico/billing/react`). */
  readonly billing: StoreApi<BillingState>;
  /** The port in use (REST or preview). */
  readonly api: AdminApi;
}

/** Options of {@link createAdminStores}. */
export interface AdminStoresOptions {
  /** A port to use instead of the Portico's client or preview data (tests, custom transports). */
  api?: AdminApi;
  /** A billing port to use instead of the Portico's client or preview data (the REST and preview ones load on first call). */
  billing?: BillingApi;
}

const cache = new WeakMap<Portico, AdminStores>();

function portFor(portico: Portico, options: AdminStoresOptions): AdminApi {
  if (options.api) return options.api;
  // Preview data is its own chunk, fetched on the first call.
  if (portico.previewMode) return lazyAdminApi(async () => (await import('../preview/admin/api')).adminPreviewApiOf(portico.api));
  // A credential change refused for a stale sign-in raises the portal's step-up prompt (portico.stepUp.required).
  if (portico.client) return watchStepUp(createAdminRestApi(portico.client), () => portico.stepUp.setState({ required: {} }));
  throw new TypeError('createAdminStores needs an api option when the Portico was built with an injected api');
}

// Billing's port, REST calls or preview data alike, is a chunk of its own: only the Subscription and Usage sections call it.
function billingPortFor(portico: Portico, options: AdminStoresOptions): BillingApi | (() => Promise<BillingApi>) {
  if (options.billing) return options.billing;
  const world = portico.api;
  if (portico.previewMode) return async () => (await import('../preview/admin/billing')).createBillingPreviewApi({ sample: true, world });
  const client = portico.client;
  if (client) return async () => (await import('../billing/api')).createBillingRestApi(client);
  throw new TypeError('createAdminStores needs a billing option when the Portico was built with an injected api');
}

/**
 * The admin stores of `portico` (profile, privacy, account, users, groups, roles, applications, apiTokens, billing…): one set
 * per Portico (the same set on every call), each store built on first use, over the Portico's API client, or over
 * preview data in preview mode.
 * @example
 * const admin = createAdminStores(portico);
 * await admin.users.getState().load();
 */
export function createAdminStores(portico: Portico, options: AdminStoresOptions = {}): AdminStores {
  const known = cache.get(portico);
  if (known && !options.api && !options.billing) return known;
  const api = portFor(portico, options);
  const made = new Map<string, StoreApi<object>>();
  const lazy = <T extends StoreApi<object>>(name: string, make: () => T): T => {
    if (!made.has(name)) made.set(name, make());
    return made.get(name) as T;
  };
  // Another user or tenant must never see the previous one's data: every built store goes back to its first state.
  const whose = () => {
    const user = portico.auth.getState().user;
    return user ? `${user.id}\n${user.tenantId ?? ''}` : '';
  };
  let owner = whose();
  portico.auth.subscribe(() => {
    const next = whose();
    if (next === owner) return;
    owner = next;
    for (const store of made.values()) store.setState(store.getInitialState(), true);
  });
  // Every policy save changes the score: a security centre already shown reloads (spec §4).
  const reloadCentre = () => {
    const centre = made.get('securityCenter') as StoreApi<SecurityCenterState> | undefined;
    if (centre && centre.getState().status !== 'idle') void centre.getState().reload();
  };
  const stores: AdminStores = {
    api,
    get profile() {
      return lazy('profile', () =>
        createProfileStore({
          api: api.profile,
          // Keeps the signed-in user (header avatar, name) in step with profile edits.
          onUserChange: (patch) => {
            const user = portico.auth.getState().user;
            if (!user) return;
            const defined = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));
            portico.auth.setState({ user: { ...user, ...defined } });
          },
        }),
      );
    },
    get privacy() {
      return lazy('privacy', () => createPrivacyStore({ api: api.privacy }));
    },
    get account() {
      return lazy('account', () => createAccountStore({ api: api.account }));
    },
    get users() {
      return lazy('users', () => createUsersStore({ api: api.users }));
    },
    get groups() {
      return lazy('groups', () => createGroupsStore({ api: api.groups }));
    },
    get roles() {
      return lazy('roles', () => createRolesStore({ api: api.roles }));
    },
    get applications() {
      return lazy('applications', () =>
        createApplicationsStore({ api: api.applications, tenantId: () => portico.auth.getState().user?.tenantId }),
      );
    },
    get apiTokens() {
      return lazy('apiTokens', () => createApiTokensStore({ api: api.apiTokens }));
    },
    get securityCenter() {
      return lazy('securityCenter', () => createSecurityCenterStore({ api: api.securityCenter }));
    },
    get securityPolicies() {
      return lazy('securityPolicies', () => {
        const store = createSecurityPoliciesStore({ api: api.securityPolicies });
        store.subscribe((s, prev) => s.savedCount !== prev.savedCount && reloadCentre());
        return store;
      });
    },
    get restrictions() {
      return lazy('restrictions', () => {
        const store = createRestrictionsStore({ api: api.restrictions });
        const saved = (a: { status: string }, b: { status: string }) => a.status === 'success' && b.status !== 'success';
        store.subscribe((s, prev) =>
          (saved(s.ipConfigSave, prev.ipConfigSave) || saved(s.domainConfigSave, prev.domainConfigSave)
            || (prev.domains.status === 'ready' && s.domains.data !== prev.domains.data)) && reloadCentre());
        return store;
      });
    },
    get audits() {
      return lazy('audits', () => createAuditsStore({ api: api.audits }));
    },
    get subAccounts() {
      return lazy('subAccounts', () => createSubAccountsStore({ api: api.subAccounts }));
    },
    get notifications() {
      return lazy('notifications', () => createNotificationsStore({ api: api.notifications }));
    },
    get reports() {
      return lazy('reports', () => createReportsStore({ api: api.reports }));
    },
    get provisioning() {
      return lazy('provisioning', () => createProvisioningStore({ api: api.provisioning }));
    },
    get connectivity() {
      return lazy('connectivity', () => createConnectivityStore({ api: api.connectivity }));
    },
    get passkeys() {
      return lazy('passkeys', () => createPasskeysStore({ api: api.passkeys }));
    },
    get sso() {
      return lazy('sso', () => createSsoStore({ api: api.sso }));
    },
    get billing() {
      return lazy('billing', () => createBillingStore({ api: billingPortFor(portico, options) }));
    },
  };
  if (!options.api && !options.billing) cache.set(portico, stores);
  return stores;
}
