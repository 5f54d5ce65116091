import type { Hono } from 'hono';
import type { Migration } from 'kysely';
import type { AppEnv } from '../access';
import type { Deps } from '../deps';
import type { ChannelFamily } from '../events';
import type { UniqueAnswers } from '../http/unique-errors';
import type { SecuritySources } from '../security-center';
import type { MemberGroupsLoader, MemberRelations, MemberSourceLoader } from '../team';

/**
 * What app.ts composed from every module's offers and hands to each route factory: the security centre's readers and
 * the member lists' loaders (no registry, no default).
 */
export interface Wired {
  security: SecuritySources;
  members: MemberRelations;
}

/** Builds one route group; most ignore `wired`, the consumers of other modules' offers read it. */
export type RouteFactory = (deps: Deps, wired: Wired) => Hono<AppEnv>;

/** One route group and where it is mounted. */
export interface Mount {
  /** Under `/{config.prefix}` (`''` for the prefix itself), or under the host's `/` when `host` is set. */
  prefix: string;
  /**
   * Built with the access layer's router builders: each route carries its reach (signed-in or public) and permission,
   * which `routeAccess` reads back and the OpenAPI document states.
   */
  routes: RouteFactory;
  /** Mounted at the host's root, outside the API prefix (hosted pages, developer tools). */
  host?: true;
  /** Developer tools: mounted only when the server is not in production. */
  devOnly?: true;
}

/**
 * One domain folder as the app composes it (`<folder>/module.ts`). Every field is read by app.ts in one place; a
 * module registers nothing itself.
 */
export interface ServerModule {
  /** The folder's name. */
  name: string;
  /** One line: what the module owns (the module map of the server's README). */
  owns: string;
  /** Route groups, mounted in this order after the route groups of the modules listed before it. */
  mounts?: readonly Mount[];
  /** Readers the security centre scores this module's settings with. */
  security?: Partial<SecuritySources>;
  /** The groups each member of a list is in (one module offers it). */
  memberGroups?: MemberGroupsLoader;
  /** Who manages members' accounts; later modules in the list win for a member both know. */
  memberSources?: MemberSourceLoader;
  /** Connectivity delivery this module offers the event bus. */
  events?: (deps: Deps) => ChannelFamily;
  /** Answers to a lost race on this module's unique constraints (constraint name → error). */
  unique?: UniqueAnswers;
  /**
   * This module's migrations, by the name each database records (`YYYYMMDDHHMMSS_<module>_<change>`; never rename
   * one). db/migrate.ts collects every module's; two modules naming the same migration refuse to start.
   */
  migrations?: Readonly<Record<string, Migration>>;
}
