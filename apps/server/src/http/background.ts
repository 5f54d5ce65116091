import { AsyncLocalStorage } from 'node:async_hooks';
import { log } from './log';

/** Work started after a response, still running (module-wide: one process may serve several test servers). */
const inFlight = new Set<Promise<void>>();

/** Marks work run by {@link runLater}, so the cost guard (db/statement-count.ts) tells it from the request's own. */
const offPath = new AsyncLocalStorage<true>();

/** True inside work started by {@link runLater}. */
export const isOffRequestPath = (): boolean => offPath.getStore() === true;

/**
 * Runs `work` off the request path (mail, non-essential writes): the response does not wait, and a failure is logged
 * with its label instead of failing the request.
 */
export function runLater(label: string, work: () => Promise<unknown>): void {
  // Started on a later turn of the event loop, so it never delays writing the response it follows.
  const job: Promise<void> = new Promise<void>((r) => setTimeout(r, 0))
    .then(() => offPath.run(true, work))
    .then(() => undefined, (e: unknown) => log.error({ err: e, job: label }, 'background job failed'))
    .finally(() => inFlight.delete(job));
  inFlight.add(job);
}

/** Resolves once no background work is running (the dev mailbox waits on it so it never misses a queued mail). */
export async function backgroundSettled(): Promise<void> {
  while (inFlight.size) await Promise.all([...inFlight]);
}
