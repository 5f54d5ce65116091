import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { ALL_VISIBLE, renderPortal, SLOW } from '../../../test/portal';

const NAV = { ...ALL_VISIBLE, usage: { visibility: 'byPermissions' as const } };

describe('usage section', () => {
  it('shows the seats of the account against its plan limit (preview: 23 members on Basic, limit 10)', async () => {
    renderPortal({ section: 'usage', navigation: NAV, flags: { 'fe-usage-page': true }, permissions: ['fe.usage.read'] });
    await screen.findByRole('heading', { name: 'Usage' }, SLOW);
    expect(await screen.findByText('Plan: Basic', undefined, SLOW)).toBeTruthy();
    expect(screen.getByRole('meter', { name: 'Seats (members, invited included)' }).getAttribute('max')).toBe('10');
    expect(screen.getByText('23 of 10')).toBeTruthy();
    expect(screen.getByText('Over the plan limit')).toBeTruthy();
  });

  it('is in the menu only with its flag and fe.usage.read', async () => {
    const menu = async (flags: Record<string, boolean>, permissions: string[]) => {
      const { unmount } = renderPortal({ navigation: NAV, flags, permissions: [...permissions, 'fe.secure.read.users'] });
      await screen.findByRole('navigation', undefined, SLOW);
      const shown = document.querySelector('nav [data-section="usage"]') !== null;
      unmount();
      return shown;
    };
    expect(await menu({ 'fe-usage-page': true }, ['fe.usage.read'])).toBe(true);
    expect(await menu({}, ['fe.usage.read'])).toBe(false);
    expect(await menu({ 'fe-usage-page': true }, [])).toBe(false);
  });
});
