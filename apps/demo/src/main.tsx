import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AdminPage, App } from './App';
import { loadFlags } from './admin/flags';
import { portico } from './portico';
import './app.css';

// The session restore (Web Lock, then the refresh call) starts before React's first render, not in an effect after
// its paint: on /admin the portal's user is then known about when the page first renders. It lives as long as the page.
void portico.session.start();

// On /admin the (public) flags and the page's chunk load while React renders for the first time.
if (location.pathname === '/admin') {
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
if (location.pathname === '/admin') startTransition(render);
else render();
