/**
 * An allow-list of what code that runs in the browser may import. `client/` and
 * `src/islands/` are bundled for visitors, and the pure modules they share with the
 * Worker (`src/lib/`, the contact form's schema among them, and the copy helpers) must stay
 * pure too, so each of them may import only the modules named here. Anything else (bindings,
 * the database, the translation engine, server rendering) is an error, including
 * paths nobody thought of when the list was written. Type-only imports are erased
 * before the browser sees them and are always allowed.
 */
import { dirname, relative, resolve } from 'node:path'

/** Who is held to the list, and what each may import: project paths (prefixes) and packages. */
export const BROWSER_BOUNDARY = {
  files: ['client/**', 'src/islands/**', 'src/lib/**', 'src/i18n/copy.ts', 'src/i18n/plural.ts', 'src/i18n/numbers.ts', 'src/styles/**'],
  paths: ['client/', 'src/islands/', 'src/lib/', 'src/i18n/copy.ts', 'src/i18n/plural.ts', 'src/i18n/numbers.ts', 'src/styles/'],
  packages: ['react', 'react-dom/client', 'zod/mini'],
  /** Served by Vite itself: the UnoCSS stylesheet and React's refresh runtime in development. */
  virtual: ['virtual:uno.css', '/@react-refresh'],
}

/**
 * The server's features and what each must not import (type-only imports are allowed):
 * the translation engine serves every feature and knows none of them; the contact form,
 * the owner's console and the stored messages they share meet only through
 * `src/messages/`, the engine and the platform.
 */
export const SERVER_BOUNDARIES = [
  {
    files: ['src/translation/**'],
    forbidden: ['admin', 'contact', 'messages', 'pages', 'render', 'components', 'islands', 'middleware'],
    message: 'The translation engine imports no feature: features call it.',
  },
  {
    files: ['src/messages/**'],
    forbidden: ['admin', 'contact', 'pages'],
    message: 'Stored messages are shared by the contact form and the console, and import neither.',
  },
  { files: ['src/contact/**'], forbidden: ['admin'], message: 'The contact form does not reach into the console: shared code lives in src/messages/.' },
  { files: ['src/admin/**'], forbidden: ['contact'], message: 'The console does not reach into the contact form: shared code lives in src/messages/.' },
]

const stripExtension = (path) => path.replace(/\.(tsx?|jsx?|css)$/, '')

/** Whether an import is erased before it runs: `import type`, or every name imported as a type. */
const typeOnlyImport = (node) => node.importKind === 'type' || (node.specifiers.length > 0 && node.specifiers.every((s) => s.importKind === 'type'))

/** The engine's face: the rest of `src/` enters the translation engine through its index alone. */
export const ENGINE_FACE = {
  files: ['src/**/*.{ts,tsx}'],
  ignores: ['src/translation/**'],
}

/** @type {import('eslint').Rule.RuleModule} */
export const engineFace = {
  meta: {
    type: 'problem',
    docs: { description: 'Code outside the translation engine imports only its index (src/translation/index.ts); types may come from anywhere in it.' },
    schema: [],
    messages: {
      deep: "'{{specifier}}' reaches inside the translation engine: import from its face, src/translation/index.ts (createEngine and the helpers it exports).",
    },
  },
  create(context) {
    const root = context.cwd
    const check = (node, source, typeOnly) => {
      if (typeOnly || !source || typeof source.value !== 'string' || !source.value.startsWith('.')) return
      const target = stripExtension(
        relative(root, resolve(dirname(context.filename), source.value))
          .split('\\')
          .join('/'),
      )
      if (target.startsWith('src/translation/') && target !== 'src/translation/index')
        context.report({ node, messageId: 'deep', data: { specifier: source.value } })
    }
    return {
      ImportDeclaration: (node) => check(node, node.source, typeOnlyImport(node)),
      ExportNamedDeclaration: (node) => check(node, node.source, node.exportKind === 'type'),
      ExportAllDeclaration: (node) => check(node, node.source, node.exportKind === 'type'),
      ImportExpression: (node) => check(node, node.source, false),
    }
  },
}

/** @type {import('eslint').Rule.RuleModule} */
export const importBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Browser code imports only what is on the allow-list.' },
    schema: [
      { type: 'object', properties: { paths: { type: 'array' }, packages: { type: 'array' }, virtual: { type: 'array' } }, additionalProperties: false },
    ],
    messages: {
      forbidden: "'{{specifier}}' is not on the browser's import allow-list (scripts/lint/import-boundaries.js): islands get server data through props.",
    },
  },
  create(context) {
    const { paths, packages, virtual } = context.options[0]
    const root = context.cwd
    const allowedPath = (target) =>
      paths.some((prefix) => target === stripExtension(prefix) || target.startsWith(prefix) || `${target}.ts` === prefix || `${target}.tsx` === prefix)
    const check = (node, source, typeOnly) => {
      if (typeOnly || !source || typeof source.value !== 'string') return
      const specifier = source.value
      if (virtual.includes(specifier)) return
      if (specifier.startsWith('.')) {
        const target = relative(root, resolve(dirname(context.filename), specifier))
          .split('\\')
          .join('/')
        if (allowedPath(stripExtension(target))) return
      } else if (packages.includes(specifier)) return
      context.report({ node, messageId: 'forbidden', data: { specifier } })
    }
    return {
      ImportDeclaration: (node) => check(node, node.source, typeOnlyImport(node)),
      ExportNamedDeclaration: (node) => check(node, node.source, node.exportKind === 'type'),
      ExportAllDeclaration: (node) => check(node, node.source, node.exportKind === 'type'),
      ImportExpression: (node) => check(node, node.source, false),
    }
  },
}
