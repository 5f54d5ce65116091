import { z } from 'zod';
import type { VendorConfig } from '../vendor';

/** Every login strategy the client knows (`AuthStrategy` in @portico/rest-api), in the order the public call lists them. */
export const AUTH_STRATEGIES = ['EmailAndPassword', 'MagicLink', 'Code', 'SmsCode', 'SmsCodeV2', 'Passkeys', 'NoLocalAuthentication'] as const;
export type AuthStrategyName = (typeof AUTH_STRATEGIES)[number];

/** Body of a strategies change: which strategies are on, and which one the pre-login step follows. */
export const authStrategiesChangeSchema = z.object({
  mainAuthStrategy: z.enum(AUTH_STRATEGIES),
  strategies: z.array(z.object({ strategy: z.enum(AUTH_STRATEGIES), isActive: z.boolean() })).min(1).max(AUTH_STRATEGIES.length),
}).refine((b) => b.strategies.some((s) => s.strategy === b.mainAuthStrategy && s.isActive), {
  message: 'The main authentication strategy must be active', path: ['mainAuthStrategy'],
});
export type AuthStrategiesChange = z.infer<typeof authStrategiesChangeSchema>;

/** Strategies a login starts with; the others (passkeys, SMS v2) are offered beside one. */
const MAIN_STRATEGIES: readonly AuthStrategyName[] = ['EmailAndPassword', 'MagicLink', 'Code', 'SmsCode', 'NoLocalAuthentication'];

/** Both readings of the strategies: ours and the published client's. */
export interface StrategiesView {
  mainAuthStrategy: string;
  strategies: { strategy: AuthStrategyName; isActive: boolean }[];
  /** The active main strategies, the main one first (Frontegg's `IAuthStrategiesConfig`). */
  mainAuthStrategies: { strategy: AuthStrategyName }[];
  /** The others, on or off (Frontegg's `IAuthStrategiesConfig`). */
  secondaryAuthStrategies: { strategy: AuthStrategyName; isActive: boolean }[];
}

/** The answer of `GET /configurations/v1/auth/strategies` (AuthStrategiesConfig, and the published client's reading). */
export function strategiesView(cfg: VendorConfig): StrategiesView {
  const active = new Set(activeStrategies(cfg));
  const main = [cfg.authStrategy, ...MAIN_STRATEGIES.filter((s) => s !== cfg.authStrategy && active.has(s))] as AuthStrategyName[];
  return {
    mainAuthStrategy: cfg.authStrategy, strategies: AUTH_STRATEGIES.map((strategy) => ({ strategy, isActive: active.has(strategy) })),
    mainAuthStrategies: main.map((strategy) => ({ strategy })),
    secondaryAuthStrategies: AUTH_STRATEGIES.filter((s) => !MAIN_STRATEGIES.includes(s)).map((strategy) => ({ strategy, isActive: active.has(strategy) })),
  };
}

/** Active strategies; the main one is always active (a vendor stored before this list existed has only `authStrategy`). */
export function activeStrategies(cfg: VendorConfig): AuthStrategyName[] {
  const list = new Set<string>(cfg.activeAuthStrategies ?? []);
  list.add(cfg.authStrategy);
  return AUTH_STRATEGIES.filter((s) => list.has(s));
}

/** True when the vendor has turned `strategy` on; what the passwordless, SMS and passkey routes check before acting. */
export function isStrategyActive(cfg: VendorConfig, strategy: AuthStrategyName): boolean {
  return activeStrategies(cfg).includes(strategy);
}

/** The vendor-config change that stores a validated strategies body. */
export function toConfigChange(body: AuthStrategiesChange): Pick<VendorConfig, 'authStrategy' | 'activeAuthStrategies'> {
  const on = new Set(body.strategies.filter((s) => s.isActive).map((s) => s.strategy));
  return { authStrategy: body.mainAuthStrategy, activeAuthStrategies: AUTH_STRATEGIES.filter((s) => on.has(s)) };
}
