import { hash, verify } from '@node-rs/argon2';

// Algorithm.Argon2id of @node-rs/argon2 (an ambient const enum, so written as its value).
const ARGON2ID = 2;
import type { HashCost } from '../config';

/** argon2id hashing with the configured cost; also a dummy verify so unknown accounts cost the same time. */
export class PasswordHasher {
  private dummy: Promise<string>;

  constructor(private readonly cost: HashCost) {
    this.dummy = this.hash('portico-timing-equaliser');
  }

  hash(password: string): Promise<string> {
    return hash(password, { algorithm: ARGON2ID, ...this.cost });
  }

  /** Verifies against `stored`; with no stored hash it verifies a dummy so timing does not reveal the account. */
  async verify(stored: string | null | undefined, password: string): Promise<boolean> {
    if (!stored) {
      await verify(await this.dummy, password).catch(() => false);
      return false;
    }
    return verify(stored, password).catch(() => false);
  }
}
