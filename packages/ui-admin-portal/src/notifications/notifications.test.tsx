import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hebrew } from '../localization/hebrew';
import { renderPortal, SLOW } from '../../test/portal';

describe('notifications bell', () => {
  it('announces the unread count, opens with the keyboard, marks read, pins, marks all read, closes with Escape', async () => {
    const user = userEvent.setup();
    renderPortal({ section: 'profile' });
    const bell = await screen.findByRole('button', { name: /^Notifications ?\(2 unread\)$/ }, SLOW);
    expect(bell.getAttribute('aria-expanded')).toBe('false');
    bell.focus();
    await user.keyboard('{Enter}');
    expect(bell.getAttribute('aria-expanded')).toBe('true');
    const panel = await screen.findByRole('region', { name: 'Notifications' });
    await within(panel).findByText('Invitation accepted', undefined, SLOW);
    const items = () => within(panel).getAllByRole('listitem');
    // The pinned one is listed first.
    expect(items()[0]!.getAttribute('data-pinned')).toBe('true');

    const first = items().find((li) => li.textContent?.includes('Invitation accepted'))!;
    const read = within(first).getByRole('button', { name: 'Mark read' });
    expect(read.getAttribute('aria-describedby')).toBeTruthy();
    await user.click(read);
    await waitFor(() => expect(screen.getByRole('button', { name: /^Notifications ?\(1 unread\)$/ })).toBeTruthy());
    expect(document.querySelector('.portico-admin-notifications__live')?.textContent).toBe('1 unread notification');

    await user.click(within(first).getByRole('button', { name: 'Pin' }));
    await waitFor(() => expect(items().filter((li) => li.getAttribute('data-pinned')).length).toBe(2));

    await user.click(within(panel).getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Notifications' })).toBeTruthy(), SLOW);
    expect(screen.getByText('No unread notifications')).toBeTruthy();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Notifications' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Notifications' }));
  });

  it('is not shown without the bell permission', async () => {
    renderPortal({ section: 'profile', permissions: ['fe.secure.*'] });
    await screen.findByRole('heading', { name: 'Profile' }, SLOW);
    expect(screen.queryByRole('button', { name: /^Notifications/ })).toBeNull();
  });

  it('speaks Hebrew', async () => {
    renderPortal({ section: 'profile', localization: { locale: hebrew } });
    expect(await screen.findByRole('button', { name: /^התראות ?\(2 שלא נקראו\)$/ }, SLOW)).toBeTruthy();
  });
});
