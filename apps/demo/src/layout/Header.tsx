import { Link, NavLink } from 'react-router';
import { chooseLanguage, LANGUAGES, useLanguage, type Language } from '../language';
import { isPreview, setPreview } from '../portico';
import { ImpersonationBanner } from './ImpersonationBanner';

/** Brand, the dev mailbox link, the language choice and the preview-mode switch. */
export function Header() {
  const preview = isPreview();
  const { language, strings: s } = useLanguage();
  return (
    <header className="demo-header">
      <div className="demo-header-bar">
        <Link to="/" className="demo-brand">
          <img src="/favicon.svg" alt="" width="24" height="24" />
          {s.brand}
        </Link>
        <nav className="demo-nav" aria-label={s.nav.label}>
          <NavLink to="/admin" className="demo-link">{s.nav.admin}</NavLink>
          <a href={`/oauth/portal?ui_locales=${language}`} target="_blank" rel="noopener" className="demo-link">{s.nav.hosted}</a>
          <NavLink to="/mailbox" className="demo-link">{s.nav.mailbox}</NavLink>
          <NavLink to="/sensitive" className="demo-link">{s.nav.sensitive}</NavLink>
          {!preview && <NavLink to="/settings/login-methods" className="demo-link">{s.nav.loginMethods}</NavLink>}
          <label className="demo-switch">
            <span>{s.language}</span>
            <select className="demo-input demo-language" value={language} onChange={(e) => void chooseLanguage(e.target.value as Language)}>
              {LANGUAGES.map((l) => <option key={l.id} value={l.id} lang={l.id}>{l.name}</option>)}
            </select>
          </label>
          <label className="demo-switch">
            <input type="checkbox" role="switch" checked={preview} onChange={(e) => setPreview(e.target.checked)} />
            <span>{s.preview}</span>
          </label>
        </nav>
      </div>
      <ImpersonationBanner />
      {preview && <p className="demo-banner" role="note">{s.previewBanner}</p>}
    </header>
  );
}
