import type { BrowserContext, Page } from '@playwright/test';

/** Origins and accounts of the gate journeys (must match the webServer entries of playwright.config.ts). */
export const GATE = {
  origin: `http://127.0.0.1:${process.env.GATE_PORT ?? 5174}`,
  adminUrl: 'http://admin.portico.test/',
  siteUrl: 'http://www.portico.test/',
  admin: 'admin@acme.test',
  member: 'member@acme.test',
  password: 'Portico-demo-1',
} as const;

/** Page object of the sign-in gate and the server's hosted sign-in form it sends visitors to. */
export class GatePage {
  constructor(readonly page: Page) {}

  open(path = '/') {
    return this.page.goto(`${GATE.origin}${path}`);
  }

  status() {
    return this.page.locator('.portico-gate-status');
  }

  /** The server's hosted login page (ui-login at /oauth/account/login): email, Continue, password, Sign in. */
  async signIn(email: string, password: string) {
    await this.page.getByLabel('Email').fill(email);
    await this.page.getByRole('button', { name: 'Continue' }).click();
    await this.page.getByLabel('Password').fill(password);
    await this.page.getByRole('button', { name: 'Sign in' }).click();
  }

  /** Waits for the hosted login page; returns the authorize request it carries as its redirectUrl. */
  async onSignInPage(): Promise<URL> {
    await this.page.waitForURL((url) => url.pathname === '/oauth/account/login');
    return new URL(new URL(this.page.url()).searchParams.get('redirectUrl')!);
  }
}

/**
 * Stands in for the admin page and the site root (other hosts): answers them with a heading, and lets a test hold
 * the answer back to look at the gate while it redirects.
 */
export async function serveDestinations(context: BrowserContext): Promise<{ release(): void }> {
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  for (const [url, title] of [[GATE.adminUrl, 'Admin page'], [GATE.siteUrl, 'Site root']] as const) {
    await context.route(`${url}**`, async (route) => {
      await held;
      await route.fulfill({ contentType: 'text/html', body: `<!doctype html><title>${title}</title><h1>${title}</h1>` });
    });
  }
  return { release };
}
