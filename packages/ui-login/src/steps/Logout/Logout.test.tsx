import { act, render, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PorticoLogin } from '../../index';
import { createFakePortico } from '../../../test/fake-portico';

describe('Logout', () => {
  it('ends the session exactly once, even under StrictMode double effects', async () => {
    const portico = createFakePortico();
    render(
      <StrictMode>
        <MemoryRouter initialEntries={['/account/logout']}>
          <PorticoLogin portico={portico} />
        </MemoryRouter>
      </StrictMode>,
    );
    expect(await screen.findByRole('heading', { name: 'Signing you out…' })).toBeTruthy();
    // The heading can paint before the effect runs on a busy machine: wait for the call, then let StrictMode's
    // second effect pass (and any queued work) settle before counting.
    await waitFor(() => expect(portico.session.logout).toHaveBeenCalled());
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(portico.session.logout).toHaveBeenCalledTimes(1);
  });
});
