import { expect, type Locator, type Page } from '@playwright/test';

/** The notifications bell of the admin portal's sidebar and its panel. */
export class NotificationsBell {
  constructor(readonly page: Page) {}

  /** The bell button; its name carries the unread count ("Notifications, 2 unread"). */
  button(): Locator {
    return this.page.getByRole('navigation', { name: 'Admin sections' }).getByRole('button', { name: /^Notifications/ });
  }

  panel(): Locator {
    return this.page.getByRole('region', { name: 'Notifications' });
  }

  /** The polite live region that announces the unread count. */
  live(): Locator {
    return this.page.locator('.portico-admin-notifications__live');
  }

  item(title: string): Locator {
    return this.panel().getByRole('listitem').filter({ hasText: title });
  }

  async open() {
    await this.button().click();
    await expect(this.panel()).toBeVisible();
  }
}
