import { useAuth } from '@portico/core-state/react';
import { useEffect, useState } from 'react';
import { useLanguage } from '../language';

/** Lists the user's tenants and switches the active one through the auth store. */
export function TenantSwitcher() {
  const tenants = useAuth((s) => s.tenants);
  const active = useAuth((s) => s.user?.tenantId);
  const loadTenants = useAuth((s) => s.loadTenants);
  const switchTenant = useAuth((s) => s.switchTenant);
  const label = useLanguage().strings.home.activeTenant;
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    void loadTenants();
  }, [loadTenants]);

  const change = async (tenantId: string) => {
    setBusy(true);
    setError(null);
    try {
      await switchTenant(tenantId);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };

  if (tenants.length <= 1) return <span>{tenants[0]?.name ?? active ?? '—'}</span>;
  return (
    <span className="demo-row">
      <label className="sr-only" htmlFor="tenant-switch">{label}</label>
      <select id="tenant-switch" className="demo-input" value={active ?? ''} disabled={busy} onChange={(e) => void change(e.target.value)}>
        {tenants.map((t) => (
          <option key={t.tenantId} value={t.tenantId}>{t.name}</option>
        ))}
      </select>
      {error && <span className="demo-error" role="alert">{error}</span>}
    </span>
  );
}
