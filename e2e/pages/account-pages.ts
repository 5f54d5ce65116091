import type { Locator, Page } from '@playwright/test';

/** Sign-up, activation, invitation, forgot- and reset-password screens of the login box. */
export class AccountPages {
  constructor(readonly page: Page) {}

  heading(name: string | RegExp): Locator {
    return this.page.getByRole('heading', { name });
  }

  alert(): Locator {
    return this.page.locator('.portico-root').getByRole('alert');
  }

  async signUp(values: { name: string; company: string; email: string; password: string }) {
    await this.page.goto('/account/sign-up');
    await this.page.getByLabel('Full name').fill(values.name);
    await this.page.getByLabel('Company').fill(values.company);
    await this.page.getByLabel('Email', { exact: true }).fill(values.email);
    await this.page.getByLabel('Password', { exact: true }).fill(values.password);
    await this.page.getByRole('button', { name: 'Create account' }).click();
  }

  /** Fills a new-password form (activation or reset): password and its confirmation. */
  async setNewPassword(password: string, submit: string) {
    await this.page.getByLabel(/^New password$/).fill(password);
    await this.page.getByLabel(/^Confirm (new )?password$/).fill(password);
    await this.page.getByRole('button', { name: submit }).click();
  }

  async requestReset(email: string) {
    await this.page.goto('/account/forget-password');
    await this.page.getByLabel('Email', { exact: true }).fill(email);
    await this.page.getByRole('button', { name: 'Send reset link' }).click();
  }
}
