import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { createAdminStores } from '@portico/core-state/admin';
import { renderPortal, SLOW } from '../../test/portal';

// The seeded ReadOnly role's patterns (apps/server/src/roles/permissions.ts).
const READ_ONLY = ['fe.*.read.*', 'fe.subscriptions.read', 'fe.usage.read'];
const NOTE = /You can view this page/;

/** Enabled buttons of the section (a disabled fieldset disables those inside), tabs left out; by accessible name. */
function enabledButtons(): string[] {
  const section = document.querySelector('[data-section-id]') as HTMLElement;
  return within(section).queryAllByRole('button').filter((b) => !b.matches(':disabled') && !b.closest('[role="tablist"]'))
    .map((b) => b.getAttribute('aria-label') ?? b.textContent ?? '');
}

describe('a reader (ReadOnly) meets no write action', () => {
  it('Roles: no New role, Edit, Delete or Make default; every permission box read-only; the note says why', async () => {
    renderPortal({ section: 'roles', permissions: READ_ONLY });
    const matrix = await screen.findByRole('table', { name: 'Permissions held by each role, by category' }, SLOW);
    expect(screen.getByText(NOTE)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'New role' })).toBeNull();
    expect(screen.queryAllByRole('button', { name: /^(Edit role|Delete role|Make default)/ })).toEqual([]);
    const boxes = within(matrix).getAllByRole('checkbox') as HTMLInputElement[];
    expect(boxes.length).toBeGreaterThan(3);
    expect(boxes.filter((b) => !b.disabled)).toEqual([]);
  });

  it('Users: no invite buttons and no row menu', async () => {
    renderPortal({ section: 'users', permissions: READ_ONLY });
    const table = await screen.findByRole('table', { name: 'Users' }, SLOW);
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1), SLOW);
    expect(screen.queryByRole('button', { name: /Invite/ })).toBeNull();
    expect(table.querySelector('.portico-admin-row-menu')).toBeNull();
    expect(screen.getByText(NOTE)).toBeTruthy();
  });

  it('Account settings: the fields are view-only and there is no Save', async () => {
    renderPortal({ section: 'account', permissions: READ_ONLY });
    const company = (await screen.findByLabelText('Company name', undefined, SLOW)) as HTMLInputElement;
    expect(company.readOnly).toBe(true);
    expect(company.getAttribute('data-appearance')).toBe('viewOnly');
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it('Security: every policy control is disabled, Groups and API tokens offer nothing to press', async () => {
    const { unmount } = renderPortal({ section: 'security', permissions: READ_ONLY });
    await screen.findByRole('heading', { name: 'Security' }, SLOW);
    await waitFor(() => expect(document.querySelector('[data-tab-content] form, [data-tab-content] input')).not.toBeNull(), SLOW);
    expect(enabledButtons()).toEqual([]);
    unmount();
    for (const section of ['groups', 'apiTokens'] as const) {
      const view = renderPortal({ section, permissions: READ_ONLY });
      await screen.findByText(NOTE, undefined, SLOW);
      await waitFor(() => expect(document.querySelector('[data-section-id] table tbody tr')).not.toBeNull(), SLOW);
      expect(enabledButtons()).toEqual([]);
      view.unmount();
    }
  });
});

describe('an admin and the vendor’s roles', () => {
  it('a vendor role (no tenant) is view-only: no Edit or Delete, its boxes read-only; Make default stays (the server allows it)', async () => {
    const { portico } = renderPortal({ section: 'roles' });
    const matrix = await screen.findByRole('table', { name: 'Permissions held by each role, by category' }, SLOW);
    const roles = createAdminStores(portico).roles;
    // The preview's roles are all the account's own: make Support the vendor's.
    act(() => roles.setState((s) => ({ ...s, roles: { ...s.roles, data: s.roles.data.map((r) => (r.key === 'Support' ? { ...r, tenantId: null } : r)) } })));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Edit role Support' })).toBeNull());
    expect(screen.queryByRole('button', { name: 'Delete role Support' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Edit role Admin' })).toBeTruthy();
    const support = screen.getByText('Support', { selector: '.portico-admin-role-name' }).closest('tr')!;
    expect(within(support).getByText('Built in, view only')).toBeTruthy();
    expect(within(support).getByRole('button', { name: 'Make default' })).toBeTruthy();
    const boxes = within(matrix).getAllByRole('checkbox', { name: / for Support$/ }) as HTMLInputElement[];
    expect(boxes.every((b) => b.disabled)).toBe(true);
    expect((within(matrix).getAllByRole('checkbox', { name: / for Admin$/ }) as HTMLInputElement[]).some((b) => !b.disabled)).toBe(true);
  });
});
