import { expect, type Locator, type Page } from '@playwright/test';
import { LoginPage } from './login-page';

/** A toast in the portal's one announcement region (its polite or assertive list). */
export function toast(page: Page, text: string | RegExp): Locator {
  return page.getByRole('region', { name: 'Messages' }).locator('.portico-toast').filter({ hasText: text });
}

/** Expects a toast, then closes it: a later toast with the same words is then a new one, not this one still showing. */
export async function expectToast(page: Page, text: string | RegExp): Promise<void> {
  const shown = toast(page, text);
  await expect(shown).toBeVisible();
  await shown.getByRole('button', { name: 'Dismiss message' }).click();
  await expect(shown).toHaveCount(0);
}

/** The embedded admin portal at the demo's /admin (ui-admin-portal). */
export class AdminPortalPage {
  constructor(readonly page: Page) {}

  root(): Locator {
    return this.page.locator('.portico-admin');
  }

  nav(): Locator {
    return this.page.getByRole('navigation', { name: 'Admin sections' });
  }

  dialog(name: string | RegExp): Locator {
    return this.page.getByRole('dialog', { name });
  }

  /** Signs in through the demo's login box, then opens /admin and waits for the portal to be ready. */
  async signInAndOpen(email: string, password: string) {
    const login = new LoginPage(this.page);
    await login.open();
    await login.signIn(email, password);
    await expect(this.page).toHaveURL(/\/$/);
    await this.open();
  }

  /** Opens /admin through the demo's header link (client-side: the signed-in session is kept in memory). */
  async open() {
    await this.page.getByRole('navigation', { name: 'Demo' }).getByRole('link', { name: 'Admin portal' }).click();
    await expect(this.root()).toHaveAttribute('data-portico-admin-ready', 'true', { timeout: 15_000 });
  }

  /** The section names the sidebar offers, in order (links to each section's address). */
  async sections(): Promise<string[]> {
    return this.nav().getByRole('list').getByRole('link').allTextContents();
  }

  /** The sidebar's link to a section. */
  link(section: string): Locator {
    return this.nav().getByRole('link', { name: section, exact: true });
  }

  /** Opens an address of the portal cold (`/admin/users`) and waits for it to be ready. */
  async visit(path: string) {
    await this.page.goto(path);
    await expect(this.root()).toHaveAttribute('data-portico-admin-ready', 'true', { timeout: 15_000 });
  }

  async go(section: string) {
    await this.link(section).click();
    await expect(this.page.getByRole('heading', { level: 2, name: section })).toBeFocused();
  }

  /** The users table row of an e-mail address. */
  userRow(email: string): Locator {
    return this.page.getByRole('table', { name: 'Users' }).getByRole('row').filter({ hasText: email });
  }

  /** The row of a section's table (accessible name = the table caption) that contains a text. */
  tableRow(table: string, text: string): Locator {
    return this.page.getByRole('table', { name: table, exact: true }).getByRole('row').filter({ hasText: text });
  }

  /** Leaves the portal and comes back: every section reloads from the server on mount. */
  async reopen() {
    await this.page.getByRole('link', { name: 'Portico demo' }).click();
    await this.open();
  }

  async invite(name: string, email: string, roles: string[] = []) {
    await this.page.getByRole('button', { name: 'Invite user' }).click();
    const dialog = this.dialog('Invite user');
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByLabel('Email').fill(email);
    for (const role of roles) await dialog.getByRole('checkbox', { name: role }).check();
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await expect(dialog).toBeHidden();
  }

  async rowAction(email: string, action: string) {
    const row = this.userRow(email);
    const button = row.getByRole('button', { name: action });
    // The table re-renders once the account's date settings arrive, which can close a row menu just opened: reopen it.
    await expect(async () => {
      if (!(await button.isVisible())) await row.locator('summary').click();
      await button.click({ timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
  }

  async setRoles(email: string, name: string, roles: string[]) {
    await this.rowAction(email, 'Change roles');
    const dialog = this.dialog(`Change roles of ${name}`);
    for (const box of await dialog.getByRole('checkbox').all()) await box.uncheck();
    for (const role of roles) await dialog.getByRole('checkbox', { name: role }).check();
    await dialog.getByRole('button', { name: 'Save roles' }).click();
    await expect(dialog).toBeHidden();
  }
}
