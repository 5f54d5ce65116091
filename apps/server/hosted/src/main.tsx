import { PorticoLogin } from '@portico/ui-login';
import '@portico/ui-login/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import './hosted.css';
import { BASENAME, portico } from './portico';

const root = document.getElementById('root');
if (!root) throw new Error('The hosted login page has no #root element');
createRoot(root).render(
  <StrictMode>
    <BrowserRouter basename={BASENAME}>
      <main className="hosted-main">
        <PorticoLogin portico={portico} />
      </main>
    </BrowserRouter>
  </StrictMode>,
);
