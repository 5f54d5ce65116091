import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ToLogin } from './ToLogin';

const app = () => (
  <MemoryRouter initialEntries={['/']}>
    <Routes>
      <Route path="/" element={<ToLogin />} />
      <Route path="/account/login" element={<h1>Sign in</h1>} />
    </Routes>
  </MemoryRouter>
);

afterEach(() => window.history.replaceState(null, '', '/'));

describe('ToLogin', () => {
  it('sends a visitor still on the page to the login box', async () => {
    window.history.replaceState(null, '', '/');
    render(app());
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
  });

  it('stays put when the address already moved on (a click whose page is still loading)', () => {
    window.history.replaceState(null, '', '/mailbox');
    render(app());
    expect(screen.queryByRole('heading', { name: 'Sign in' })).toBeNull();
  });
});
