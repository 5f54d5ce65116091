import type { Deps } from '../deps';
import { open, seal } from './secret-box';

/** The SAML SP's signing identity: PEM private key and its self-signed PEM certificate. */
export interface SpKey {
  privateKey: string;
  cert: string;
}

const PURPOSE = 'sso sp signing key';
const loaded = new WeakMap<Deps, Promise<SpKey>>();

async function loadOrCreate(deps: Deps): Promise<SpKey> {
  const read = () => deps.db.selectFrom('sso_sp_keys').select(['certificate', 'private_key']).where('vendor_id', '=', deps.vendor.id).executeTakeFirst();
  let row = await read();
  if (!row) {
    const now = new Date();
    // Loaded when a key is first made, not at start-up (its X.509 libraries cost ~0.2 s of CPU to load).
    const { generate } = await import('selfsigned');
    const pems = await generate([{ name: 'commonName', value: 'Portico SAML service provider' }],
      { keySize: 2048, algorithm: 'sha256', notBeforeDate: now, notAfterDate: new Date(now.getTime() + 10 * 365 * 86_400_000) });
    // Two instances starting together: the first insert wins and both use the stored pair.
    await deps.db.insertInto('sso_sp_keys').values({ vendor_id: deps.vendor.id, certificate: pems.cert, private_key: seal(deps.config.cookieSecret, PURPOSE, pems.private) })
      .onConflict((oc) => oc.column('vendor_id').doNothing()).execute();
    row = (await read())!;
  }
  return { cert: row.certificate, privateKey: open(deps.config.cookieSecret, PURPOSE, row.private_key) };
}

/** The SP's signing key pair, generated once per vendor and kept encrypted at rest (key derived from COOKIE_SECRET). */
export function spKey(deps: Deps): Promise<SpKey> {
  let key = loaded.get(deps);
  if (!key) {
    key = loadOrCreate(deps);
    // A failed load (e.g. database down) is retried by the next call.
    key.catch(() => loaded.delete(deps));
    loaded.set(deps, key);
  }
  return key;
}
