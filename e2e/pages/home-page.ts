import { expect, type Locator, type Page } from '@playwright/test';

/** The demo's signed-in page: who you are, tenant, roles, MFA card, log out. */
export class HomePage {
  constructor(readonly page: Page) {}

  heading(): Locator {
    return this.page.getByRole('heading', { level: 1 });
  }

  async expectSignedIn(email: string) {
    await expect(this.page).toHaveURL(/\/$/);
    await expect(this.page.getByTestId('user-email')).toHaveText(email);
  }

  /** The Analytics card's state (gated by the plan's `analytics` entitlement): 'Unlocked' or 'Locked'. */
  analyticsState(): Locator {
    return this.page.getByTestId('analytics-state').locator('.demo-badge');
  }

  /** Forces the token refresh that re-reads the entitlements ("Check again"), and waits for it to finish. */
  async refreshEntitlements() {
    const button = this.page.getByTestId('analytics-card').getByRole('button', { name: 'Check again' });
    await button.click();
    await expect(button).toBeEnabled();
  }

  async logOut() {
    await this.page.getByRole('button', { name: 'Log out' }).click();
    await expect(this.page).toHaveURL(/\/account\/login/);
  }

  /** Starts authenticator enrolment; returns the base32 secret the card shows. */
  async startMfaEnrolment(): Promise<string> {
    await this.page.getByRole('button', { name: 'Set up authenticator app' }).click();
    const secret = this.page.getByTestId('mfa-secret');
    await expect(secret).toHaveText(/^[A-Z2-7]{16,}$/);
    return (await secret.textContent())!;
  }

  /** Starts SMS MFA enrolment: the phone form, then "Text me a code". */
  async startSmsEnrolment(phone: string) {
    await this.page.getByRole('button', { name: 'Use text messages' }).click();
    await this.page.getByLabel('Mobile phone number').fill(phone);
    await this.page.getByRole('button', { name: 'Text me a code' }).click();
    await expect(this.page.getByLabel('Code from the text message')).toBeVisible();
  }

  /** Confirms the SMS enrolment with the texted code; returns the recovery code the card shows once. */
  async finishSmsEnrolment(code: string): Promise<string> {
    await this.page.getByLabel('Code from the text message').fill(code);
    await this.page.getByRole('button', { name: 'Turn on' }).click();
    const recovery = this.page.getByTestId('mfa-recovery-code');
    await expect(recovery).toBeVisible();
    return (await recovery.textContent())!.trim();
  }

  /** Adds a security key (the virtual authenticator answers) as second factor; returns the recovery code shown once. */
  async addSecurityKey(): Promise<string> {
    await this.page.getByRole('button', { name: 'Add a security key' }).click();
    const recovery = this.page.getByTestId('mfa-recovery-code');
    await expect(recovery).toBeVisible();
    return (await recovery.textContent())!.trim();
  }

  /** The security keys listed on the MFA card. */
  securityKeys(): Locator {
    return this.page.getByTestId('mfa-security-key');
  }

  async finishMfaEnrolment(code: string): Promise<string> {
    await this.page.getByLabel('Code from the app').fill(code);
    await this.page.getByRole('button', { name: 'Turn on' }).click();
    const recovery = this.page.getByTestId('mfa-recovery-code');
    await expect(recovery).toBeVisible();
    return (await recovery.textContent())!.trim();
  }
}
