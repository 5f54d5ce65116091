import { sql } from 'kysely';
import type pg from 'pg';
import type { Db } from './connect';

/** Cross-instance change signals (PostgreSQL LISTEN/NOTIFY); with PGlite there is one instance and nothing to do. */
export interface ChangeSignals {
  /** Tells every other instance that `topic` changed. */
  publish(topic: string): Promise<void>;
  /** Calls `fn` whenever another instance publishes `topic`. */
  subscribe(topic: string, fn: () => void): void;
  close(): Promise<void>;
}

const CHANNEL = 'portico_changes';
const ID_LENGTH = 36;

/** Tells every instance on `schema` that `topic` changed (`from` is the sender's id, which ignores its own signal). */
export async function publishChange(db: Db, schema: string | undefined, topic: string, from: string = crypto.randomUUID()): Promise<void> {
  await sql`select pg_notify(${CHANNEL}, ${`${from}:${schema ?? 'public'}:${topic}`})`.execute(db);
}

/** No other instance can exist (PGlite, or tests that need none). */
export const localSignals: ChangeSignals = { publish: async () => undefined, subscribe: () => undefined, close: async () => undefined };

/**
 * LISTENs on one dedicated connection (reconnecting with backoff when it drops); payloads are `schema:topic`, so
 * servers on other schemas of the same database ignore them.
 */
export function postgresSignals(db: Db, url: string, schema: string | undefined): ChangeSignals {
  const prefix = `${schema ?? 'public'}:`;
  const handlers = new Map<string, (() => void)[]>();
  const me = crypto.randomUUID();
  let client: pg.Client | undefined;
  let pending: pg.Client | undefined;
  let closed = false;
  let delay = 250;
  const connect = async () => {
    if (closed) return;
    const { Client } = (await import('pg')).default;
    const c = new Client({ connectionString: url });
    c.on('error', () => undefined);
    c.on('end', () => {
      if (client === c) client = undefined;
      if (!closed) setTimeout(() => void connect(), (delay = Math.min(delay * 2, 10_000))).unref();
    });
    c.on('notification', (n) => {
      const [from, rest] = [n.payload?.slice(0, ID_LENGTH), n.payload?.slice(ID_LENGTH + 1) ?? ''];
      if (from === me || !rest.startsWith(prefix)) return;
      // Every instance missed nothing while connected; after a reconnect handlers reload anyway (see below).
      for (const fn of handlers.get(rest.slice(prefix.length)) ?? []) fn();
    });
    pending = c;
    try {
      await c.connect();
      await c.query(`listen ${CHANNEL}`);
      if (closed) throw new Error('closed');
      client = c;
      delay = 250;
      // Changes made while disconnected were not heard: every subscriber reloads.
      for (const fns of handlers.values()) for (const fn of fns) fn();
    } catch {
      await c.end().catch(() => undefined);
    } finally {
      if (pending === c) pending = undefined;
    }
  };
  void connect();
  return {
    async publish(topic) {
      await publishChange(db, schema, topic, me);
    },
    subscribe(topic, fn) {
      handlers.set(topic, [...(handlers.get(topic) ?? []), fn]);
    },
    async close() {
      closed = true;
      await Promise.all([client, pending].map((c) => c?.end().catch(() => undefined)));
    },
  };
}
