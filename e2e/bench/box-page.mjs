// The login box alone (page-load.mjs --box): the demo built with its own Vite config, stylesheet and Portico instance,
// but its entry replaced by one that renders only <BrowserRouter><PorticoLogin/></BrowserRouter> (no App, header,
// language module, lazy pages or /admin prework) and starts the session restore after the first paint, as App does.
// Between the floor and the demo's login page it splits "our code" into the login box's share and the host shell's.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const ENTRY = '/portico-bench-box.js';
// Plain createElement calls: a virtual module does not pass through the React plugin's JSX transform.
const SOURCE = `import { createElement as h } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { PorticoLogin } from '@portico/ui-login';
import { portico, startSession } from '/src/portico.ts';
import '/src/app.css';
createRoot(document.getElementById('root')).render(h(BrowserRouter, null, h('main', { id: 'main', className: 'demo-main' }, h(PorticoLogin, { portico }))));
setTimeout(startSession, 0);
`;

/** A Vite plugin that swaps the demo's entry (`/src/main.tsx`) for the login box alone. */
const boxEntry = () => ({
  name: 'portico-bench-box',
  enforce: 'pre',
  resolveId: (id) => (id === ENTRY ? ENTRY : undefined),
  load: (id) => (id === ENTRY ? SOURCE : undefined),
  transformIndexHtml: { order: 'pre', handler: (html) => html.replace('/src/main.tsx', ENTRY) },
});

/** Builds the box page with the demo's config (`vite` is the demo's own) into a new directory and returns it. */
export async function buildBox(vite, demoDir) {
  const outDir = mkdtempSync(join(tmpdir(), 'portico-box-'));
  await vite.build({ root: demoDir, logLevel: 'error', plugins: [boxEntry()], build: { outDir, emptyOutDir: true } });
  return outDir;
}
