import { render, screen } from '@testing-library/react';
import { createMemoryRouter, MemoryRouter, Route, RouterProvider, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createFakePortico } from '../test/fake-portico';
import { renderLoginBox, styleAttributes } from '../test/render';
import { createLoginBox, createLoginBoxRoutes, defaultPaths, LoginBoxProvider, LoginBoxRoutes, PorticoLogin } from './index';

// Each default path of product-spec §2 and the heading its screen shows first.
const screens: Array<[string, string]> = [
  ['/account/login', 'Sign in'],
  ['/account/logout', 'Signing you out…'],
  ['/account/sign-up', 'Create your account'],
  ['/account/activate?userId=u&token=t', 'Set a password to activate your account'],
  ['/account/invitation/accept?userId=u&token=t', 'Invitation accepted'],
  ['/account/forget-password', 'Forgot your password?'],
  ['/account/reset-password?userId=u&token=t', 'Choose a new password'],
  // The fake starts unauthenticated: on the callback that is a sign-in that cannot complete any more.
  ['/oauth/callback', 'We couldn’t sign you in'],
  ['/account/step-up', 'Confirm it’s you'],
];

describe('PorticoLogin routes', () => {
  it('uses the spec default paths', () => {
    expect(defaultPaths).toMatchObject({
      loginUrl: '/account/login',
      logoutUrl: '/account/logout',
      signUpUrl: '/account/sign-up',
      activateUrl: '/account/activate',
      acceptInvitationUrl: '/account/invitation/accept',
      forgetPasswordUrl: '/account/forget-password',
      resetPasswordUrl: '/account/reset-password',
      hostedLoginRedirectUrl: '/oauth/callback',
      stepUpUrl: '/account/step-up',
    });
  });

  it.each(screens)('%s renders its screen with a level-1 heading and no style attribute', async (url, heading) => {
    const { container } = renderLoginBox({ url });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
    expect(styleAttributes(container)).toEqual([]);
  });

  it('renders nothing on a path that is not its own', () => {
    const { container } = renderLoginBox({ url: '/dashboard' });
    expect(container.querySelector('.portico-card')).toBeNull();
  });

  it.each(['/Account/Login/', '/account/log%69n'])('matches %s as <Routes> does: case, trailing slash and escapes ignored', async (url) => {
    renderLoginBox({ url });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeTruthy();
  });

  it.each(['/account/login/more', '/account/log'])('renders nothing on %s, deeper or shorter than its paths', (url) => {
    const { container } = renderLoginBox({ url });
    expect(container.querySelector('.portico-card')).toBeNull();
  });

  it('under a host splat route, matches what the splat leaves', async () => {
    render(
      <MemoryRouter initialEntries={['/auth/in']}>
        <Routes>
          <Route path="/auth/*" element={<PorticoLogin portico={createFakePortico()} routes={{ loginUrl: '/in' }} />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeTruthy();
  });

  it('takes paths from the store routes, then from the routes prop', async () => {
    const portico = createFakePortico({ auth: { routes: { loginUrl: '/in', signUpUrl: '/join' } } });
    renderLoginBox({ url: '/in', portico, routes: { signUpUrl: '/register' } });
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe('/register');
  });

  it('gives data routers route objects, and createLoginBox binds options once', async () => {
    const portico = createFakePortico();
    const router = createMemoryRouter([...createLoginBoxRoutes({ portico }), { path: '/', element: <p>home</p> }], {
      initialEntries: ['/account/forget-password'],
    });
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: 'Forgot your password?' })).toBeTruthy();
    const { LoginBox, routes } = createLoginBox({ portico, routes: { loginUrl: '/signin' } });
    expect(routes.map((r) => r.path)).toContain('/signin');
    render(
      <MemoryRouter initialEntries={['/signin']}>
        <LoginBox />
      </MemoryRouter>,
    );
    expect((await screen.findAllByRole('heading', { name: 'Sign in' })).length).toBe(1);
  });

  it('LoginBoxRoutes works inside a host-placed provider', async () => {
    render(
      <MemoryRouter initialEntries={['/account/sign-up']}>
        <LoginBoxProvider portico={createFakePortico()}>
          <LoginBoxRoutes />
        </LoginBoxProvider>
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { name: 'Create your account' })).toBeTruthy();
  });

  it('every screen keeps one assertive and one polite live region', async () => {
    renderLoginBox();
    expect(screen.getByRole('alert').getAttribute('aria-live')).toBe('assertive');
    expect(screen.getByRole('status').getAttribute('aria-live')).toBe('polite');
  });
});
