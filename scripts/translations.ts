/**
 * The translation memory on the command line.
 *
 *   node scripts/translations.ts warm   [--lang xx] [--local|--remote] [--yes] [--quiet]
 *   node scripts/translations.ts export [--lang xx] [--local|--remote] [--quiet]
 *   node scripts/translations.ts import [--lang xx] [--local|--remote] [--force] [--quiet] [--persist-to dir]
 *
 * warm: translates every string of every page into every language (or --lang) with the
 * configured provider, with the engine's own code (batching, checks, brand-term
 * protection), after a cost preview and a confirmation. It needs no running Worker and
 * knows the exact cost before spending anything.
 * export/import: D1 ⇄ translations/<lang>.json (English → translation, sorted), the
 * memory `npm start` loads. D1 and KV are reached through wrangler's platform proxy and
 * written with the Worker's own query functions. The import writes only rows that are
 * new or differ from D1, never a reviewed row, and gives a language a new version in KV
 * (so cached page dictionaries and pages are rebuilt) only when its rows changed: a
 * repeated import or deploy writes nothing. A full local import is skipped at once when
 * the memory and the site's strings are what it last loaded (--force compares anyway).
 */
import './lib/source-hooks.ts'
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { createInterface } from 'node:readline/promises'
import { parseArgs } from 'node:util'
import { platform } from './lib/platform.ts'
import type { Platform } from './lib/platform.ts'

const { database } = await import('../src/db/index.ts')
const { translations } = await import('../src/db/schema/index.ts')
const { LANGUAGES } = await import('../src/lib/languages.ts')
const { Breakers } = await import('../src/translation/breaker.ts')
const { siteStrings } = await import('../src/translation/catalog.ts')
const { mayStayUnchanged, rejection, skipReason } = await import('../src/translation/checks.ts')
const { importTranslations, upsertTranslations } = await import('../src/translation/d1.ts')
const { hashStrings, translationKey } = await import('../src/translation/keys.ts')
const { newVersion, readLanguageStates, writeLanguageState } = await import('../src/translation/kv.ts')
const { translateTexts } = await import('../src/translation/provider-batcher.ts')
const { providersFor } = await import('../src/translation/providers/index.ts')
const { readSettings } = await import('../src/settings.ts')
const { languageMemory, memoryFileText } = await import('../src/translation/memory-file.ts')

type TranslationWrite = Parameters<typeof upsertTranslations>[1][number]

/** One entry of `translations/<lang>.json`. */
type MemoryEntry = Awaited<ReturnType<typeof languageMemory>>[string]

const { positionals, values: flags } = parseArgs({
  allowPositionals: true,
  options: {
    lang: { type: 'string' },
    local: { type: 'boolean', default: false },
    remote: { type: 'boolean', default: false },
    yes: { type: 'boolean', default: false },
    force: { type: 'boolean', default: false },
    quiet: { type: 'boolean', default: false },
    /** With --local: the local state's folder, as wrangler's `--persist-to` (default .wrangler/state). */
    'persist-to': { type: 'string' },
  },
})
const MEMORY_DIR = 'translations'
/** Rows per upsert statement: one JSON parameter of roughly 100 KB. */
const ROWS_PER_STATEMENT = 300

const log = (message: string) => {
  if (!flags.quiet) console.log(message)
}

function fail(message: string): never {
  console.error(`✗ ${message}`)
  process.exit(1)
}

function languages(): string[] {
  const all = LANGUAGES.map((language) => language.code as string).filter((code) => code !== 'en')
  if (flags.lang === undefined) return all
  if (!all.includes(flags.lang)) fail(`--lang must be one of: ${all.join(', ')}`)
  return [flags.lang]
}

/** The site strings a language needs for it to count as complete. */
function required(strings: readonly string[], lang: string): string[] {
  return strings.filter((text) => !skipReason(text, lang) && !mayStayUnchanged(text))
}

async function write(env: Env, rows: TranslationWrite[]): Promise<void> {
  const db = database(env.DB)
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) await upsertTranslations(db, rows.slice(start, start + ROWS_PER_STATEMENT))
}

/** New versions for the languages' KV state, so every isolate rebuilds their page dictionaries. */
async function bumpVersions(env: Env, states: { lang: string; completeFor?: string }[]): Promise<void> {
  const version = newVersion()
  for (const { lang, completeFor } of states) await writeLanguageState(env.CACHE, lang, { version, completeFor })
}

function progress(label: string, done: number, total: number): void {
  if (flags.quiet || !process.stdout.isTTY) return
  const width = 30
  const filled = Math.round((done / Math.max(total, 1)) * width)
  process.stdout.write(`\r${label} [${'█'.repeat(filled)}${'░'.repeat(width - filled)}] ${done}/${total}${done === total ? '\n' : ''}`)
}

