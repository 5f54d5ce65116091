import { describe, expect, it } from 'vitest';
import { readConfig } from './config';

const env = {
  VITE_PORTICO_API_URL: 'https://auth.example.com',
  VITE_PORTICO_CLIENT_ID: 'portico-gate',
  VITE_GATE_ADMIN_URL: 'https://admin.example.com/',
  VITE_GATE_SITE_URL: 'https://www.example.com/',
};

describe('gate configuration', () => {
  it('reads the four variables', () => {
    expect(readConfig(env)).toEqual({
      apiUrl: 'https://auth.example.com', clientId: 'portico-gate', adminUrl: 'https://admin.example.com/', siteUrl: 'https://www.example.com/',
    });
  });

  it('sends admins to the hosted admin portal of the server by default', () => {
    expect(readConfig({ ...env, VITE_GATE_ADMIN_URL: '' }).adminUrl).toBe('https://auth.example.com/oauth/portal');
    expect(readConfig({ ...env, VITE_GATE_ADMIN_URL: undefined }).adminUrl).toBe('https://auth.example.com/oauth/portal');
  });

  it.each(Object.keys(env).filter((k) => k !== 'VITE_GATE_ADMIN_URL'))('names %s when it is missing', (name) => {
    expect(() => readConfig({ ...env, [name]: '' })).toThrow(name);
  });

  it.each(['VITE_PORTICO_API_URL', 'VITE_GATE_ADMIN_URL', 'VITE_GATE_SITE_URL'])('refuses a %s that is not an absolute http(s) URL', (name) => {
    for (const bad of ['/admin', 'javascript:alert(1)', 'admin.example.com']) {
      expect(() => readConfig({ ...env, [name]: bad })).toThrow(name);
    }
  });
});
