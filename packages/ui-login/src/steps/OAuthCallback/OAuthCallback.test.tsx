import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderLoginBox } from '../../../test/render';

describe('OAuthCallback', () => {
  it('shows progress while the session completes, and the failure with a way back', async () => {
    const { portico } = renderLoginBox({ url: '/oauth/callback', state: { auth: { status: 'loading', isLoading: true } } });
    expect(await screen.findByRole('heading', { name: 'Signing you in…' })).toBeTruthy();
    act(() => portico.auth.setState({ status: 'unauthenticated', isLoading: false, error: 'Failed to authenticate' }));
    expect(await screen.findByRole('heading', { name: 'We couldn’t sign you in' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Failed to authenticate');
    expect(screen.getByRole('link', { name: 'Back to sign in' }).getAttribute('href')).toBe('/account/login');
  });

  it('a session that ends unauthenticated without an error (bad code or state) shows the failure, not a spinner forever', async () => {
    const { portico } = renderLoginBox({ url: '/oauth/callback?code=bad&state=bad', state: { auth: { status: 'loading', isLoading: true } } });
    act(() => portico.auth.setState({ status: 'unauthenticated', isLoading: false, error: undefined }));
    expect(await screen.findByRole('heading', { name: 'We couldn’t sign you in' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('The sign-in did not complete. Please sign in again.');
    expect(screen.getByRole('link', { name: 'Back to sign in' }).getAttribute('href')).toBe('/account/login');
  });
});
