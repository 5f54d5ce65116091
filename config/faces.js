// The server's faces as a lint rule: a domain folder of apps/server/src is used by other folders only through its index.ts.
import { existsSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

/**
 * Shared kernel of apps/server/src: folders every domain may reach into file by file (transport, database, the module
 * shape) because they are no domain and offer many small entry files (http/errors, db/connect, db/schema…). `test/`
 * holds test kits, which the architecture test keeps out of the build. src/test/import-graph.ts names the same list.
 */
export const SERVER_KERNEL = ['db', 'http', 'kernel', 'test'];

/** `portico/faces`: an import into another domain folder names that folder or its index, never a file behind it. */
export const facesRule = {
  meta: {
    type: 'problem',
    docs: { description: "Import another domain of the server only through its index.ts (its face)" },
    schema: [{ type: 'object', properties: { root: { type: 'string' }, kernel: { type: 'array', items: { type: 'string' } } }, additionalProperties: false }],
    messages: {
      around: "'{{spec}}' reaches behind the face of {{to}}/: import '{{face}}' and offer what you need from {{to}}/index.ts.",
    },
  },
  create(context) {
    const { root, kernel = SERVER_KERNEL } = context.options[0] ?? {};
    const parts = relative(root, context.filename).split(sep);
    // Top-level files (app.ts, deps.ts, modules.ts) compose the domains; files outside root are not the server's.
    if (parts[0] === '..' || parts.length < 2) return {};
    const from = parts[0];
    const check = (source, typeOnly = false) => {
      if (!source || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
      const target = resolve(dirname(context.filename), source.value);
      const to = relative(root, target).split(sep);
      if (to[0] === '..' || to[0] === from || kernel.includes(to[0])) return;
      // `../b` is the folder's index (or a top-level file); `../b/index` names the face itself.
      if (to.length === 1 || (to.length === 2 && /^index(\.[jt]s)?$/.test(to[1]))) return;
      // db/schema.ts composes the Database type from each module's tables.ts, types only (as modules.ts names module.ts).
      if (from === 'db' && typeOnly && to.length === 2 && /^tables(\.[jt]s)?$/.test(to[1])) return;
      if (!existsSync(join(root, to[0])) || !statSync(join(root, to[0])).isDirectory()) return;
      const face = relative(dirname(context.filename), join(root, to[0])).split(sep).join('/');
      context.report({ node: source, messageId: 'around', data: { spec: source.value, to: to[0], face } });
    };
    return {
      ImportDeclaration: (node) => check(node.source, node.importKind === 'type'),
      ExportNamedDeclaration: (node) => check(node.source, node.exportKind === 'type'),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};
