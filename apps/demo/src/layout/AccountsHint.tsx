import { Link, useLocation } from 'react-router';
import { useLanguage } from '../language';
import { isPreview } from '../portico';

/** Under the login box only: the reference server's dev accounts, or how preview mode signs in. */
export function AccountsHint() {
  const { pathname } = useLocation();
  const s = useLanguage().strings.hint;
  if (pathname !== '/account/login') return null;
  return (
    <aside className="demo-hint" aria-labelledby="hint-title">
      <h2 id="hint-title">{s.title}</h2>
      {isPreview() ? (
        <p className="m-0">{s.preview}</p>
      ) : (
        <ul>
          <li><code>admin@acme.test</code> {s.or} <code>member@acme.test</code></li>
          <li>{s.password} <code>Portico-demo-1</code></li>
          <li>{s.newAccounts} <Link className="demo-link" to="/mailbox">{s.mailbox}</Link>.</li>
        </ul>
      )}
    </aside>
  );
}
