import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { AdminContextProvider, type AdminContextValue } from '../context';
import { en } from '../localization';
import { DataTable } from './DataTable';
import type { AdminColumnDef } from './tableFeatures';

const context = { strings: en, lang: 'en' } as unknown as AdminContextValue;
const wrap = (children: ReactNode) => <AdminContextProvider value={context}>{children}</AdminContextProvider>;

interface Row { id: string; name: string }
const columns: AdminColumnDef<Row>[] = [{ id: 'name', header: 'Name', cell: (c) => c.row.original.name }];
const paging = (total: number) => ({ page: 0, pageCount: total ? 1 : 0, total, onPage: () => undefined });

function table(data: Row[], loading: boolean, total = data.length) {
  return wrap(<DataTable name="users" caption="Users" data={data} columns={columns} getRowId={(r) => r.id} loading={loading} paging={paging(total)} />);
}

describe('DataTable', () => {
  it('before its first rows arrive says it is loading, not that there are 0 items or nothing to show', () => {
    render(table([], true));
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    expect(document.querySelector('.portico-admin-table-loading')).not.toBeNull();
    expect(document.querySelector('.portico-admin-pager-text')?.textContent).toBe('');
    expect(document.querySelector('[data-empty-state]')).toBeNull();
  });

  it('once loaded shows the rows and the count, without the loading row', () => {
    const { rerender } = render(table([], true));
    rerender(table([{ id: 'u1', name: 'Ada' }, { id: 'u2', name: 'Grace' }], false));
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByText('Ada')).toBeTruthy();
    expect(document.querySelector('.portico-admin-pager-text')?.textContent).toBe('Page 1 of 1 · 2 items');
  });

  it('loaded and empty says what fills the table; reloading a page keeps its rows and count on screen', () => {
    const { rerender } = render(table([], false));
    expect(document.querySelector('[data-empty-state="users"]')).not.toBeNull();
    expect(document.querySelector('.portico-admin-pager-text')?.textContent).toBe('Page 1 of 1 · 0 items');
    rerender(table([{ id: 'u1', name: 'Ada' }], true, 1));
    expect(screen.queryByRole('status')).toBeNull();
    expect(document.querySelector('.portico-admin-pager-text')?.textContent).toBe('Page 1 of 1 · 1 item');
  });
});
