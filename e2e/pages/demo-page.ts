import type { Page } from '@playwright/test';

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
}
