// The `/hosted` entry: pages whose only job is to know who the user is (the sign-in gate). Its own entry because it
// imports the OAuth client statically, which the main entry's embedded and hosted sessions load lazily.
export { createHostedAuth } from './session/standalone';
export type { HostedAuthOptions, SessionApi } from './session/standalone';
