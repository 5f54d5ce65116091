import { ApiError, MSG } from './errors';

/**
 * What a request answers when it loses a race on a unique constraint that its own code did not catch: the error its
 * calm twin (the same request after the row already existed) gives. Keyed by constraint name (PostgreSQL and PGlite);
 * each domain offers its own (`<domain>/unique.ts`), app.ts hands them to the error handler.
 */
export type UniqueAnswers = Readonly<Record<string, () => ApiError>>;

const BY_CONSTRAINT: UniqueAnswers = {
  users_vendor_email: () => new ApiError(409, 'USER_EXISTS', [MSG.userExists]),
};

/** Shown when a unique constraint without a mapping is hit: still a conflict the caller can act on, never a 500. */
export const DUPLICATE_MESSAGE = 'This record already exists or was just changed by another request, please try again';

/** The answer for a unique violation (SQLSTATE 23505), or undefined for any other error. */
export function uniqueViolationAnswer(err: unknown, answers: UniqueAnswers = {}): { error: ApiError; mapped: boolean } | undefined {
  const e = err as { code?: unknown; constraint?: unknown } | null;
  if (typeof e !== 'object' || e === null || e.code !== '23505') return undefined;
  const make = typeof e.constraint === 'string' ? (answers[e.constraint] ?? BY_CONSTRAINT[e.constraint]) : undefined;
  return make ? { error: make(), mapped: true } : { error: new ApiError(409, 'CONFLICT', [DUPLICATE_MESSAGE]), mapped: false };
}
