import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SocialProviderSettings } from './social-api';
import { SocialProviders } from './SocialProviders';

const provider = (type: string, extra: Partial<SocialProviderSettings> = {}): SocialProviderSettings => ({
  type, kind: 'oidc', active: false, clientId: '', hasClientSecret: false, additionalScopes: [], redirectUrl: null, issuer: null,
  authorizationEndpoint: null, tokenEndpoint: null, userinfoEndpoint: null, emailsEndpoint: null, ...extra,
});
const LIST = [provider('google'), provider('github', { kind: 'oauth2', active: true, clientId: 'gh-client', hasClientSecret: true, tokenEndpoint: 'http://127.0.0.1:7131/token' })];
const respond = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => vi.unstubAllGlobals());

describe('dev settings: social login providers', () => {
  it('saves client id, a typed secret and scopes; the secret is write-only and an untouched one is kept along with the stored endpoints', async () => {
    const puts: Array<{ url: string; body: Record<string, unknown> }> = [];
    vi.stubGlobal('fetch', vi.fn(async (url: string, init?: RequestInit) => {
      if (init?.method !== 'PUT') return respond(LIST);
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      puts.push({ url, body });
      const type = url.split('/').pop()!;
      return respond({ ...provider(type), active: body.active, clientId: body.clientId, additionalScopes: body.additionalScopes, hasClientSecret: true });
    }));
    render(<SocialProviders />);
    const google = await screen.findByRole('form', { name: 'Google' });
    fireEvent.click(within(google).getByRole('checkbox', { name: /Google sign-in on/ }));
    fireEvent.change(within(google).getByLabelText('Google client ID'), { target: { value: ' google-client ' } });
    fireEvent.change(within(google).getByLabelText('Google client secret'), { target: { value: 'google-secret' } });
    fireEvent.change(within(google).getByLabelText('Google additional scopes'), { target: { value: 'calendar.readonly, drive' } });
    fireEvent.click(within(google).getByRole('button', { name: 'Save Google' }));
    expect(await within(google).findByText('Google saved.')).toBeTruthy();
    expect(puts[0]).toEqual({ url: '/dev/social-providers/google',
      body: { active: true, clientId: 'google-client', clientSecret: 'google-secret', additionalScopes: ['calendar.readonly', 'drive'] } });
    expect((within(google).getByLabelText('Google client secret') as HTMLInputElement).value).toBe('');
    expect(within(google).getByText('A secret is saved; leave empty to keep it.')).toBeTruthy();

    const github = screen.getByRole('form', { name: 'GitHub' });
    expect((within(github).getByLabelText('GitHub client ID') as HTMLInputElement).value).toBe('gh-client');
    fireEvent.click(within(github).getByRole('button', { name: 'Save GitHub' }));
    await within(github).findByText('GitHub saved.');
    expect(puts[1]!.body).toEqual({ active: true, clientId: 'gh-client', additionalScopes: [], tokenEndpoint: 'http://127.0.0.1:7131/token' });
  });

  it("shows the server's refusal", async () => {
    vi.stubGlobal('fetch', vi.fn(async (_url: string, init?: RequestInit) => (init?.method === 'PUT' ? respond({ errors: ['clientId: Too small'] }, 400) : respond(LIST))));
    render(<SocialProviders />);
    const google = await screen.findByRole('form', { name: 'Google' });
    fireEvent.click(within(google).getByRole('button', { name: 'Save Google' }));
    expect((await within(google).findByRole('alert')).textContent).toBe('clientId: Too small');
  });
});
