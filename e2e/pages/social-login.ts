import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { ENV } from './env';

/** What the stand-ins use as their client (apps/server/src/test/social-idp.ts). */
export const STAND_IN = { clientId: 'portico-social', clientSecret: 'stand-in-secret-0123456789' };

/** Points one social provider of the seeded server at a loopback stand-in (the dev settings route). */
export async function configureProvider(request: APIRequestContext, type: string, settings: Record<string, unknown>): Promise<void> {
  const res = await request.put(`${ENV.server}/dev/social-providers/${type}`, {
    data: { active: true, clientId: STAND_IN.clientId, clientSecret: STAND_IN.clientSecret, redirectUrl: `${ENV.demo}/account/social/success`, ...settings },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** Turns a provider off again, so other journeys see the login box they expect. */
export async function turnOffProvider(request: APIRequestContext, type: string): Promise<void> {
  const res = await request.put(`${ENV.server}/dev/social-providers/${type}`, { data: { active: false, clientId: STAND_IN.clientId } });
  expect(res.status(), await res.text()).toBe(200);
}

/** The provider buttons of the login box and the stand-in's own sign-in pages. */
export class SocialLogin {
  constructor(readonly page: Page) {}

  button(provider: string): Locator {
    return this.page.getByRole('button', { name: `Continue with ${provider}` });
  }

  /** oidc-provider's development sign-in and consent pages: any login name is an account. */
  async signInAtStandIn(login: string) {
    await this.page.locator('input[name="login"]').fill(login);
    await this.page.locator('input[name="password"]').fill('any');
    await this.page.locator('button[type="submit"]').click();
    await this.page.locator('button[type="submit"]').click();
  }
}
