import { Link, useLocation } from 'react-router';
import { isPreview } from '../portico';

/** Under the login box only: the reference server's dev accounts, or how preview mode signs in. */
export function AccountsHint() {
  const { pathname } = useLocation();
  if (pathname !== '/account/login') return null;
  return (
    <aside className="demo-hint" aria-labelledby="hint-title">
      <h2 id="hint-title">Try it</h2>
      {isPreview() ? (
        <p className="m-0">Preview mode: any email and password sign in to sample data.</p>
      ) : (
        <ul>
          <li><code>admin@acme.test</code> or <code>member@acme.test</code></li>
          <li>Password <code>Portico-demo-1</code></li>
          <li>New accounts: mail arrives in the <Link className="demo-link" to="/mailbox">dev mailbox</Link>.</li>
        </ul>
      )}
    </aside>
  );
}
