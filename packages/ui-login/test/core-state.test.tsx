// The login box over the real @portico/core-state stores (preview API without delays): the structural
// contract in src/portico.ts must accept a createPortico() result, and a password login must go end to end.
import { createPortico } from '@portico/core-state';
import { createPreviewApi } from '@portico/core-state/preview';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { PorticoLogin, type PorticoLike } from '../src';

describe('with @portico/core-state', () => {
  it('signs in with email then password and lets the flow redirect to the authenticated URL', async () => {
    const navigate = vi.fn();
    const portico: PorticoLike = createPortico({ api: createPreviewApi({ delayMs: 0 }), navigate });
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/account/login']}>
        <PorticoLogin portico={portico} />
      </MemoryRouter>,
    );
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const password = await screen.findByLabelText('Password');
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('ada@example.com');
    await user.type(password, 'any passphrase');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'You’re signed in' })).toBeTruthy();
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/'));
  });
});
