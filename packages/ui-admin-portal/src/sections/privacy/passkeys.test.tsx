import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createAdminStores } from '@portico/core-state/admin';
import { previewPortico, renderPortal, SLOW } from '../../../test/portal';

const device = { id: 'pk-1', deviceName: 'Passkey 1', deviceType: 'Platform' as const, createdAt: '2026-11-20T10:00:00.000Z' };

/** A portico whose passkeys store holds `state` (its calls replaced by spies; the server behind it is tested elsewhere). */
function withPasskeys(state: { canAdd: boolean; devices: (typeof device)[] }) {
  const portico = previewPortico();
  const store = createAdminStores(portico).passkeys;
  const add = vi.fn(async () => true);
  store.setState({ canAdd: state.canAdd, devices: { status: 'ready', data: state.devices }, load: async () => {}, add });
  return { portico, store, add };
}

describe('privacy → passkeys', () => {
  it('lists passkeys, adds one and removes one through the confirm dialog', async () => {
    const user = userEvent.setup();
    const { portico, store, add } = withPasskeys({ canAdd: true, devices: [device] });
    const remove = vi.spyOn(store.getState(), 'remove').mockResolvedValue(true);
    store.setState({ remove });
    renderPortal({ section: 'privacy', portico });
    await user.click(await screen.findByRole('tab', { name: 'Passkeys' }, SLOW));
    expect(await screen.findByRole('cell', { name: 'Passkey 1' }, SLOW)).toBeTruthy();
    expect(screen.getByRole('cell', { name: 'Never' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add a passkey' }));
    expect(add).toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Remove Passkey 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this passkey?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove passkey' }));
    expect(remove).toHaveBeenCalledWith('pk-1');
  });

  it('has no passkeys tab while passkeys are off and the user has none', async () => {
    const { portico } = withPasskeys({ canAdd: false, devices: [] });
    renderPortal({ section: 'privacy', portico });
    await screen.findByRole('tab', { name: 'Login sessions' }, SLOW);
    expect(screen.queryByRole('tab', { name: 'Passkeys' })).toBeNull();
  });
});
