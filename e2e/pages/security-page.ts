import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { AdminPortalPage, expectToast } from './admin-portal';
import { createActiveUser, apiLogin, inviteUser } from './api';
import { ENV, uniqueEmail } from './env';
import { waitForMail } from './mailbox';

const ID = `${ENV.server}/frontegg/identity/resources`;

/** A fresh tenant (its owner holds Admin), so a journey's policies never reach another journey's users. */
export async function freshTenant(request: APIRequestContext, prefix: string): Promise<{ owner: string; password: string }> {
  const owner = uniqueEmail(prefix);
  const password = `${prefix} owner passphrase`;
  await createActiveUser(request, owner, password, `${prefix} owner`);
  return { owner, password };
}

/** Invites a member into the owner's tenant and activates them with a password from the invitation mail. */
export async function addMember(request: APIRequestContext, owner: { owner: string; password: string }, prefix: string) {
  const email = uniqueEmail(prefix);
  const password = `${prefix} member passphrase`;
  await inviteUser(request, await apiLogin(request, owner.owner, owner.password), email, `${prefix} member`);
  const link = new URL((await waitForMail(request, email, /invited|activate/i)).links[0]!);
  const res = await request.post(`${ID}/users/v1/activate`, {
    headers: { 'x-portico-source': 'e2e' },
    data: { userId: link.searchParams.get('userId'), token: link.searchParams.get('token'), password },
  });
  expect(res.status(), await res.text()).toBe(200);
  return { email, password };
}

/** The admin portal's Security section: session management and general settings tabs. */
export class SecurityPage extends AdminPortalPage {
  constructor(page: Page) {
    super(page);
  }

  async openTab(name: 'Session management' | 'General settings') {
    await this.page.getByRole('tab', { name }).click();
    await expect(this.page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
  }

  /** Switches one session policy on with a figure and saves the tab. */
  async setSessionPolicy(legend: 'Maximum concurrent sessions' | 'Idle session timeout' | 'Force re-login', figure: number) {
    const part = this.page.getByRole('group', { name: legend });
    await part.getByRole('checkbox').check();
    await part.getByRole('textbox').fill(String(figure));
    await this.page.getByRole('button', { name: 'Save session settings' }).click();
    await expectToast(this.page, 'Saved');
  }

  /** Sets a timed session policy (idle timeout, force re-login) to a count of a unit, on or off, and saves the tab. */
  async setDuration(legend: 'Idle session timeout' | 'Force re-login', count: number, unit: 'minutes' | 'hours' | 'days', opts: { active: boolean; save?: boolean }) {
    const part = this.page.getByRole('group', { name: legend });
    await part.getByRole('checkbox').setChecked(opts.active);
    await part.getByRole('textbox').fill(String(count));
    await part.getByRole('combobox', { name: 'Unit' }).selectOption(unit);
    if (opts.save === false) return;
    await this.page.getByRole('button', { name: 'Save session settings' }).click();
    await expectToast(this.page, 'Saved');
  }

  /** The tenant's session policy as the server stores it (seconds). */
  async sessionPolicy(request: APIRequestContext, tenant: { owner: string; password: string }): Promise<Record<string, unknown>> {
    const token = await apiLogin(request, tenant.owner, tenant.password);
    const res = await request.get(`${ID}/configurations/sessions/v1`, { headers: { authorization: `Bearer ${token}`, 'x-portico-source': 'e2e' } });
    expect(res.status(), await res.text()).toBe(200);
    return (await res.json()) as Record<string, unknown>;
  }

  /** Sets a counted general policy (lockout or password history) on with a figure and saves that form. */
  async setCounted(form: 'lockoutPolicy' | 'passwordHistoryPolicy', figure: number) {
    const f = this.page.locator(`[data-form="${form}"]`);
    await f.getByRole('checkbox').check();
    await f.getByRole('textbox').fill(String(figure));
    await f.getByRole('button').click();
    await expectToast(this.page, 'Saved');
  }
}
