import { appendFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Request, Response } from '@playwright/test';
import { secretsFromBody, type KnownSecret } from '../log-check/secrets';
import { LOG_DIR } from './env';

// Calls to the reference server (directly or through the demo's / gate's same-origin proxy).
const API = /\/(frontegg|oauth)\//;

function bodyOf(req: Request): unknown {
  const raw = req.postData();
  if (!raw) return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return Object.fromEntries(new URLSearchParams(raw));
  }
}

async function fromResponse(res: Response): Promise<KnownSecret[]> {
  const out: KnownSecret[] = [];
  // Refresh cookies: every value the server sets (rotated ones included), not only the last one.
  const cookies = (await res.headerValue('set-cookie').catch(() => null)) ?? '';
  for (const line of cookies.split('\n')) {
    const value = /^[^=;]+=([^;]*)/.exec(line)?.[1];
    if (value) out.push({ kind: 'cookie', value: decodeURIComponent(value) });
  }
  if (/\/oauth\/token$/.test(new URL(res.url()).pathname)) out.push(...secretsFromBody(await res.json().catch(() => null)));
  return out;
}

/** Notes every secret the context's pages send to or receive from the server; the returned function writes them out. */
export function recordSecrets(context: BrowserContext): () => Promise<void> {
  const found: KnownSecret[] = [];
  const pending: Promise<unknown>[] = [];
  const onRequest = (req: Request) => {
    if (API.test(req.url())) found.push(...secretsFromBody(bodyOf(req)));
  };
  const onResponse = (res: Response) => {
    if (API.test(res.url())) pending.push(fromResponse(res).then((s) => found.push(...s)));
  };
  context.on('request', onRequest);
  context.on('response', onResponse);
  return async () => {
    context.off('request', onRequest);
    context.off('response', onResponse);
    await Promise.allSettled(pending);
    if (!found.length) return;
    mkdirSync(LOG_DIR, { recursive: true });
    appendFileSync(join(LOG_DIR, 'secrets.jsonl'), found.map((s) => JSON.stringify(s)).join('\n') + '\n');
  };
}
