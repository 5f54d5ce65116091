/** Every key optional, all the way down. */
export type DeepPartial<T> = { [K in keyof T]?: T[K] extends object ? DeepPartial<T[K]> : T[K] };

type Tree = { [key: string]: string | Tree };

/** Returns `base` with every string of `override` laid over it; unknown keys are ignored. */
export function deepMerge<T extends object>(base: T, override: DeepPartial<T> | undefined): T {
  if (!override) return base;
  const out: Tree = { ...(base as Tree) };
  for (const [key, value] of Object.entries(override as Tree)) {
    const current = out[key];
    if (current === undefined || value === undefined) continue;
    if (typeof current === 'string') {
      if (typeof value === 'string') out[key] = value;
    } else if (typeof value === 'object') out[key] = deepMerge(current, value);
  }
  return out as T;
}

/** Fills `{name}` placeholders; unknown names stay as written so a missing value is visible. */
export function format(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
