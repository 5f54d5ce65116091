/** Where the gate sends an authenticated user. */
export interface GateTargets {
  /** The product's admin page, e.g. `https://admin.example.com/`. */
  adminUrl: string;
  /** The main site root, e.g. `https://www.example.com/`. */
  siteUrl: string;
}

/** A role as it appears on the user: only its name and key matter here. */
export interface GateRole {
  name?: string | null;
  key?: string | null;
}

/** A user counts as admin if any role's name or key equals `admin`, compared case-insensitively (product-spec §1). */
export function isAdmin(roles: readonly GateRole[] | null | undefined): boolean {
  return (roles ?? []).some((r) => [r.name, r.key].some((v) => typeof v === 'string' && v.trim().toLowerCase() === 'admin'));
}

/** The admin page for admins, the site root for everyone else. */
export function gateDestination(roles: readonly GateRole[] | null | undefined, targets: GateTargets): string {
  return isAdmin(roles) ? targets.adminUrl : targets.siteUrl;
}
