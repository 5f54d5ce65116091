import { expect, type APIRequestContext } from '@playwright/test';
import { ENV } from './env';
import type { Mail } from './mailbox';

/** Switches the vendor's main login strategy through the dev API (what the demo's Login methods page calls). */
export async function useStrategy(request: APIRequestContext, strategy: 'EmailAndPassword' | 'Code' | 'MagicLink' | 'SmsCode'): Promise<void> {
  const current = (await (await request.get(`${ENV.server}/dev/auth-strategies`)).json()) as { strategies: { strategy: string; isActive: boolean }[] };
  const strategies = current.strategies.map((s) => ({ strategy: s.strategy, isActive: s.isActive || s.strategy === strategy }));
  const res = await request.put(`${ENV.server}/dev/auth-strategies`, { data: { mainAuthStrategy: strategy, strategies } });
  expect(res.status(), await res.text()).toBe(200);
}

/** Waits for the newest text to `phone` whose words match `kind` in the dev SMS outbox and differs from `not`; returns its code. */
export async function waitForSmsCode(request: APIRequestContext, phone: string, kind: RegExp, not = ''): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const texts = (await (await request.get(`${ENV.server}/dev/sms`)).json()) as Mail[];
      const newest = texts.find((m) => m.to === phone && kind.test(m.text));
      code = newest && newest.codes[0] !== not ? newest.codes[0] : undefined;
      return code;
    }, { timeout: 10_000 })
    .toBeTruthy();
  return code!;
}
