import { expect, type Locator, type Page } from '@playwright/test';

/** The login box (ui-login) as the demo and the hosted page show it: email step, password step, MFA steps. */
export class LoginPage {
  constructor(readonly page: Page, private readonly path = '/account/login') {}

  open(query = '') {
    return this.page.goto(`${this.path}${query}`);
  }

  email(): Locator {
    return this.page.getByLabel('Email', { exact: true });
  }

  password(): Locator {
    return this.page.getByLabel('Password', { exact: true });
  }

  /** The screen's alert (server messages are shown there). */
  alert(): Locator {
    return this.page.locator('.portico-root').getByRole('alert');
  }

  step(): Locator {
    return this.page.locator('[data-login-step]');
  }

  async submitEmail(email: string) {
    await this.email().fill(email);
    await this.page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(this.password()).toBeVisible();
  }

  async submitPassword(password: string) {
    await this.password().fill(password);
    await this.page.getByRole('button', { name: 'Sign in' }).click();
  }

  async signIn(email: string, password: string) {
    await this.submitEmail(email);
    await this.submitPassword(password);
  }

  /** Types a 6-digit code into the code boxes (a complete code submits by itself). */
  async typeCode(code: string) {
    await this.page.getByLabel('Digit 1 of 6').click();
    await this.page.keyboard.type(code);
  }

  mfaHeading(): Locator {
    return this.page.getByRole('heading', { name: 'Two-factor authentication' });
  }

  async useRecoveryCode(code: string) {
    await this.page.getByRole('button', { name: 'Use a recovery code' }).click();
    await this.page.getByLabel('Recovery code').fill(code);
    await this.page.getByRole('button', { name: 'Continue' }).click();
  }
}
