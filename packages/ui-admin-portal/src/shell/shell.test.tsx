import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
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
    await user.click(await screen.findByRole('button', { name: 'Privacy' }));
    const heading = await screen.findByRole('heading', { name: 'Privacy' }, SLOW);
    await waitFor(() => expect(document.activeElement).toBe(heading));
  });

  it('"Skip to content" is the first Tab stop and moves focus to the section heading', async () => {
    const user = userEvent.setup();
    renderPortal({ section: 'profile' });
    const heading = await screen.findByRole('heading', { name: 'Profile' }, SLOW);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Skip to content' }));
    await user.keyboard('{Enter}');
    expect(document.activeElement).toBe(heading);
  });

  it('the navigation is one Tab stop across its groups: arrows, Home and End move in the order shown, Enter opens one', async () => {
    const user = userEvent.setup();
    renderPortal({ permissions: ['fe.secure.*'] });
    const nav = await screen.findByRole('navigation', { name: 'Admin sections' });
    const items = within(nav).getAllByRole('list').flatMap((list) => within(list).getAllByRole('button'));
    expect(items.filter((b) => b.tabIndex === 0).map((b) => b.textContent)).toEqual(['Profile']);
    expect(items[0]!.getAttribute('aria-description') ?? document.getElementById(items[0]!.getAttribute('aria-describedby')!)?.textContent).toBe('Arrow keys move between sections');
    items[0]!.focus();
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement?.textContent).toBe('Privacy');
    await user.keyboard('{End}');
    expect(document.activeElement?.textContent).toBe('Audit logs');
    // From the last of "You" (Personal API tokens) down into the first of "Account".
    await user.keyboard('{Home}{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(document.activeElement?.textContent).toBe('Account');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(await screen.findByRole('heading', { name: 'Users' }, SLOW)).toBeTruthy();
    expect(within(nav).getByRole('button', { name: 'Users' }).getAttribute('aria-current')).toBe('page');
  });

  it('names the document after the section and its tab, then the portal', async () => {
    document.title = 'Host app';
    const { unmount } = renderPortal({ section: 'security' });
    await screen.findByRole('tab', { selected: true }, SLOW);
    const tab = screen.getByRole('tab', { selected: true }).textContent;
    await waitFor(() => expect(document.title).toBe(`${tab} · Security · Administration · Host app`));
    unmount();
    expect(document.title).toBe('Host app');
  });

  it('renders Hebrew right-to-left', async () => {
    const portico = previewPortico();
    const { container } = render(<AdminPortal portico={portico} navigation={ALL_VISIBLE} localization={{ locale: hebrew }} section="profile" />);
    expect(await screen.findByRole('heading', { name: 'פרופיל' }, SLOW)).toBeTruthy();
    expect(container.querySelector('.portico-admin')?.getAttribute('dir')).toBe('rtl');
  });
});
