import { startServer, type TestServer } from '@portico/server/src/test/fixture';
import { Session } from './session';

/** The reference server one fake-vs-server file runs against, its session and the REST port built on it. */
export interface RestPortOverServer<R> {
  t: TestServer;
  session: Session;
  rest: R;
}

/**
 * Starts the reference server, runs `prepare` on it (vendor settings before anyone signs in), signs the seeded admin in
 * unless `login` is false, and builds the REST port on that session's client.
 * @example beforeAll(async () => ({ t, session, rest } = await startRestPort((s) => createRestApi(s.client()))));
 */
export async function startRestPort<R>(
  port: (session: Session) => R,
  options: { login?: boolean; prepare?: (t: TestServer) => Promise<unknown> } = {},
): Promise<RestPortOverServer<R>> {
  const t = await startServer();
  await options.prepare?.(t);
  const session = new Session(t);
  if (options.login ?? true) await session.login();
  return { t, session, rest: port(session) };
}
