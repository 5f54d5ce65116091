import { sql } from 'kysely';
import type { Db } from '../db/connect';
import { log } from '../http/log';
import type { ConnectivityDeliveryTable } from './tables';
import type { Selectable } from 'kysely';

/** One place an event goes: a webhook, an e-mail address, a phone number or a slack incoming-webhook URL. */
export interface DeliveryTarget {
  channel: 'webhook' | 'email' | 'sms' | 'slack';
  target: string;
  webhookId?: string;
}

/** A claimed outbox row. */
export type Delivery = Selectable<ConnectivityDeliveryTable>;

/** What a sender reports for one attempt (ok decides delivered vs. retried). */
export interface SendResult {
  ok: boolean;
  statusCode: number | null;
  body: string;
  durationMs: number;
}

/** Finds the targets subscribed to an event in a tenant (each connectivity domain registers one). */
export type TargetSource = (db: Db, tenantId: string, eventKey: string) => Promise<DeliveryTarget[]>;
/** Delivers one row of a channel. */
export type Sender = (row: Delivery) => Promise<SendResult>;

/** A connectivity channel family: where its subscribers are found and how each channel it yields is delivered. */
export interface ChannelFamily {
  /** Name of the subscriber source on the bus. */
  source: string;
  targets: TargetSource;
  /** One sender per channel the source yields targets for. */
  senders: Partial<Record<DeliveryTarget['channel'], Sender>>;
}

/** Retry schedule and limits of the worker. */
export interface BusOptions {
  /** Attempts before a row is marked failed. */
  maxAttempts: number;
  /** Delay after the first failed attempt; doubles each time. */
  baseDelayMs: number;
  /** Longest delay between attempts. */
  maxDelayMs: number;
  /** How long a claimed row stays claimed: a worker killed mid-delivery leaves it to be reclaimed after this. */
  leaseMs: number;
  /** Rows claimed per round. */
  batch: number;
  /** Longest wait for a receiver's whole answer. */
  timeoutMs: number;
}

/** Production schedule: 8 attempts over about 2 hours (10 s, 20 s, 40 s, … capped at 1 h). */
export const DEFAULT_BUS_OPTIONS: BusOptions = { maxAttempts: 8, baseDelayMs: 10_000, maxDelayMs: 3_600_000, leaseMs: 60_000, batch: 10, timeoutMs: 10_000 };

/** Delay before attempt `attempts + 1` after `attempts` failed ones. */
export const backoffMs = (attempts: number, o: BusOptions): number => Math.min(o.baseDelayMs * 2 ** Math.max(0, attempts - 1), o.maxDelayMs);

/**
 * The connectivity outbox: `emit` writes one row per subscribed target; `drain` claims due rows with
 * FOR UPDATE SKIP LOCKED (so several server instances share the work) and hands each to its channel's sender.
 */
export class EventBus {
  /** Injected clock (tests move time instead of sleeping). */
  now: () => Date = () => new Date();
  private readonly sources = new Map<string, TargetSource>();
  private readonly senders = new Map<string, Sender>();
  private timer: ReturnType<typeof setInterval> | undefined;
  private draining: Promise<number> | undefined;
  private readonly inFlight = new Set<Promise<void>>();
  private pumping: Promise<void> | undefined;
  private pumpAgain = false;

  /** This bus's schedule (a copy: tests tune one server without touching another). */
  readonly options: BusOptions;

  constructor(private readonly db: Db, options: Partial<BusOptions> = {}) {
    this.options = { ...DEFAULT_BUS_OPTIONS, ...options };
  }

  /** Registers where a domain's subscribers are found, under its name (registering a name again replaces it: never twice). */
  addSource(name: string, source: TargetSource): void {
    this.sources.set(name, source);
  }

  /** Registers the sender of a channel. */
  addSender(channel: DeliveryTarget['channel'], sender: Sender): void {
    this.senders.set(channel, sender);
  }

  /** Connects a channel family (app.ts, from each module's offer): its subscriber source and its channels' senders. */
  connect(family: ChannelFamily): void {
    this.addSource(family.source, family.targets);
    for (const [channel, sender] of Object.entries(family.senders)) this.addSender(channel as DeliveryTarget['channel'], sender);
  }

  /** What is wired: the subscriber sources by name and the channels that have a sender (a started server proves its offers). */
  wiring(): { sources: string[]; senders: string[] } {
    return { sources: [...this.sources.keys()].sort(), senders: [...this.senders.keys()].sort() };
  }

  /** Queues an event for every subscriber; never throws into the caller's request (a failure is logged). */
  async emit(tenantId: string, eventKey: string, data: Record<string, unknown>): Promise<void> {
    try {
      const targets = (await Promise.all([...this.sources.values()].map((s) => s(this.db, tenantId, eventKey)))).flat();
      await this.enqueue(tenantId, eventKey, data, targets);
      if (targets.length) this.kick();
    } catch (e) {
      log.error({ err: e, event: eventKey }, 'event not queued');
    }
  }

  /** Emits in the user's default account (events about a user not yet signed in to an account, e.g. a failed login). */
  async emitForUser(userId: string, eventKey: string, data: Record<string, unknown>): Promise<void> {
    const home = await this.db.selectFrom('user_tenants').select('tenant_id').where('user_id', '=', userId)
      .orderBy('is_default', 'desc').orderBy('created_at').executeTakeFirst();
    if (home) await this.emit(home.tenant_id, eventKey, data);
  }

