import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPortal, SLOW } from '../../../test/portal';

const headers = () => screen.getAllByRole('columnheader').map((h) => h.textContent?.replace(/[↑↓\s]+$/, ''));

describe('audits section', () => {
  it('shows the log with Severity and User Agent hidden, sorts, filters, chooses columns and downloads the CSV', async () => {
    const user = userEvent.setup();
    const { portico } = renderPortal({ section: 'audits' });
    await screen.findByRole('heading', { name: 'Audit logs' }, SLOW);
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(21), SLOW);
    expect(headers()).toEqual(['Time', 'User', 'Action', 'Description', 'IP Address', 'Json Data']);
    expect(screen.getByText('Entries today').nextElementSibling?.textContent).not.toBe('—');

    await user.click(screen.getByRole('button', { name: /^Action/ }));
    await waitFor(() => expect(screen.getByRole('columnheader', { name: /Action/ }).getAttribute('aria-sort')).toBe('ascending'), SLOW);

    await user.selectOptions(screen.getByLabelText('Column'), 'severity');
    await user.selectOptions(screen.getByLabelText('Value'), 'SEVERE');
    await user.click(screen.getByRole('button', { name: 'Apply filter' }));
    expect(await screen.findByText('Severity: Severe')).toBeTruthy();
    await user.click(screen.getByText('Columns'));
    await user.click(screen.getByRole('checkbox', { name: 'Severity' }));
    await waitFor(() => {
      const cells = document.querySelectorAll('td[data-column="severity"]');
      expect(cells.length).toBeGreaterThan(0);
      expect([...cells].every((c) => c.textContent === 'Severe')).toBe(true);
    }, SLOW);

    const create = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:audits');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await screen.findByText('audits.csv downloaded', undefined, SLOW);
    const file = create.mock.calls[0]![0] as File;
    const lines = (await file.text()).trimEnd().split('\r\n');
    expect(lines[0]).toContain('"Severity"');
    expect(lines.length - 1).toBe(within(screen.getByRole('table')).getAllByRole('row').length - 1);
    expect(portico).toBeDefined();
  });
});
