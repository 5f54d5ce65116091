import { Link, NavLink } from 'react-router';
import { isPreview, setPreview } from '../portico';
import { ImpersonationBanner } from './ImpersonationBanner';

/** Brand, the dev mailbox link and the preview-mode switch. */
export function Header() {
  const preview = isPreview();
  return (
    <header className="demo-header">
      <div className="demo-header-bar">
        <Link to="/" className="demo-brand">
          <img src="/favicon.svg" alt="" width="24" height="24" />
          Portico demo
        </Link>
        <nav className="demo-nav" aria-label="Demo">
          <NavLink to="/admin" className="demo-link">Admin portal</NavLink>
          <a href="/oauth/portal" target="_blank" rel="noopener" className="demo-link">Hosted portal</a>
          <NavLink to="/mailbox" className="demo-link">Dev mailbox</NavLink>
          <NavLink to="/sensitive" className="demo-link">Sensitive action</NavLink>
          {!preview && <NavLink to="/settings/login-methods" className="demo-link">Login methods</NavLink>}
          <label className="demo-switch">
            <input type="checkbox" role="switch" checked={preview} onChange={(e) => setPreview(e.target.checked)} />
            <span>Preview mode</span>
          </label>
        </nav>
      </div>
      <ImpersonationBanner />
      {preview && <p className="demo-banner" role="note">Preview mode: sample data with 500 ms delays, no server. Any email and password sign in.</p>}
    </header>
  );
}
