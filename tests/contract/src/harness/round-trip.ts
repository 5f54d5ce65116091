import type { ApiClient } from '@portico/rest-api';
import { startServer, type TestServer } from '@portico/server/src/test/fixture';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeResponseBodies } from './openapi-responses';
import { Session, type Exchange } from './session';

/** A response shape as zod exposes it (the contract package needs no zod of its own). */
export interface Shape {
  safeParse(value: unknown): { success: boolean; error?: { issues: readonly unknown[] } };
}

/** What every step sees: the server, the signed-in session, a client on it, and values earlier steps kept. */
export interface StepContext {
  t: TestServer;
  session: Session;
  client: ApiClient;
  /** Values handed from step to step (ids created, secrets, codes). */
  kept: Record<string, unknown>;
}

/** One step of a round trip: a call through the real client, and what its answer must be. */
export interface Step {
  name: string;
  run(ctx: StepContext): Promise<unknown>;
  /** Shapes of the server's answers to the step's requests, in order (a login sends POST /user, then GET /me). */
  shapes?: Shape[];
  /** The step must be refused with this status (a real answer, never the router's 404/405). */
  refused?: number;
  /** Further checks of the call's result; may keep values for later steps. */
  check?(result: unknown, ctx: StepContext): void | Promise<void>;
}

/** Sugar for a step whose single request answers `shape`. */
export const step = (name: string, run: Step['run'], shape?: Shape, check?: Step['check']): Step => ({ name, run, ...(shape ? { shapes: [shape] } : {}), ...(check ? { check } : {}) });

/** Sugar for a step the server must refuse with `status`. */
export const refused = (name: string, run: Step['run'], status: number): Step => ({ name, run, refused: status });

function assertShapes(name: string, exchanges: Exchange[], shapes: Shape[], proved: [Exchange, Shape][]): void {
  expect(exchanges.length, `${name}: requests sent`).toBeGreaterThanOrEqual(shapes.length);
  shapes.forEach((shape, i) => {
    const x = exchanges[i] as Exchange;
    const parsed = shape.safeParse(x.body);
    expect(parsed.error?.issues ?? [], `${name}: ${x.method} ${x.path} answered ${x.status} ${JSON.stringify(x.body)}`).toEqual([]);
    proved.push([x, shape]);
  });
}

/**
 * A real round trip against the reference server (fresh, seeded; signed in as `as`, the seeded admin by default): the
 * steps run in order, one test each, every answer checked against the shared zod response shapes. `planLimits` keeps the
 * seeded plans' limits (test/fixture.ts).
 * @example roundTrip('roles', [step('create', (c) => createRole(c.client, body), roleSchema, (r, c) => (c.kept.id = r.id)), ...])
 */
export function roundTrip(title: string, steps: Step[], as: { email?: string; password?: string; planLimits?: boolean } = {}): void {
  describe(`round trip: ${title}`, () => {
    const ctx = { kept: {} } as StepContext;
    // Answers that passed a shared shape: the OpenAPI document's response bodies (OPENAPI_WRITE=1 rewrites its map).
    const proved: [Exchange, Shape][] = [];
    beforeAll(async () => {
      // Plan limits only where the round trip reads them (the fixture's plans set none by default).
      ctx.t = await startServer({}, { planLimits: as.planLimits ?? false });
      ctx.session = new Session(ctx.t);
      await ctx.session.login(as.email, as.password);
      ctx.client = ctx.session.client();
    });
    afterAll(async () => {
      if (process.env.OPENAPI_WRITE === '1' && ctx.t) writeResponseBodies(ctx.t.app.routes, proved);
      await ctx.t?.close();
    });

    for (const s of steps) {
      it(s.name, async () => {
        const start = ctx.session.log.length;
        let result: unknown;
        let error: unknown;
        try {
          result = await s.run(ctx);
        } catch (e) {
          error = e;
        }
        const exchanges = ctx.session.log.slice(start);
        expect(exchanges.filter((x) => x.routeMiss).map((x) => `${x.method} ${x.path}`), `${s.name}: not served`).toEqual([]);
        if (s.refused !== undefined) {
          expect(error, `${s.name} should have been refused`).toBeDefined();
          expect((error as { status?: number }).status).toBe(s.refused);
          return;
        }
        if (error) throw error;
        if (s.shapes) assertShapes(s.name, exchanges, s.shapes, proved);
        await s.check?.(result, ctx);
      });
    }
  });
}
