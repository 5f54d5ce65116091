import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { createBillingStores } from '@portico/billing';
import { ALL_VISIBLE, renderPortal, SLOW } from '../../../test/portal';

const NAV = { ...ALL_VISIBLE, subscriptions: { visibility: 'byPermissions' as const } };

describe('subscriptions section', () => {
  it('shows the test-mode banner, plan cards and the trial; invoices sit in the portal table with aligned columns', async () => {
    const { portico } = renderPortal({ section: 'subscriptions', navigation: NAV, permissions: ['fe.subscriptions.*'] });
    expect((await screen.findByRole('note', undefined, SLOW)).textContent).toContain('Test mode');
    const choose = await screen.findByRole('button', { name: 'Choose Basic' }, SLOW);
    const basic = choose.closest('li')!;
    expect(basic.getAttribute('data-plan')).toBe('basic');
    expect(within(basic).getByText('19.00').className).toContain('portico-billing__plan-amount');
    expect(basic.textContent).toContain('USD / month');
    fireEvent.click(choose);
    expect(await screen.findByText('You are now on the Basic plan.', undefined, SLOW)).toBeTruthy();
    expect(basic.getAttribute('data-current')).toBe('true');
    expect(within(basic).getByText('Free trial')).toBeTruthy();
    expect(document.querySelector('.portico-billing__subscription-status')?.getAttribute('data-tone')).toBe('info');

    const invoice = { id: 'in1', subscriptionId: 's', paymentDate: '2026-12-07T00:00:00Z', totalAmount: 1900, currency: 'usd', paid: true, receiptNumber: 'R-1' };
    createBillingStores(portico).setState({ invoices: { status: 'ready', data: [invoice] } });
    const table = await screen.findByRole('table', { name: 'Invoices' });
    expect(table.closest('[data-table]')?.getAttribute('data-table')).toBe('billing-invoices');
    expect(within(table).getAllByRole('columnheader').map((h) => [h.textContent, h.getAttribute('data-column')])).toEqual([
      ['Date', 'date'], ['Receipt', 'receipt'], ['Amount', 'amount'], ['Status', 'status'], ['PDF', 'download'],
    ]);
    const cells = within(table).getAllByRole('cell');
    expect(cells.map((c) => c.getAttribute('data-column'))).toEqual(['date', 'receipt', 'amount', 'status', 'download']);
    expect(cells[2]!.textContent).toBe('19.00 USD');
    expect(within(table).getByRole('button', { name: 'Download PDF of invoice R-1' })).toBeTruthy();
  });
});