/** Asks before spending money. Without a terminal to answer, the answer is no (`--yes` skips the question). */
async function confirm(question: string): Promise<boolean> {
  if (!process.stdin.isTTY) {
    console.log('No terminal to confirm on: run again with --yes to translate.')
    return false
  }
  const readline = createInterface({ input: process.stdin, output: process.stdout })
  try {
    return /^y(es)?$/i.test((await readline.question(question)).trim())
  } finally {
    readline.close()
  }
}

async function warm({ env }: Platform): Promise<void> {
  // The environment overrides `.dev.vars` and `wrangler.toml`, which the platform proxy has read.
  const chain = readSettings({ ...env, ...process.env }, (name, expected) => log(`${name} is not valid (${expected}): it is left out.`)).translation.providers
  const providers = providersFor(chain)
  if (!providers.length) {
    log('TRANSLATION_PROVIDER is none: nothing to translate. Set it (and TRANSLATION_API_KEY) in .dev.vars or the environment.')
    return
  }
  const strings = siteStrings()
  const langs = languages()
  const existing = new Set((await database(env.DB).select({ key: translations.key }).from(translations)).map((row) => row.key))
  const work: { lang: string; texts: string[] }[] = []
  for (const lang of langs) {
    const texts: string[] = []
    for (const text of strings) if (!skipReason(text, lang) && !existing.has(await translationKey(text, lang))) texts.push(text)
    if (texts.length) work.push({ lang, texts })
  }
  const count = work.reduce((sum, item) => sum + item.texts.length, 0)
  const characters = work.reduce((sum, item) => sum + item.texts.reduce((n, text) => n + text.length, 0), 0)
  if (!count) return log(`Every string is already translated into ${langs.join(', ')}.`)

  console.log(`Provider: ${providers.map((provider) => provider.name).join(' → ')} (${flags.remote ? 'remote' : 'local'} D1)`)
  for (const item of work) console.log(`  ${item.lang}: ${item.texts.length} strings, ${item.texts.reduce((n, text) => n + text.length, 0)} characters`)
  console.log(`Total: ${count} strings, ${characters} characters (providers bill by character).`)
  if (!flags.yes && !(await confirm('Translate now? [y/N] '))) return console.log('Nothing was translated.')

  const breakers = new Breakers()
  const states: { lang: string; completeFor?: string }[] = []
  const siteHash = await hashStrings(strings)
  let failedTotal = 0
  for (const { lang, texts } of work) {
    const outcome = await translateTexts(texts, lang, providers, breakers, { onBatch: (done, total) => progress(lang.padEnd(3), done, total) })
    const rows = await Promise.all(
      [...outcome.translated].map(async ([english, { text, provider }]) => ({
        key: await translationKey(english, lang),
        originalText: english,
        targetLanguage: lang,
        translatedText: text,
        provider,
      })),
    )
    await write(env, rows)
    failedTotal += outcome.failed.size
    const done = new Set(outcome.translated.keys())
    const complete = required(texts, lang).every((text) => done.has(text))
    states.push({ lang, completeFor: complete && required(strings, lang).length ? siteHash : undefined })
    log(`${lang}: ${rows.length} translated, ${outcome.unchanged.size} kept in English, ${outcome.failed.size} failed (${outcome.requests} requests)`)
  }
  await bumpVersions(env, states)
  if (failedTotal) console.log(`${failedTotal} strings failed and will be served in English; run warm again later.`)
  log('Done. Run `npm run translations:export` to update the shipped memory.')
}

async function exportMemory({ env }: Platform): Promise<void> {
  mkdirSync(MEMORY_DIR, { recursive: true })
  for (const lang of languages()) {
    const memory = await languageMemory(database(env.DB), lang)
    const file = join(MEMORY_DIR, `${lang}.json`)
    const count = Object.keys(memory).length
    if (!count) {
      if (existsSync(file)) rmSync(file)
      continue
    }
    writeFileSync(file, memoryFileText(memory))
    log(`${file}: ${count} translations`)
  }
}

/**
 * Where a local import records what it loaded. It lives beside local D1's files, so
 * wiping the local state wipes it too and the next start imports again.
 */
const IMPORT_MARKER = join(flags['persist-to'] ?? join('.wrangler', 'state'), 'translation-memory.sha256')

/** A fingerprint of the memory files and the site's strings: what a full import depends on. */
function memoryFingerprint(files: readonly string[], siteHash: string): string {
  const hash = createHash('sha256').update(siteHash)
  for (const file of files) hash.update(file).update(readFileSync(join(MEMORY_DIR, file)))
  return hash.digest('hex')
}

/** What an import did to one language. */
interface LanguageChange {
  lang: string
  /** Rows written (new or changed). */
  written: number
  /** The site's strings hash when the memory covers all of them. */
  completeFor?: string
}

