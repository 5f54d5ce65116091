import { primaryShades } from './color';

/** Colours and sizes a host may set; each becomes a `--portico-*` variable. */
export interface AppearanceVariables {
  /** Main brand colour; `-light`, `-dark`, `-darker` and `-contrast` shades are derived from it. */
  colorPrimary?: string;
  colorBackground?: string;
  colorSurface?: string;
  colorText?: string;
  colorMuted?: string;
  colorBorder?: string;
  colorInput?: string;
  colorDanger?: string;
  colorSuccess?: string;
  /** Corner radius of inputs and buttons, e.g. `0.5rem`. */
  radius?: string;
  fontFamily?: string;
}

/** The `appearance` option of the login box and the admin portal (one theme for both). */
export interface Appearance {
  /** @default 'modern' */
  theme?: 'modern' | 'dark';
  variables?: AppearanceVariables;
  /** Logo shown above every screen. */
  logoUrl?: string;
  /** Extra class on the root element. */
  className?: string;
}

const names: Record<Exclude<keyof AppearanceVariables, 'colorPrimary'>, string> = {
  colorBackground: 'color-background',
  colorSurface: 'color-surface',
  colorText: 'color-text',
  colorMuted: 'color-muted',
  colorBorder: 'color-border',
  colorInput: 'color-input',
  colorDanger: 'color-danger',
  colorSuccess: 'color-success',
  radius: 'radius',
  fontFamily: 'font-family',
};

/** The CSS custom properties (`--portico-…`) an appearance sets. */
export function appearanceProperties(appearance: Appearance | undefined): Record<string, string> {
  const vars = appearance?.variables ?? {};
  const out: Record<string, string> = {};
  if (vars.colorPrimary) {
    for (const [k, v] of Object.entries(primaryShades(vars.colorPrimary))) out[`--portico-color-${k}`] = v;
  }
  for (const [key, name] of Object.entries(names) as Array<[keyof typeof names, string]>) {
    const value = vars[key];
    if (value) out[`--portico-${name}`] = value;
  }
  return out;
}

let counter = 0;

/**
 * Applies properties to `root` without a `style` attribute in markup: through a constructed stylesheet
 * rule scoped to the root (CSP-safe, CSSOM), else through `root.style.setProperty`. Returns an undo.
 */
export function applyProperties(root: HTMLElement, props: Record<string, string>): () => void {
  const entries = Object.entries(props);
  if (entries.length === 0) return () => {};
  const doc = root.ownerDocument;
  const Sheet = doc.defaultView?.CSSStyleSheet;
  if (Sheet && 'adoptedStyleSheets' in doc) {
    try {
      const id = `p${++counter}`;
      const sheet = new Sheet();
      sheet.insertRule(`[data-portico-appearance="${id}"] {}`);
      const rule = sheet.cssRules[0] as CSSStyleRule;
      // setProperty on a CSSOM rule cannot be escaped into other rules, whatever the host passes.
      for (const [k, v] of entries) rule.style.setProperty(k, v);
      doc.adoptedStyleSheets = [...doc.adoptedStyleSheets, sheet];
      root.setAttribute('data-portico-appearance', id);
      return () => {
        doc.adoptedStyleSheets = doc.adoptedStyleSheets.filter((s) => s !== sheet);
        root.removeAttribute('data-portico-appearance');
      };
    } catch {
      // Older engines without constructable stylesheets fall through to the element's CSSOM.
    }
  }
  for (const [k, v] of entries) root.style.setProperty(k, v);
  return () => {
    for (const [k] of entries) root.style.removeProperty(k);
  };
}
