import { screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { render } from '@testing-library/react';
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
    expect(portico.session.logout).toHaveBeenCalledTimes(1);
  });
});
