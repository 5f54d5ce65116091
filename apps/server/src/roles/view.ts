/** A role as the API shows it (user profile, a member's roles). */
export const roleView = (r: { id: string; key: string; name: string; description: string | null; is_default: boolean; level: number }) => ({
  id: r.id, key: r.key, name: r.name, description: r.description, isDefault: r.is_default, level: r.level,
});

/** A role in the API's shape. */
export type RoleView = ReturnType<typeof roleView>;
