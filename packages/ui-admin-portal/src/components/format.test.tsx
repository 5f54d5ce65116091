import { describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { createAdminStores, createFormatter, selectTokens, selectUserRows } from '@portico/core-state/admin';
import { AdminPortal } from '../index';
import { prepareDatesWhenIdle } from './format';
import { ALL_VISIBLE, previewPortico, SLOW } from '../../test/portal';

/** The texts of one column of a table, data rows only. */
const column = (table: string, id: string) =>
  within(screen.getByRole('table', { name: table })).queryAllByRole('cell').filter((c) => c.getAttribute('data-column') === id).map((c) => c.textContent);

describe('one formatter for the portal', () => {
  it('dates in two sections follow the account time zone and date format, and a saved change', async () => {
    const portico = previewPortico(['fe.*']);
    const admin = createAdminStores(portico);
    const view = render(<AdminPortal portico={portico} navigation={ALL_VISIBLE} section="users" />);
    const joined = () => selectUserRows(admin.users.getState()).map((u) => u.joinedAt);
    // Preview account: America/Los_Angeles, DD/MM/YYYY.
    await waitFor(() => expect(admin.account.getState().settings.status).toBe('ready'), SLOW);
    const la = createFormatter('en', { timezone: 'America/Los_Angeles', dateFormat: 'DD/MM/YYYY' });
    await waitFor(() => expect(column('Users', 'createdAt').length).toBeGreaterThan(0), SLOW);
    expect(column('Users', 'createdAt')).toEqual(joined().map((d) => la.date(d, '—')));
    expect(column('Users', 'createdAt')[0]).toMatch(/^\d\d\/\d\d\/\d{4}$/);

    // The admin saves another zone and format in Account settings: the dates shown change without a reload.
    await act(async () => void (await admin.account.getState().saveSettings({ timezone: 'Asia/Tokyo', dateFormat: 'YYYY-MM-DD' })));
    const tokyo = createFormatter('en', { timezone: 'Asia/Tokyo', dateFormat: 'YYYY-MM-DD' });
    await waitFor(() => expect(column('Users', 'createdAt')).toEqual(joined().map((d) => tokyo.date(d, '—'))));
    expect(column('Users', 'createdAt')[0]).toMatch(/^\d{4}-\d\d-\d\d$/);

    // Another section (API tokens) writes its dates the same way.
    view.rerender(<AdminPortal portico={portico} navigation={ALL_VISIBLE} section="apiTokens" />);
    await screen.findByRole('heading', { name: 'API tokens' }, SLOW);
    await waitFor(() => expect(selectTokens('tenant')(admin.apiTokens.getState()).length).toBeGreaterThan(0), SLOW);
    const created = selectTokens('tenant')(admin.apiTokens.getState()).map((t) => tokyo.date(t.createdAt, '—'));
    await waitFor(() => expect(column('API tokens', 'createdAt')).toEqual(created), SLOW);
  });

  it('falls back to the language\'s own styles for a user who may not read the account settings (and asks for none)', async () => {
    const portico = previewPortico(['fe.secure.read.users']);
    const admin = createAdminStores(portico);
    render(<AdminPortal portico={portico} navigation={ALL_VISIBLE} section="users" />);
    await waitFor(() => expect(column('Users', 'createdAt').length).toBeGreaterThan(0), SLOW);
    const locale = new Intl.DateTimeFormat('en', { dateStyle: 'medium' });
    expect(column('Users', 'createdAt')).toEqual(selectUserRows(admin.users.getState()).map((u) => (u.joinedAt ? locale.format(new Date(u.joinedAt)) : '—')));
    expect(admin.account.getState().settings.status).toBe('idle');
  });
});

describe('prepareDatesWhenIdle', () => {
  it('asks for one idle moment per language and builds that language\'s date formats in it; without idle callbacks, nothing', () => {
    prepareDatesWhenIdle('fi'); // jsdom has no requestIdleCallback: nothing asked, nothing remembered
    const runs: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (run: () => void) => runs.push(run));
    const real = Intl.DateTimeFormat;
    let built = 0;
    try {
      prepareDatesWhenIdle('fi');
      prepareDatesWhenIdle('fi');
      expect(runs).toHaveLength(1);
      Intl.DateTimeFormat = class extends real {
        constructor(...args: ConstructorParameters<typeof Intl.DateTimeFormat>) {
          super(...args);
          built++;
        }
      } as typeof Intl.DateTimeFormat;
      runs[0]!();
      expect(built).toBeGreaterThan(0);
    } finally {
      Intl.DateTimeFormat = real;
      vi.unstubAllGlobals();
    }
  });
});
