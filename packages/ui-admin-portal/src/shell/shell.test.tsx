import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createAdminStores } from '@portico/core-state/admin';
import { AdminPortal } from '../index';
import { hebrew } from '../localization/hebrew';
import { ALL_VISIBLE, previewPortico, renderPortal, SLOW } from '../../test/portal';
import { PORTAL_NOT_READY_MESSAGE, waitForAdminPortal } from './ready';

describe('admin portal shell', () => {
  it('becomes ready and waitForAdminPortal resolves with its root', async () => {
    const { container } = renderPortal({ section: 'profile' });
    const root = await waitForAdminPortal(container);
    expect(root.classList.contains('portico-admin')).toBe(true);
  });

  it('waitForAdminPortal rejects with the catalogue message when nothing becomes ready', async () => {
    await expect(waitForAdminPortal(document.createElement('div'), { timeoutMs: 120 })).rejects.toThrow(PORTAL_NOT_READY_MESSAGE);
  });

  it('refuses stores of another Portico instance', () => {
    const other = createAdminStores(previewPortico());
    expect(() => render(<AdminPortal portico={previewPortico()} stores={other} />)).toThrow('Mismatch in store names');
  });

  it('moves focus to the section heading after a navigation click', async () => {
    const user = userEvent.setup();
    renderPortal({ section: undefined });
    await user.click(await screen.findByRole('button', { name: 'Profile' }));
    const heading = await screen.findByRole('heading', { name: 'Profile' }, SLOW);
    await waitFor(() => expect(document.activeElement).toBe(heading));
  });

  it('renders Hebrew right-to-left', async () => {
    const portico = previewPortico();
    const { container } = render(<AdminPortal portico={portico} navigation={ALL_VISIBLE} localization={{ locale: hebrew }} section="profile" />);
    expect(await screen.findByRole('heading', { name: 'פרופיל' }, SLOW)).toBeTruthy();
    expect(container.querySelector('.portico-admin')?.getAttribute('dir')).toBe('rtl');
  });
});
