import type { Db } from '../db/connect';

/** Defaults of an account that never saved its settings. */
export const ACCOUNT_DEFAULTS = { timezone: 'UTC', currency: 'USD', dateFormat: 'DD/MM/YYYY', timeFormat: 'HH:mm' } as const;

/** Account settings as the API answers them; optional fields are omitted when unset. */
export interface AccountSettingsView {
  id: string;
  tenantId: string;
  companyName: string;
  address?: string;
  website?: string;
  timezone: string;
  dateFormat: string;
  timeFormat: string;
  currency: string;
  logo?: string;
}

/** Fields a PUT may change; an empty string clears an optional one. */
export interface AccountSettingsPatch {
  companyName?: string;
  address?: string;
  website?: string;
  timezone?: string;
  dateFormat?: string;
  timeFormat?: string;
  currency?: string;
  logo?: string;
}

/** The tenant's settings (tenant of this vendor only), or undefined for an unknown tenant. */
export async function readSettings(db: Db, vendorId: string, tenantId: string): Promise<AccountSettingsView | undefined> {
  const row = await db.selectFrom('tenants as t').leftJoin('account_settings as s', 's.tenant_id', 't.id')
    .select(['t.id', 't.name', 's.address', 's.website', 's.timezone', 's.currency', 's.date_format', 's.time_format', 's.logo'])
    .where('t.id', '=', tenantId).where('t.vendor_id', '=', vendorId).executeTakeFirst();
  if (!row) return undefined;
  return {
    id: row.id, tenantId: row.id, companyName: row.name, ...(row.address ? { address: row.address } : {}), ...(row.website ? { website: row.website } : {}),
    timezone: row.timezone ?? ACCOUNT_DEFAULTS.timezone, dateFormat: row.date_format ?? ACCOUNT_DEFAULTS.dateFormat,
    timeFormat: row.time_format ?? ACCOUNT_DEFAULTS.timeFormat, currency: row.currency ?? ACCOUNT_DEFAULTS.currency, ...(row.logo ? { logo: row.logo } : {}),
  };
}

const orNull = (v: string | undefined): string | null | undefined => (v === undefined ? undefined : v === '' ? null : v);

/** Applies a patch in one transaction (company name lives on the tenant row). */
export async function writeSettings(db: Db, tenantId: string, p: AccountSettingsPatch): Promise<void> {
  await db.transaction().execute(async (tx) => {
    if (p.companyName !== undefined) await tx.updateTable('tenants').set({ name: p.companyName }).where('id', '=', tenantId).execute();
    const cols = {
      address: orNull(p.address), website: orNull(p.website), timezone: p.timezone, currency: p.currency, date_format: p.dateFormat,
      time_format: p.timeFormat, logo: orNull(p.logo),
    };
    const set = Object.fromEntries(Object.entries(cols).filter(([, v]) => v !== undefined));
    await tx.insertInto('account_settings').values({ tenant_id: tenantId, ...set, updated_at: new Date() })
      .onConflict((oc) => oc.column('tenant_id').doUpdateSet({ ...set, updated_at: new Date() })).execute();
  });
}
