import { readdirSync, readFileSync } from 'node:fs'
import type { Plugin } from 'vite'
import { REVIEW_GUIDES as GUIDE_DIR } from '../src/lib/endpoints.ts'

/**
 * Each language's rules (`translations/rules/<lang>.json`) are the memory check's; the
 * console's review panel shows the style guide made from them (the glossary's renderings,
 * the register's rule, the quotation marks and the guide's prose). That part, about 10 KB
 * gzip for the 17 languages, is written as a static file per language beside the site's
 * other files (`/review-guides/<lang>.json`) instead of into the Worker, whose upload has
 * a budget; the Worker reads the one language it needs through its ASSETS binding.
 */
const RULES_DIR = 'translations/rules'

interface Rules {
  glossary?: Record<string, { use: string }>
  register?: { use: string }
  typography?: { quotes: string[][]; apostrophe?: string }
  guide?: unknown
}

/** The fields of a language's rules its style guide reads. */
export function guideFields(rules: Rules): Rules {
  return {
    glossary: Object.fromEntries(Object.entries(rules.glossary ?? {}).map(([id, term]) => [id, { use: term.use }])),
    register: rules.register && { use: rules.register.use },
    typography: rules.typography && { quotes: rules.typography.quotes, apostrophe: rules.typography.apostrophe },
    guide: rules.guide,
  }
}

/** The guide files by name (`review-guides/cs.json`), from the rules in the repository. */
export function guideFiles(): Map<string, string> {
  const files = new Map<string, string>()
  for (const name of readdirSync(RULES_DIR)) {
    if (!/^[a-z]{2}\.json$/.test(name)) continue
    const rules = JSON.parse(readFileSync(`${RULES_DIR}/${name}`, 'utf8')) as Rules
    files.set(`${GUIDE_DIR}/${name}`, JSON.stringify(guideFields(rules)))
  }
  return files
}

/** Writes the guide files into the client build, and serves them in development. */
export function reviewGuides(): Plugin {
  return {
    name: 'review-guides',
    applyToEnvironment: (environment) => environment.name === 'client',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const file = guideFiles().get((request.url ?? '').replace(/^\//, '').replace(/\?.*$/, ''))
        if (file === undefined) return next()
        response.setHeader('Content-Type', 'application/json; charset=utf-8')
        response.end(file)
      })
    },
    generateBundle() {
      for (const [fileName, source] of guideFiles()) this.emitFile({ type: 'asset', fileName, source })
    },
  }
}
