// Dev only: loopback stand-ins for social login, wired into a running dev server, so the demo can try the flow
// without any real provider. `pnpm --filter @portico/server social:stand-ins` (SERVER_URL, APP_URL as for the server).
import { STAND_IN_CLIENT, startGithubStandIn, startOidcStandIn } from '../src/test/social-idp';

const server = (process.env.SERVER_URL ?? 'http://127.0.0.1:8787').replace(/\/$/, '');
const app = (process.env.APP_URL ?? 'http://127.0.0.1:5173').replace(/\/$/, '');
const redirectUrl = `${app}/account/social/success`;

const oidc = await startOidcStandIn([redirectUrl], new Map());
const github = await startGithubStandIn();
github.state.next = { id: 1, login: 'octo-demo', name: 'Octo Demo', emails: [{ email: 'octo-demo@stand-in.test', primary: true, verified: true }] };
const put = async (type: string, settings: Record<string, unknown>) => {
  const res = await fetch(`${server}/dev/social-providers/${type}`, { method: 'PUT', headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ active: true, clientId: STAND_IN_CLIENT.clientId, clientSecret: STAND_IN_CLIENT.clientSecret, redirectUrl, ...settings }) });
  if (!res.ok) throw new Error(`${type}: ${res.status} ${await res.text()}`);
};
for (const type of ['google', 'microsoft', 'slack', 'apple', 'linkedin']) await put(type, { issuer: oidc.issuer });
await put('github', github.endpoints);
console.log(`OIDC stand-in ${oidc.issuer} (any login name signs in as <name>@stand-in.test); GitHub stand-in ${github.base} (octo-demo@stand-in.test).`);
console.log('Google, Microsoft, Slack, Apple, LinkedIn and GitHub are on in the login box. Ctrl-C stops the stand-ins.');
