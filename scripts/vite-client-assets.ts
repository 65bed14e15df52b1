import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import type { Plugin } from 'vite'

export const CLIENT_OUT = 'dist/client'
export const CLIENT_ENTRY = 'client/main.ts'
const VIRTUAL_ID = 'virtual:client-assets'
const ENTRY_NAME = CLIENT_ENTRY.replace(/^.*\//, '').replace(/\.ts$/, '')

/** Whether a chunk of the client build (`assets/main-3bF1x9aQ.js`) is the entry's. */
export const isEntryChunk = (fileName: string): boolean => fileName.startsWith(`assets/${ENTRY_NAME}-`) && fileName.endsWith('.js')

/**
 * The module Vite puts in front of every dynamic `import()` of the client build, which
 * fetches the imported chunk's own imports in parallel with it. Vite's version also
 * loads CSS, supports nonces and reports errors through an event; this site's chunks
 * import no CSS, its CSP needs no nonce and a failed import rejects as usual. The same
 * job in a few lines keeps `client/main.ts` (the only script before any interaction)
 * at half the size.
 */
const PRELOAD_HELPER_ID = '\0vite/preload-helper.js'
const PRELOAD_HELPER = `const seen = new Set()
export const __vitePreload = (load, deps) => {
  for (const dep of deps ?? []) {
    if (seen.has(dep)) continue
    seen.add(dep)
    const link = document.createElement('link')
    link.rel = 'modulepreload'
    link.crossOrigin = ''
    link.href = '/' + dep
    document.head.append(link)
  }
  return load()
}`

interface ManifestChunk {
  file: string
  css?: string[]
  assets?: string[]
}

/** The stylesheet's font files by their name in the font package (`manrope-latin-wght-normal.woff2` → its hashed URL). */
function fontUrls(assets: readonly string[]): Record<string, string> {
  const urls: Record<string, string> = {}
  for (const file of assets) {
    const match = /^assets\/(.+)-[\w-]{8}\.woff2$/.exec(file)
    if (match) urls[`${match[1]}.woff2`] = `/${file}`
  }
  return urls
}

/**
 * Gives the Worker the hashed URLs of the client build (`virtual:client-assets`). The
 * client is built first (see `builder.buildApp`), so the Worker build can read its
 * manifest; in development the unbundled entry is served instead.
 */
export function clientAssets({ test = false }: { test?: boolean } = {}): Plugin {
  let command: 'build' | 'serve' = 'serve'
  return {
    name: 'client-assets',
    configResolved(config) {
      command = config.command
    },
    resolveId(id) {
      if (id === PRELOAD_HELPER_ID) return id
      return id === VIRTUAL_ID ? `\0${VIRTUAL_ID}` : undefined
    },
    load(id) {
      if (id === PRELOAD_HELPER_ID && command === 'build') return PRELOAD_HELPER
      if (id !== `\0${VIRTUAL_ID}`) return undefined
      if (command === 'serve') {
        // Tests render pages like production; only `vite dev` needs the relaxed CSP.
        return `export const clientAssets = { css: [], scripts: [${test ? '' : "'/client/dev-preamble.ts', "}'/${CLIENT_ENTRY}'], fonts: {}, dev: ${!test} }`
      }
      return builtClientAssets()
    },
  }
}

/**
 * The module `virtual:client-assets` stands for after a build: the client build's
 * hashed entry and stylesheet. Also written to `dist/client-assets.js` for wrangler's
 * own bundler (`npx wrangler dev` on a fresh clone, see scripts/start.ts).
 */
export function builtClientAssets(): string {
  const manifest = JSON.parse(readFileSync(resolve(CLIENT_OUT, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>
  const entry = manifest[CLIENT_ENTRY]
  if (!entry) throw new Error(`${CLIENT_ENTRY} is missing from the client manifest`)
  return `export const clientAssets = ${JSON.stringify({
    css: (entry.css ?? []).map((file) => `/${file}`),
    scripts: [`/${entry.file}`],
    fonts: fontUrls(entry.assets ?? []),
    dev: false,
  })}\n`
}
