// The floor of a page (page-load.mjs --floor): React rendering exactly the DOM a real page shows once it is usable,
// with the same stylesheets and nothing else (no router, stores, requests or lazy chunks). The distance from the bare
// page to the floor is what that DOM and CSS cost to render; the distance from the floor to the page is our code's.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The usable page's `#root` as a JSON tree ([tag, attributes, children] or text) and its stylesheets' addresses. */
export async function captureDom(page) {
  return page.evaluate(() => {
    const walk = (n) => {
      if (n.nodeType === 3) return n.nodeValue;
      if (n.nodeType !== 1) return null;
      const attrs = Object.fromEntries([...n.attributes].map((a) => [a.name, a.value]));
      if (n.tagName === 'INPUT' || n.tagName === 'TEXTAREA') attrs.value = n.value;
      return [n.tagName.toLowerCase(), attrs, [...n.childNodes].map(walk).filter((c) => c !== null && c !== '')];
    };
    return {
      tree: [...document.getElementById('root').childNodes].map(walk).filter((c) => c !== null),
      css: [...document.querySelectorAll('link[rel="stylesheet"]')].map((l) => l.href),
      dir: document.documentElement.dir || 'ltr',
    };
  });
}

// Turns the captured tree back into React elements at run time (the page's one job), as createElement calls would.
const RENDER = `import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import dom from './dom.json';
const rename = { class: 'className', for: 'htmlFor', tabindex: 'tabIndex', readonly: 'readOnly', colspan: 'colSpan', rowspan: 'rowSpan', maxlength: 'maxLength', autocomplete: 'autoComplete', spellcheck: 'spellCheck', enterkeyhint: 'enterKeyHint', inputmode: 'inputMode', viewbox: 'viewBox', novalidate: 'noValidate' };
const flags = new Set(['disabled', 'required', 'readOnly', 'hidden', 'noValidate', 'multiple', 'open']);
const empty = new Set(['input', 'img', 'br', 'hr', 'textarea']);
const camel = (s) => s.replace(/-([a-z])/g, (_, c) => c.toUpperCase());
const style = (s) => Object.fromEntries(s.split(';').map((x) => x.trim()).filter(Boolean).map((x) => {
  const i = x.indexOf(':');
  const k = x.slice(0, i).trim();
  return [k.startsWith('--') ? k : camel(k), x.slice(i + 1).trim()];
}));
function element(node, key) {
  if (typeof node === 'string') return node;
  const [tag, attrs, children] = node;
  const props = { key };
  for (const [name, value] of Object.entries(attrs)) {
    const k = rename[name] ?? name;
    if (k === 'style') props.style = style(value);
    else if (k === 'value') props.defaultValue = value;
    else if (k === 'checked') props.defaultChecked = true;
    else if (flags.has(k)) props[k] = true;
    else props[k] = value;
  }
  return createElement(tag, props, ...(empty.has(tag) ? [] : children.map(element)));
}
document.documentElement.dir = dom.dir;
createRoot(document.getElementById('root')).render(dom.tree.map(element));
`;

// The demo's own head: charset and viewport (the viewport changes layout, so it belongs to the floor).
const HTML = '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1.0"><title>floor</title></head><body><div id="root"></div><script type="module" src="/main.jsx"></script></body></html>';

/**
 * Writes a Vite project rendering `dom` (from {@link captureDom}) with the stylesheets fetched from `cssText` and
 * builds it with `build(dir)` (the caller's vite and React plugin); returns the directory to serve.
 */
export async function buildFloor(dom, cssText, build) {
  const dir = mkdtempSync(join(tmpdir(), 'portico-floor-'));
  writeFileSync(join(dir, 'dom.json'), JSON.stringify(dom));
  cssText.forEach((text, i) => writeFileSync(join(dir, `page-${i}.css`), text));
  const imports = cssText.map((_, i) => `import './page-${i}.css';`).join('\n');
  writeFileSync(join(dir, 'main.jsx'), `${imports}\n${RENDER}`);
  writeFileSync(join(dir, 'index.html'), HTML);
  await build(dir);
  return dir;
}
