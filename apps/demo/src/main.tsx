import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AdminPage, App } from './App';
import { loadFlags } from './admin/flags';
import { isAdminPath } from './admin/path';
import { adminLocale, applyLanguage, preferredLanguage } from './language';
import { startSession } from './portico';
import './app.css';

// On /admin (and every section under it) the session restore (Web Lock, then the refresh call), the (public) flags and the page's chunk start before
// React's first render, so the portal's user is known about when the page first renders. Other pages start the
// restore in App's effect, after their first paint (a restore that ends early would race the visitor's first click).
const admin = isAdminPath(location.pathname);
if (admin) {
  startSession();
  void loadFlags();
  void AdminPage.preload();
}

const root = document.getElementById('root');
if (!root) throw new Error('The demo page has no #root element');
const app = createRoot(root);
const render = () => app.render(
  <StrictMode>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </StrictMode>,
);
// /admin waits on the network (the restore above): its first render yields, so the lock and the refresh answers are
// handled while it runs. Other pages wait only on their own render, which yielding would only delay.
const start = () => (admin ? startTransition(render) : render());
// English is built in and set at once; another language first fetches its strings, so the first paint is in it.
const language = preferredLanguage();
const strings = applyLanguage(language);
if (admin) void adminLocale(language);
if (language === 'en') start();
else void strings.then(start, start);
