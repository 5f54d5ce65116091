/** The vendor's login strategies as `GET|PUT /dev/auth-strategies` (dev only) answer them. */
export interface StrategiesConfig {
  mainAuthStrategy: string;
  strategies: { strategy: string; isActive: boolean }[];
}

/** The strategies a person can try from the settings page, each with what the pre-login step then does. */
export const LOGIN_METHODS: Array<{ strategy: string; label: string; hint: string }> = [
  { strategy: 'EmailAndPassword', label: 'Email and password', hint: 'Email, then password (loginWithPassword).' },
  { strategy: 'Code', label: 'Email code', hint: 'A 6-digit code is emailed (loginWithOtc).' },
  { strategy: 'MagicLink', label: 'Magic link', hint: 'A single-use sign-in link is emailed (magicLinkPreLoginSuccess).' },
  { strategy: 'SmsCode', label: 'SMS code', hint: 'A 6-digit code is texted to the account’s phone, or emailed if it has none; then a phone can be added (loginWithSmsOtc).' },
];

async function call(init?: RequestInit): Promise<StrategiesConfig> {
  const response = await fetch('/dev/auth-strategies', init);
  if (!response.ok) throw new Error(`The server answered ${response.status}`);
  return (await response.json()) as StrategiesConfig;
}

/** Reads the vendor's strategies (the host app may fetch; only UI packages may not). */
export const readStrategies = (): Promise<StrategiesConfig> => call();

/** Makes `strategy` the main one (turned on), keeping the others as they are. */
export function chooseStrategy(current: StrategiesConfig, strategy: string): Promise<StrategiesConfig> {
  const strategies = current.strategies.map((s) => ({ strategy: s.strategy, isActive: s.isActive || s.strategy === strategy }));
  return call({ method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ mainAuthStrategy: strategy, strategies }) });
}
