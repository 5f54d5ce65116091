import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { ALL_VISIBLE, renderPortal, SLOW } from '../../../test/portal';

const NAV = { ...ALL_VISIBLE, subscriptions: { visibility: 'byPermissions' as const } };

describe('subscriptions section', () => {
  it('shows the test-mode banner and plan cards; a plan change is confirmed first; invoices sit in the portal table with aligned columns', async () => {
    renderPortal({ section: 'subscriptions', navigation: NAV, permissions: ['fe.subscriptions.*'] });
    expect((await screen.findByRole('note', undefined, SLOW)).textContent).toContain('Test mode');
    // Preview starts on Basic (sample data): upgrading is confirmed first, with the prorated charge.
    const upgrade = await screen.findByRole('button', { name: 'Upgrade Pro' }, SLOW);
    const pro = upgrade.closest('li')!;
    expect(pro.getAttribute('data-plan')).toBe('pro');
    expect(within(pro).getByText('49.00').className).toContain('portico-billing__plan-amount');
    expect(pro.textContent).toContain('USD / month');
    fireEvent.click(upgrade);
    const confirm = within(pro).getByRole('group', { name: 'Change to Pro?' });
    expect(confirm.querySelector('.portico-billing__confirm-charge')?.textContent).toMatch(/^\d+\.\d\d USD$/);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Confirm Pro' }));
    expect(await screen.findByText('You are now on the Pro plan.', undefined, SLOW)).toBeTruthy();
    expect(pro.getAttribute('data-current')).toBe('true');
    expect(document.querySelector('.portico-billing__subscription-status')?.getAttribute('data-tone')).toBe('success');

    // The sample invoices (two months on Basic) and the upgrade's prorated charge, newest first.
    const table = await screen.findByRole('table', { name: 'Invoices' }, SLOW);
    expect(table.closest('[data-table]')?.getAttribute('data-table')).toBe('billing-invoices');
    expect(within(table).getAllByRole('columnheader').map((h) => [h.textContent, h.getAttribute('data-column')])).toEqual([
      ['Date', 'date'], ['Receipt', 'receipt'], ['Amount', 'amount'], ['Status', 'status'], ['PDF', 'download'],
    ]);
    const oldest = within(table).getAllByRole('row').at(-1)!;
    const cells = within(oldest).getAllByRole('cell');
    expect(cells.map((c) => c.getAttribute('data-column'))).toEqual(['date', 'receipt', 'amount', 'status', 'download']);
    expect(cells[1]!.textContent).toBe('R-PREVIEW-0001');
    expect(cells[2]!.textContent).toBe('19.00 USD');
    expect(within(oldest).getByRole('button', { name: 'Download PDF of invoice R-PREVIEW-0001' })).toBeTruthy();
  });
});
