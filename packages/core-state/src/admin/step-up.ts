import { isPorticoError } from '@portico/rest-api';
import { hasMessage } from '../shared/errors';
import type { AdminApi } from './api';

/** The server's answer (403) when a credential, factor or phone change needs a fresher sign-in or a step-up. */
export const STEP_UP_REQUIRED_MESSAGE = 'Step-up authentication required';

/** True when a failed call is that step-up answer. */
export const needsStepUp = (error: unknown): boolean =>
  isPorticoError(error) && error.status === 403 && hasMessage(error, STEP_UP_REQUIRED_MESSAGE);

/**
 * The port with every call watched: a step-up answer calls `onStepUp` (the portal's prompt), then the call rejects as
 * before, so each screen still shows its own error.
 */
export function watchStepUp(api: AdminApi, onStepUp: () => void): AdminApi {
  const watch = (port: object) => Object.fromEntries(Object.entries(port).map(([name, call]) => [name, typeof call !== 'function' ? call
    : (...args: unknown[]) => {
      const answer: unknown = call.apply(port, args);
      return answer instanceof Promise ? answer.catch((error: unknown) => {
        if (needsStepUp(error)) onStepUp();
        throw error;
      }) : answer;
    }]));
  return Object.fromEntries(Object.entries(api).map(([domain, port]) => [domain, watch(port as object)])) as unknown as AdminApi;
}
