import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderLoginBox } from '../../../test/render';

describe('SSO callbacks', () => {
  it('/account/saml/callback posts the fragment answer once and shows the failed-SSO notice', async () => {
    const completeSso = vi.fn(async () => {});
    const { portico } = renderLoginBox({ url: '/account/saml/callback#SAMLResponse=PHg%2B&RelayState=r', state: { login: { completeSso, step: 'loginWithSSOFailed', error: 'The SAML response signature is invalid' } } });
    await waitFor(() => expect(completeSso).toHaveBeenCalledTimes(1));
    expect(completeSso).toHaveBeenCalledWith('saml', { SAMLResponse: 'PHg+', RelayState: 'r' });
    expect(portico.login.getState().step).toBe('loginWithSSOFailed');
    expect(await screen.findByText('The SAML response signature is invalid')).toBeTruthy();
  });

  it('/account/oidc/callback posts the query answer', async () => {
    const completeSso = vi.fn(async () => {});
    renderLoginBox({ url: '/account/oidc/callback?code=c1&state=s1&iss=https%3A%2F%2Fidp.test', state: { login: { completeSso, step: 'redirectToSSO' } } });
    await waitFor(() => expect(completeSso).toHaveBeenCalledWith('oidc', { code: 'c1', state: 's1', iss: 'https://idp.test' }));
  });
});
