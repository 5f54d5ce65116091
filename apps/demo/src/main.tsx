import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AdminPage, App } from './App';
import { loadFlags } from './admin/flags';
import './app.css';

// On /admin the (public) flags and the page's chunk load while React renders for the first time.
if (location.pathname === '/admin') {
  void loadFlags();
  void AdminPage.preload();
}

const root = document.getElementById('root');
if (!root) throw new Error('The demo page has no #root element');
createRoot(root).render(
  <StrictMode>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </StrictMode>,
);
