// The page-load baseline: React and ReactDOM rendering one e-mail field and a button, nothing else (no router, no state,
// no CSS, no network). scripts/page-load.mjs times the demo's login and portal against it in the same run.
import { createElement as h, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

function Login() {
  return h('form', { noValidate: true, onSubmit: (e) => e.preventDefault() },
    h('label', { htmlFor: 'email' }, 'Email'),
    h('input', { id: 'email', name: 'email', type: 'email', autoComplete: 'username' }),
    h('button', { type: 'submit' }, 'Continue'));
}

createRoot(document.getElementById('root')).render(h(StrictMode, null, h(Login)));