/**
 * Writes the KV state of the languages whose rows changed (a new version: their cached
 * dictionaries and pages are rebuilt), or that the memory now completes (same version).
 * An unchanged language costs no KV write.
 */
async function publishChanges(env: Env, changes: readonly LanguageChange[]): Promise<number> {
  const current = await readLanguageStates(
    env.CACHE,
    changes.map((change) => change.lang),
  )
  const version = newVersion()
  let bumped = 0
  let writes = 0
  for (const { lang, written, completeFor } of changes) {
    const state = current.get(lang)
    const next = written || !state ? version : completeFor && state.completeFor !== completeFor ? state.version : undefined
    if (next === undefined) continue
    if (next === version) bumped++
    writes++
    await writeLanguageState(env.CACHE, lang, { version: next, completeFor })
  }
  log(bumped ? `New translation version for ${bumped} language${bumped === 1 ? '' : 's'}.` : 'No language changed: every translation version stays.')
  return writes
}

async function importMemory(platformFor: () => Promise<Platform>): Promise<void> {
  if (!existsSync(MEMORY_DIR)) return log('No translations/ folder: nothing to import.')
  const files = readdirSync(MEMORY_DIR)
    .filter((file) => file.endsWith('.json') && (!flags.lang || file === `${flags.lang}.json`))
    .sort()
  const strings = siteStrings()
  const siteHash = await hashStrings(strings)
  // `npm start` imports on every start; local D1 already holds an unchanged memory after the first.
  const fingerprint = !flags.remote && !flags.lang ? memoryFingerprint(files, siteHash) : undefined
  if (fingerprint && !flags.force && existsSync(IMPORT_MARKER) && readFileSync(IMPORT_MARKER, 'utf8') === fingerprint) {
    return log('The translation memory in local D1 is up to date (--force imports it again).')
  }
  const { env, dispose } = await platformFor()
  try {
    const changes: LanguageChange[] = []
    const usage = { rowsRead: 0, rowsWritten: 0 }
    for (const file of files) {
      const lang = file.slice(0, -'.json'.length)
      if (!LANGUAGES.some((language) => language.code === lang) || lang === 'en') fail(`${file}: not a target language`)
      const memory = JSON.parse(readFileSync(join(MEMORY_DIR, file), 'utf8')) as Record<string, MemoryEntry>
      // The memory passes the same checks as a provider's answer: a file edited by hand
      // cannot put a lost brand term or a broken slot on the site.
      const rows: TranslationWrite[] = []
      for (const [english, entry] of Object.entries(memory)) {
        if (typeof entry?.translation !== 'string') continue
        const problem = rejection(english, entry.translation, lang)
        if (problem && !(problem === 'unchanged' && mayStayUnchanged(english))) {
          console.warn(`${file}: skipped (${problem}): ${english.slice(0, 60)}`)
          continue
        }
        const key = await translationKey(english, lang)
        rows.push({
          key,
          originalText: english,
          targetLanguage: lang,
          translatedText: entry.translation,
          provider: entry.provider,
          reviewed: entry.reviewed === true,
          changedBy: 'import',
        })
      }
      let written = 0
      const keptReviewed: string[] = []
      for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
        const result = await importTranslations(env.DB, rows.slice(start, start + ROWS_PER_STATEMENT))
        written += result.written.length
        keptReviewed.push(...result.keptReviewed)
        usage.rowsRead += result.rowsRead
        usage.rowsWritten += result.rowsWritten
      }
      const complete = required(strings, lang).every((text) => text in memory)
      changes.push({ lang, written, completeFor: complete ? siteHash : undefined })
      log(`${file}: ${rows.length} translations, ${written} written${complete ? ' (complete)' : ''}`)
      if (keptReviewed.length) {
        const english = new Map(rows.map((row) => [row.key, row.originalText]))
        console.warn(`${file}: ${keptReviewed.length} reviewed in D1 and different in the file, kept as reviewed (export the language to update the file):`)
        for (const key of keptReviewed) console.warn(`  ${(english.get(key) ?? key).slice(0, 70)}`)
      }
    }
    const kvWrites = await publishChanges(env, changes)
    log(`D1: ${usage.rowsRead} rows read, ${usage.rowsWritten} rows written; KV: ${changes.length} read, ${kvWrites} written.`)
  } finally {
    await dispose()
  }
  if (fingerprint) writeFileSync(IMPORT_MARKER, fingerprint)
}

const command = positionals[0]
const connect = () => platform({ remote: flags.remote, persistTo: flags['persist-to'] })
if (command === 'import') await importMemory(connect)
else if (command === 'warm' || command === 'export') {
  const connected = await connect()
  try {
    await (command === 'warm' ? warm(connected) : exportMemory(connected))
  } finally {
    await connected.dispose()
  }
} else fail('usage: node scripts/translations.ts <warm|export|import> [--lang xx] [--local|--remote] [--yes] [--force] [--quiet]')
