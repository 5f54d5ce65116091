import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { ENV } from './env';

/** The demo as `localhost`: WebAuthn needs a domain as RP id, never an IP address (the server's RP id is `localhost`). */
export const PASSKEY_DEMO = ENV.demo.replace('127.0.0.1', 'localhost');

type Strategies = { mainAuthStrategy: string; strategies: { strategy: string; isActive: boolean }[] };

/** Turns the vendor's Passkeys strategy on through the dev-only switch; returns the previous setting for {@link restoreStrategies}. */
export async function enablePasskeys(request: APIRequestContext): Promise<Strategies> {
  const before = (await (await request.get(`${ENV.server}/dev/auth-strategies`)).json()) as Strategies;
  const strategies = before.strategies.map((s) => (s.strategy === 'Passkeys' ? { ...s, isActive: true } : s));
  const res = await request.put(`${ENV.server}/dev/auth-strategies`, { data: { mainAuthStrategy: before.mainAuthStrategy, strategies } });
  expect(res.status(), await res.text()).toBe(200);
  return before;
}

/** Puts the strategies back, so the journeys after these see the vendor as they expect it. */
export async function restoreStrategies(request: APIRequestContext, before: Strategies): Promise<void> {
  const res = await request.put(`${ENV.server}/dev/auth-strategies`, { data: { mainAuthStrategy: before.mainAuthStrategy, strategies: before.strategies.filter((s) => s.isActive) } });
  expect(res.status(), await res.text()).toBe(200);
}

/**
 * Adds a DevTools virtual authenticator (CDP `WebAuthn` domain) that answers every ceremony at once with user
 * verification: `platform` is built into the device (internal), otherwise a USB security key.
 */
export async function addVirtualAuthenticator(page: Page, kind: 'platform' | 'cross-platform'): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2', transport: kind === 'platform' ? 'internal' : 'usb', hasResidentKey: true, hasUserVerification: true,
      isUserVerified: true, automaticPresenceSimulation: true,
    },
  });
}
