import { useAuth, usePortico } from '@portico/core-state/react';
import { AnalyticsCard } from './AnalyticsCard';
import { MfaCard } from './MfaCard';
import { TenantSwitcher } from './TenantSwitcher';
import { useDocumentTitle } from '@portico/ui-kit';
import { format } from '@portico/ui-login';
import { useLanguage } from '../language';
import { ToLogin } from '../layout/ToLogin';

/** The signed-in page of the host: who you are, which tenant, which roles; switch tenant, set up MFA, log out. */
export function Home() {
  const portico = usePortico();
  const status = useAuth((s) => s.status);
  const user = useAuth((s) => s.user);
  const t = useLanguage().strings.home;
  useDocumentTitle(t.title);
  if (status === 'loading') return <p className="demo-muted demo-loading" role="status">{t.loading}</p>;
  if (status !== 'authenticated' || !user) return <ToLogin />;
  const roles = (user.roles ?? []).map((r) => r.name ?? r.key).filter(Boolean);
  const initials = (user.name || user.email).split(/[\s@.]+/).filter(Boolean).slice(0, 2).map((p) => p[0]!.toUpperCase()).join('');
  return (
    <div className="demo-stack-lg">
      <section className="demo-card" aria-labelledby="home-title">
        <div className="demo-profile">
          <span className="demo-avatar" aria-hidden="true">{initials}</span>
          <div>
            <h1 id="home-title" className="demo-title">{format(t.welcome, { name: user.name || user.email })}</h1>
            <p className="demo-muted">{t.signedIn}</p>
          </div>
        </div>
        <dl className="demo-facts">
          <dt>{t.name}</dt>
          <dd data-testid="user-name">{user.name || '—'}</dd>
          <dt>{t.email}</dt>
          <dd data-testid="user-email">{user.email}</dd>
          <dt id="tenant-label">{t.tenant}</dt>
          <dd data-testid="user-tenant">
            <TenantSwitcher />
          </dd>
          <dt>{t.roles}</dt>
          <dd data-testid="user-roles">
            {roles.length ? roles.map((r) => <span key={r} className="demo-badge">{r}</span>) : '—'}
          </dd>
        </dl>
        <button className="demo-button demo-button-secondary" type="button" onClick={() => void portico.session.logout()}>
          {t.logOut}
        </button>
      </section>
      {/* The demo's feature cards are English whatever the language, and say so. */}
      <div lang="en" dir="ltr" className="demo-stack-lg">
        <AnalyticsCard />
        <MfaCard />
      </div>
    </div>
  );
}
