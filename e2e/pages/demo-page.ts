import type { Page } from '@playwright/test';

/** Page object of the demo host shell. */
export class DemoPage {
  constructor(private readonly page: Page) {}

  open() {
    return this.page.goto('/');
  }

  heading() {
    return this.page.getByRole('heading', { level: 1 });
  }

  serverStatus() {
    return this.page.getByRole('status');
  }
}