  /** Writes the outbox rows of one event; returns their ids. */
  async enqueue(tenantId: string, eventKey: string, data: Record<string, unknown>, targets: DeliveryTarget[]): Promise<string[]> {
    if (!targets.length) return [];
    const at = this.now();
    const eventId = crypto.randomUUID();
    const payload = JSON.stringify({ id: eventId, eventKey, tenantId, createdAt: at.toISOString(), data });
    const rows = targets.map((t) => ({
      id: crypto.randomUUID(), tenant_id: tenantId, channel: t.channel, webhook_id: t.webhookId ?? null, event_id: eventId, event_key: eventKey,
      target: t.target, payload, next_attempt_at: at, created_at: at, updated_at: at,
    }));
    await this.db.insertInto('connectivity_deliveries').values(rows).execute();
    return rows.map((r) => r.id);
  }

  /** Claims up to `batch` due rows (pending and due, or claimed with an expired lease). */
  async claim(limit = this.options.batch): Promise<Delivery[]> {
    const at = this.now();
    const leaseUntil = new Date(at.getTime() + this.options.leaseMs);
    const { rows } = await sql<Delivery>`update connectivity_deliveries set status = 'delivering', attempts = attempts + 1,
        lease_until = ${leaseUntil}, updated_at = ${at}
      where id in (select id from connectivity_deliveries
        where (status = 'pending' and next_attempt_at <= ${at}) or (status = 'delivering' and lease_until < ${at})
        order by next_attempt_at limit ${limit} for update skip locked)
      returning *`.execute(this.db);
    return rows;
  }

  /** Delivers one claimed row and records the outcome; a stale claim (lease taken over) records nothing. */
  async deliver(row: Delivery): Promise<void> {
    const sender = this.senders.get(row.channel);
    const result: SendResult = sender
      ? await sender(row).catch((e: unknown) => ({ ok: false, statusCode: null, body: e instanceof Error ? e.message : String(e), durationMs: 0 }))
      : { ok: false, statusCode: null, body: `No sender for ${row.channel}`, durationMs: 0 };
    const at = this.now();
    const finalFailure = !result.ok && row.attempts >= this.options.maxAttempts;
    await this.db.updateTable('connectivity_deliveries').set({
      status: result.ok ? 'delivered' : finalFailure ? 'failed' : 'pending',
      status_code: result.statusCode, response_body: result.body, duration_ms: result.durationMs, lease_until: null, updated_at: at,
      next_attempt_at: result.ok || finalFailure ? at : new Date(at.getTime() + backoffMs(row.attempts, this.options)),
    }).where('id', '=', row.id).where('status', '=', 'delivering').where('attempts', '=', row.attempts).execute();
  }

  /** Claims and delivers until nothing is due; returns how many attempts were made. Concurrent calls share one run. */
  drain(): Promise<number> {
    this.draining ??= (async () => {
      let total = 0;
      try {
        for (let rows = await this.claim(); rows.length; rows = await this.claim()) {
          await Promise.all(rows.map((r) => this.deliver(r)));
          total += rows.length;
        }
      } finally {
        this.draining = undefined;
      }
      return total;
    })();
    return this.draining;
  }

  /** Polls every `intervalMs` (plus right after each emit and each finished delivery) until `stop`. */
  start(intervalMs = 1000): void {
    this.timer ??= setInterval(() => this.kick(), intervalMs);
  }

  /** Stops polling; resolves when the current round and the deliveries in flight are done. */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.draining?.catch(() => undefined);
    // A round caught mid-claim still hands out what it claims: wait for it, then for every delivery it started.
    await this.pumping?.catch(() => undefined);
    await Promise.all(this.inFlight);
  }

  /** Starts claiming soon when the worker runs (tests without a worker drain by hand). */
  kick(): void {
    if (this.timer) void this.pump().catch((e: unknown) => log.error({ err: e }, 'delivery round failed'));
  }

  /** The worker: claims as many due rows as there are free slots and delivers each on its own, so a slow receiver holds only its own slots. */
  private pump(): Promise<void> {
    if (this.pumping) {
      this.pumpAgain = true;
      return Promise.resolve(); // the running round goes again; its failure is logged once, by its own caller
    }
    this.pumping = this.round().finally(() => {
      this.pumping = undefined;
    });
    return this.pumping;
  }

  /** One round: claims into the free slots, again while it filled them all or was kicked meanwhile, until stopped. */
  private async round(): Promise<void> {
    do {
      this.pumpAgain = false;
      const free = this.options.batch - this.inFlight.size;
      if (free <= 0) return;
      const rows = await this.claim(free);
      for (const row of rows) {
        const done: Promise<void> = this.deliver(row)
          .catch((e: unknown) => log.error({ err: e }, 'delivery not recorded'))
          .finally(() => {
            this.inFlight.delete(done);
            this.kick();
          });
        this.inFlight.add(done);
      }
      if (rows.length === free) this.pumpAgain = true;
    } while (this.pumpAgain && this.timer);
  }

  /** Puts a row back in the queue now, with a fresh set of attempts ("retry"); false when it is unknown or being delivered. */
  async requeue(tenantId: string, id: string): Promise<boolean> {
    const at = this.now();
    const res = await this.db.updateTable('connectivity_deliveries')
      .set({ status: 'pending', attempts: 0, next_attempt_at: at, lease_until: null, updated_at: at })
      .where('id', '=', id).where('tenant_id', '=', tenantId).where('status', '!=', 'delivering').executeTakeFirst();
    if (Number(res.numUpdatedRows) === 0) return false;
    this.kick();
    return true;
  }
}
