/// <reference types="vite/client" />
import { SkipLink } from '@portico/ui-kit';
import { english, PorticoLogin, type Locale } from '@portico/ui-login';
import '@portico/ui-login/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import './hosted.css';
import { hostedLanguage } from './language';
import { BASENAME, portico } from './portico';

const root = document.getElementById('root');
if (!root) throw new Error('The hosted login page has no #root element');

/** The login box in the negotiated language: Hebrew's strings are fetched only for those who get them. */
async function start() {
  const locale: Locale = hostedLanguage() === 'he' ? (await import('@portico/ui-login/locales/he')).hebrew : english;
  createRoot(root!).render(
    <StrictMode>
      <BrowserRouter basename={BASENAME}>
        <SkipLink to="main">{locale.strings.common.skipToContent}</SkipLink>
        <main id="main" tabIndex={-1} className="hosted-main">
          <PorticoLogin portico={portico} localization={{ locale }} />
        </main>
      </BrowserRouter>
    </StrictMode>,
  );
}
void start();
