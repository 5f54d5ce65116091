import { Hono, type Env, type MiddlewareHandler } from 'hono';
import type { Deps } from '../deps';
import type { AppEnv } from './principal';
import { requireAuth, type LiveRead } from './require';

/**
 * Who may reach a route. `signed-in`: a principal is required (requireAuth runs first). `public`: no principal; a route
 * with a credential of its own (a mailed token, the refresh cookie, SCIM's bearer, a client secret) checks it itself.
 */
export type Reach = 'signed-in' | 'public';

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
type Method = (typeof METHODS)[number];

/** The route-registering methods of a router; each route registered through them carries its reach. */
export type Routes = Pick<Hono<AppEnv>, Method>;

/**
 * The first handler of every route of one reach, tagged so the route table says the reach (routeAccess). A signed-in
 * mark can also carry a route's read into its live check (`withRead`, for a route that starts with withLiveRead).
 */
type ReachMark = MiddlewareHandler<AppEnv> & { reach: Reach; withRead?: (read: LiveRead) => ReachMark };

const passThrough: MiddlewareHandler<AppEnv> = async (_c, next) => next();

/**
 * Methods that register each route with `mark` first, on that route alone: never a `use('*')`, which under a prefix
 * other modules share would guard their routes too. `self` is what each call returns, so a chain keeps its reach.
 */
function registrar(app: Hono<AppEnv>, mark: ReachMark, self: () => unknown): Routes {
  const out: Partial<Record<Method, unknown>> = {};
  for (const m of METHODS) {
    out[m] = (path: unknown, ...handlers: MiddlewareHandler<AppEnv>[]) => {
      // A route without its own path would inherit the previous one's; every route names its path.
      if (typeof path !== 'string') throw new TypeError(`${m.toUpperCase()} route registered without a path`);
      const read = (handlers[0] as { liveRead?: LiveRead } | undefined)?.liveRead;
      if (read && !mark.withRead) throw new TypeError(`${m.toUpperCase()} ${path}: a live read needs a signed-in route`);
      app.on(m.toUpperCase(), path, read ? mark.withRead!(read) : mark, ...handlers);
      return self();
    };
  }
  return out as Routes;
}

const signedInMark = (deps: Deps, read?: LiveRead): ReachMark =>
  Object.assign(requireAuth(deps, read), { reach: 'signed-in' as const, withRead: (r: LiveRead) => signedInMark(deps, r) });
const publicMark = (): ReachMark => Object.assign(passThrough.bind(null), { reach: 'public' as const });

/** A router whose every route needs a principal: the file says it once, no route writes `requireAuth`. */
export function signedInRouter(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  return Object.assign(app, registrar(app, signedInMark(deps), () => app));
}

/** A router whose every route is public (no principal; its own credential, if any, checked by the route). */
export function publicRouter<E extends Env = AppEnv>(): Hono<E> {
  const app = new Hono<E>();
  return Object.assign(app, registrar(app as unknown as Hono<AppEnv>, publicMark(), () => app) as unknown as Pick<Hono<E>, Method>);
}

/** Signed-in routes registered into a public router (a group that mixes both), in registration order. */
export function signedInRoutes(app: Hono<AppEnv>, deps: Deps): Routes {
  const routes: Routes = registrar(app, signedInMark(deps), () => routes);
  return routes;
}

/** One route of an app as the access layer declares it. */
export interface RouteAccess {
  method: string;
  path: string;
  /** Undefined when the route was registered around the router builders (a test fails on it). */
  reach?: Reach;
  /** The permission key its requirePermission middleware checks, when it declares one. */
  permission?: string;
}

type RouteEntry = { method: string; path: string; handler: unknown };

/** A Hono wildcard path (`/a/*`) covering a route path. */
const covers = (pattern: string, path: string): boolean =>
  pattern === path || pattern === '*' || pattern === '/*' || (pattern.endsWith('/*') && (path === pattern.slice(0, -2) || path.startsWith(pattern.slice(0, -1))));

/** The original of a handler Hono wrapped (a sub-app with its own error handler). */
const unwrap = (h: unknown) => ((h as { __COMPOSED_HANDLER?: unknown })?.__COMPOSED_HANDLER ?? h) as { reach?: Reach; permission?: unknown } | undefined;

/**
 * Every route of a built app (or of one route group) with its reach and permission, read from the tags the router
 * builders and requirePermission put on the handlers: what the route table really runs, not a separate list.
 */
export function routeAccess(routes: readonly RouteEntry[]): RouteAccess[] {
  const out = new Map<string, RouteAccess>();
  for (const r of routes) {
    // `use` middleware is registered as ALL; a route of one method may end in a wildcard (hosted pages).
    if (r.method === 'ALL') continue;
    const key = `${r.method} ${r.path}`;
    const entry = out.get(key) ?? { method: r.method, path: r.path };
    const reach = unwrap(r.handler)?.reach;
    if (reach && !entry.reach) entry.reach = reach;
    out.set(key, entry);
  }
  for (const entry of out.values()) {
    const keys = routes.filter((r) => (r.method === entry.method || r.method === 'ALL') && covers(r.path, entry.path))
      .map((r) => unwrap(r.handler)?.permission).filter((p): p is string => typeof p === 'string');
    if (keys.length) entry.permission = keys.join(' ');
  }
  return [...out.values()];
}
