/** True for a unique-constraint violation (PostgreSQL and PGlite both report SQLSTATE 23505). */
export const isUniqueViolation = (e: unknown): boolean => typeof e === 'object' && e !== null && (e as { code?: unknown }).code === '23505';

/**
 * Runs `work`; when it loses a race on a unique constraint (23505), answers `calm()` instead: the answer the calm path
 * gives when the row already existed before the request. Any other error is rethrown.
 */
export async function onUniqueViolation<T>(work: () => Promise<T>, calm: () => T | Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (e) {
    if (isUniqueViolation(e)) return calm();
    throw e;
  }
}
