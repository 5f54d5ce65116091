import { compilePermissions, type PermissionMatcher } from '../permissions/matcher';
import type { Targeting } from '../flags/types';
import type { UserEntitlementsState } from './types';

/** Indexes built once per state object. */
export interface CompiledState {
  holds: PermissionMatcher;
  /** Feature key → targeting of every plan that lists it. */
  plans: Map<string, Targeting[]>;
  /** [matcher of a feature's linked permissions, feature key]. */
  links: [PermissionMatcher, string][];
  /** Permission key → linked feature keys, filled on first ask. */
  linked: Map<string, string[]>;
}

const cache = new WeakMap<UserEntitlementsState, CompiledState>();

function build(state: UserEntitlementsState): CompiledState {
  const plans = new Map<string, Targeting[]>();
  for (const plan of state.plans ?? []) {
    if (!plan?.targeting || typeof plan.targeting !== 'object' || !Array.isArray(plan.featureKeys)) continue;
    for (const key of plan.featureKeys) plans.set(key, [...(plans.get(key) ?? []), plan.targeting]);
  }
  const links: [PermissionMatcher, string][] = [];
  for (const [key, entry] of Object.entries(state.features ?? {})) {
    if (Array.isArray(entry?.linkedPermissions)) links.push([compilePermissions(entry.linkedPermissions), key]);
  }
  const held = Array.isArray(state.permissions) ? state.permissions : [];
  return { holds: compilePermissions(held), plans, links, linked: new Map() };
}

/** The cached indexes of `state`. */
export function compileState(state: UserEntitlementsState): CompiledState {
  let compiled = cache.get(state);
  if (!compiled) cache.set(state, (compiled = build(state)));
  return compiled;
}

/** Feature keys whose linked permissions match `permissionKey`. */
export function linkedFeatures(compiled: CompiledState, permissionKey: string): string[] {
  let keys = compiled.linked.get(permissionKey);
  if (!keys) {
    keys = compiled.links.filter(([matches]) => matches(permissionKey)).map(([, featureKey]) => featureKey);
    compiled.linked.set(permissionKey, keys);
  }
  return keys;
}
