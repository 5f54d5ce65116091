import type { Db } from '../db/connect';
import type { VendorRow } from './tables';
import { DEFAULT_VENDOR_CONFIG, type VendorConfig } from './config';

/** The single vendor this server serves, cached in memory and written through. */
export class VendorService {
  private row: VendorRow | undefined;
  /** Called after a change is stored (the app tells the other instances). */
  onChange: (() => Promise<void>) | undefined;
  // Loads and updates take turns: a reload that read before an update must not land after it with the old row.
  private turn: Promise<unknown> = Promise.resolve();

  constructor(private readonly db: Db) {}

  private inTurn<T>(fn: () => Promise<T>): Promise<T> {
    const run = this.turn.then(fn, fn);
    this.turn = run.catch(() => undefined);
    return run;
  }

  /** Loads the vendor, creating an empty one if the database has none. */
  load(): Promise<VendorRow> {
    return this.inTurn(() => this.read());
  }

  private async read(): Promise<VendorRow> {
    let row = await this.db.selectFrom('vendors').selectAll().orderBy('created_at').orderBy('id').executeTakeFirst();
    row ??= await this.db.insertInto('vendors')
      .values({ id: crypto.randomUUID(), name: 'Portico', config: JSON.stringify(DEFAULT_VENDOR_CONFIG) })
      .returningAll().executeTakeFirstOrThrow();
    this.row = row;
    return row;
  }

  get id(): string {
    if (!this.row) throw new Error('vendor not loaded');
    return this.row.id;
  }

  get info(): { name: string; logo: string | null; whiteLabelMode: boolean } {
    if (!this.row) throw new Error('vendor not loaded');
    return { name: this.row.name, logo: this.row.logo, whiteLabelMode: this.row.white_label_mode };
  }

  get config(): VendorConfig {
    if (!this.row) throw new Error('vendor not loaded');
    return { ...DEFAULT_VENDOR_CONFIG, ...(this.row.config as Partial<VendorConfig>) };
  }

  /** Merges a partial change into the stored configuration. */
  async update(change: Partial<VendorConfig>, name?: string): Promise<void> {
    await this.inTurn(async () => {
      const config = { ...this.config, ...change };
      this.row = await this.db.updateTable('vendors').set({ config: JSON.stringify(config), ...(name ? { name } : {}) })
        .where('id', '=', this.id).returningAll().executeTakeFirstOrThrow();
    });
    await this.onChange?.().catch(() => undefined);
  }
}
