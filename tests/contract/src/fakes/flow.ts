import { createPortico, type Portico } from '@portico/core-state';

/** Where one run of a flow talks to: the fake's fetch, or a cookie-jar fetch to the real server. */
export interface Backend {
  baseUrl: string;
  fetch: typeof fetch;
}

/** What a flow leaves behind, reduced to what must agree between fake and server. */
export interface FlowRecord {
  /** `METHOD /path -> status` of every request, in order. */
  requests: string[];
  /** The stores' state after each stage, values replaced by their shape (keys and types). */
  stages: Record<string, unknown>;
  /** Flags and authorization as the store ended up with them (values, not shapes: these must be equal). */
  facts: Record<string, unknown>;
}

/**
 * The shape of a value: objects keep their keys (sorted) with the shapes of their values, arrays the shape of their
 * first item, everything else its type. Two answers that differ only in values (names, ids, times) have the same shape.
 */
export function shapeOf(value: unknown): unknown {
  if (value === null) return 'null';
  if (Array.isArray(value)) return value.length ? [shapeOf(value[0])] : [];
  if (typeof value === 'object') {
    return Object.fromEntries(Object.keys(value as object).sort().map((k) => [k, shapeOf((value as Record<string, unknown>)[k])]));
  }
  return typeof value;
}

const data = (state: object) => Object.fromEntries(Object.entries(state).filter(([, v]) => typeof v !== 'function'));

/** Runs `steps` on a fresh store set over `backend`, recording requests and a snapshot after each named stage. */
export async function runFlow(backend: Backend, steps: Array<[stage: string, act: (p: Portico) => Promise<unknown>]>): Promise<FlowRecord> {
  const requests: string[] = [];
  // In the order the requests leave (answers to parallel reads may arrive in any order), with the status once known.
  const recording: typeof fetch = async (input, init) => {
    const at = requests.push(`${init?.method ?? 'GET'} ${new URL(String(input instanceof Request ? input.url : input)).pathname}`) - 1;
    const res = await backend.fetch(input, init);
    requests[at] += ` -> ${res.status}`;
    return res;
  };
  const p = createPortico({ baseUrl: backend.baseUrl, fetch: recording, navigate: () => {}, logLevel: 'silent' });
  const stages: Record<string, unknown> = {};
  try {
    for (const [stage, act] of steps) {
      await act(p);
      stages[stage] = shapeOf({ login: data(p.login.getState()), auth: data(p.auth.getState()) });
    }
    const user = p.auth.getState().user;
    const facts = {
      loginStep: p.login.getState().step,
      loginError: p.login.getState().error,
      isAuthenticated: p.auth.getState().isAuthenticated,
      amr: user?.claims.amr,
      hasRoles: (user?.roles.length ?? 0) > 0,
      hasPermissions: (user?.permissions.length ?? 0) > 0,
      mfaEnrolled: user?.mfaEnrolled,
    };
    return { requests, stages, facts };
  } finally {
    p.session.dispose();
  }
}
