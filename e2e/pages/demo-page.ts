import { expect, type Page } from '@playwright/test';
import { LoginPage } from './login-page';

/** Page object of the demo host shell: brand, navigation, preview switch. */
export class DemoPage {
  constructor(private readonly page: Page) {}

  open() {
    return this.page.goto('/');
  }

  brand() {
    return this.page.getByRole('link', { name: 'Portico demo' });
  }

  mailboxLink() {
    return this.page.getByRole('navigation', { name: 'Demo' }).getByRole('link', { name: 'Dev mailbox' });
  }

  previewSwitch() {
    return this.page.getByRole('switch', { name: 'Preview mode' });
  }

  /** Turns preview mode on (the page reloads) and signs in as its sample user: no call reaches the server after. */
  async signInPreview() {
    await this.page.goto('/account/login');
    await this.previewSwitch().check();
    await expect(this.page.getByRole('note')).toContainText('Preview mode');
    await this.page.goto('/account/login');
    await new LoginPage(this.page).signIn('someone@example.com', 'anything at all');
    await expect(this.page.getByTestId('user-email')).toHaveText('preview.user@acme.example');
  }
}
