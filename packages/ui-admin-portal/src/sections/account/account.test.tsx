import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPortal, SLOW } from '../../../test/portal';
import { changeActions } from './changes';

describe('account section', () => {
  it('a hidden tab is absent; an unchanged custom login answers "No changes to update"', async () => {
    const user = userEvent.setup();
    renderPortal({ section: 'account', tabs: { 'account.settings': 'hidden' } });
    await screen.findByRole('heading', { name: 'Account' }, SLOW);
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Custom login']);
    await user.click(await screen.findByRole('button', { name: 'Save custom login' }, SLOW));
    expect(await screen.findByText('No changes to update', undefined, SLOW)).toBeTruthy();
  });

  it('custom login refuses an alias that is not a URL-safe slug before any call', async () => {
    const user = userEvent.setup();
    renderPortal({ section: 'account', tabs: { 'account.settings': 'hidden' } });
    const alias = await screen.findByLabelText('Login alias', undefined, SLOW);
    await user.type(alias, 'ux probe!');
    await user.click(screen.getByRole('button', { name: 'Save custom login' }));
    await waitFor(() => expect(alias.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Use 1 to 63 lowercase letters, digits and hyphens, starting and ending with a letter or digit')).toBeTruthy();
    await user.clear(alias);
    await user.type(alias, 'acme-eu');
    await user.click(screen.getByRole('button', { name: 'Save custom login' }));
    expect(await screen.findByText('Saved', undefined, SLOW)).toBeTruthy();
  });

  it('settings refuse a website without http(s)', async () => {
    const user = userEvent.setup();
    renderPortal({ section: 'account' });
    const website = await screen.findByLabelText('Website', undefined, SLOW);
    await user.clear(website);
    await user.type(website, 'acme.example');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByText(/starting with http/)).toBeTruthy());
  });

  it('change actions: set for changed keys, unset for removed ones', () => {
    expect(changeActions({ a: 1, b: 2 }, { a: 1, b: 3, c: 'x' })).toEqual([
      { type: 'set', path: 'b', payload: 3 },
      { type: 'set', path: 'c', payload: 'x' },
    ]);
    expect(changeActions({ a: 1 }, {})).toEqual([{ type: 'unset', path: 'a' }]);
    expect(changeActions({ a: 1 }, { a: 1 })).toEqual([]);
  });
});
