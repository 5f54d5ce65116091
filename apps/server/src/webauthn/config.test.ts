import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { relyingParty } from './relying-party';

describe('passkeys on the demo address', () => {
  it('allows the 127.0.0.1 app as localhost too (outside production), which is the RP id passkeys use there', () => {
    const config = loadConfig({ NODE_ENV: 'development', APP_URL: 'http://127.0.0.1:5173' });
    expect(config.allowedOrigins).toEqual(['http://127.0.0.1:5173', 'http://localhost:5173']);
    expect(relyingParty(config, 'Demo', {})).toEqual({ id: 'localhost', name: 'Demo', origins: ['http://localhost:5173'] });
    expect(loadConfig({ NODE_ENV: 'production', APP_URL: 'http://127.0.0.1:5173', SIGNING_KEY: 'k', COOKIE_SECRET: 'c' }).allowedOrigins).toEqual(['http://127.0.0.1:5173']);
  });
});
