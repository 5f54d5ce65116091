import { z } from 'zod';
import type { Deps } from '../deps';
import { isSocialProvider } from './providers';
import { providerSettingsSchema, updateProvider } from './settings';

/**
 * Applies `SOCIAL_PROVIDERS` at start-up: a JSON object keyed by provider, each value the dev settings body
 * (`{"google":{"active":true,"clientId":"…","clientSecret":"…"}}`). A bad entry stops the start with its reason.
 */
export async function applySocialProvidersFromEnv(deps: Deps, json: string | undefined = process.env.SOCIAL_PROVIDERS): Promise<void> {
  if (!json?.trim()) return;
  const entries = z.record(z.string(), z.unknown()).parse(JSON.parse(json));
  for (const [type, settings] of Object.entries(entries)) {
    if (!isSocialProvider(type)) throw new Error(`SOCIAL_PROVIDERS: unknown provider ${type}`);
    await updateProvider(deps, type, providerSettingsSchema.parse(settings));
  }
}
