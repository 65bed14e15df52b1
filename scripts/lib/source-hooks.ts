/**
 * Lets Node scripts import the Worker's pure modules (`src/…`) as they are. Node runs
 * TypeScript by stripping types, but it does not guess extensions, and the Worker's
 * sources import `./checks` where a bundler finds `./checks.ts`. This resolves such
 * relative imports to the `.ts` file or the folder's `index.ts`, and JSON imports as
 * JSON. Import it before any module of `src/`.
 */
import { existsSync, statSync } from 'node:fs'
import { registerHooks } from 'node:module'
import { fileURLToPath } from 'node:url'

const isFile = (url: URL) => existsSync(url) && statSync(url).isFile()

registerHooks({
  resolve(specifier, context, nextResolve) {
    if ((specifier.startsWith('./') || specifier.startsWith('../')) && context.parentURL?.includes('/src/')) {
      for (const candidate of [specifier, `${specifier}.ts`, `${specifier}/index.ts`]) {
        const url = new URL(candidate, context.parentURL)
        if (!isFile(url)) continue
        const json = fileURLToPath(url).endsWith('.json')
        return nextResolve(url.href, json ? { ...context, importAttributes: { type: 'json' } } : context)
      }
    }
    return nextResolve(specifier, context)
  },
})
