/**
 * The translation memory on the command line.
 *
 *   node scripts/translations.ts warm   [--lang xx] [--local|--remote] [--yes] [--quiet]
 *   node scripts/translations.ts export [--lang xx] [--local|--remote] [--quiet]
 *   node scripts/translations.ts import [--lang xx] [--local|--remote] [--force] [--quiet]
 *
 * warm: translates every string of every page into every language (or --lang) with the
 * configured provider, calling it directly with the engine's own code (batching, checks,
 * brand-term protection), after a cost preview and a confirmation. It needs no running
 * Worker and knows the exact cost before spending anything.
 * export/import: D1 ⇄ translations/<lang>.json (English → translation, sorted), the
 * memory `npm start` loads. D1 is reached with `wrangler d1 execute`; after a change the
 * language's version in KV is bumped so cached page dictionaries are rebuilt. A full
 * local import is skipped when the memory and the site's strings are what it last loaded.
 */
import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createInterface } from 'node:readline/promises'
import { runnerImport } from 'vite'
import { CHILD_ENV } from './run.ts'

/**
 * The part of src/translation/tools.ts this script uses. Written out because the Node
 * type-check must not pull in the Worker's sources (JSX, parameter properties).
 */
interface Provider {
  name: string
}
interface Outcome {
  translated: Map<string, { text: string; provider: string }>
  failed: Set<string>
  unchanged: Set<string>
  requests: number
}
interface Tools {
  LANGUAGES: readonly { code: string }[]
  siteStrings(): string[]
  skipReason(text: string, lang: string): string | null
  mayStayUnchanged(text: string): boolean
  rejection(source: string, result: string | null, target: string): string | null
  translationKey(text: string, lang: string): Promise<string>
  hashStrings(strings: readonly string[]): Promise<string>
  languageStateKey(lang: string): string
  providersFromConfig(names: string, configFor: (name: string) => { apiUrl?: string; apiKey?: string }): Provider[]
  Breakers: new () => unknown
  translateTexts(
    texts: readonly string[],
    lang: string,
    providers: readonly Provider[],
    breakers: unknown,
    options: { onBatch?: (done: number, total: number) => void },
  ): Promise<Outcome>
}

interface MemoryEntry {
  translation: string
  provider: string
  reviewed: boolean
}

const args = process.argv.slice(2)
const command = args[0]
const flag = (name: string) => args.includes(`--${name}`)
const option = (name: string) => {
  const index = args.indexOf(`--${name}`)
  return index >= 0 ? args[index + 1] : undefined
}
const quiet = flag('quiet')
const target = flag('remote') ? '--remote' : '--local'
const log = (message: string) => {
  if (!quiet) console.log(message)
}
const MEMORY_DIR = 'translations'

function fail(message: string): never {
  console.error(`✗ ${message}`)
  process.exit(1)
}

function wrangler(commandArgs: readonly string[]): string {
  const result = spawnSync('wrangler', commandArgs, { encoding: 'utf8', env: CHILD_ENV, shell: process.platform === 'win32', maxBuffer: 256 * 1024 * 1024 })
  if (result.status !== 0) fail(`wrangler ${commandArgs.slice(0, 3).join(' ')} failed:\n${result.stderr || result.stdout || result.error?.message}`)
  return result.stdout
}

/** Runs SQL on D1 and returns the rows of its last statement. */
function d1Query<T>(sql: string): T[] {
  const output = wrangler(['d1', 'execute', 'DB', target, '--json', '--command', sql])
  const parsed = JSON.parse(output.slice(output.indexOf('['))) as { results: T[] }[]
  return parsed.at(-1)?.results ?? []
}

function d1File(sql: string): void {
  const dir = join(tmpdir(), `translations-${process.pid}`)
  mkdirSync(dir, { recursive: true })
  const file = join(dir, 'memory.sql')
  writeFileSync(file, sql)
  try {
    wrangler(['d1', 'execute', 'DB', target, '--yes', '--file', file])
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/** New versions for the languages' KV state, so every isolate rebuilds their page dictionaries. */
function bumpVersions(tools: Tools, states: { lang: string; completeFor?: string }[]): void {
  if (!states.length) return
  const dir = join(tmpdir(), `translations-kv-${process.pid}`)
  mkdirSync(dir, { recursive: true })
  const file = join(dir, 'states.json')
  const version = `${Date.now()}`
  writeFileSync(
    file,
    JSON.stringify(states.map(({ lang, completeFor }) => ({ key: tools.languageStateKey(lang), value: JSON.stringify({ version, completeFor }) }))),
  )
  try {
    wrangler(['kv', 'bulk', 'put', file, '--binding', 'CACHE', target])
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

const sqlString = (value: string) => `'${value.replace(/'/g, "''")}'`

async function upsertSql(tools: Tools, lang: string, entries: [string, MemoryEntry][]): Promise<string> {
  const now = Date.now()
  const rows = await Promise.all(
    entries.map(
      async ([english, entry]) =>
        `(${[await tools.translationKey(english, lang), english, 'en', lang, entry.translation, entry.provider].map(sqlString).join(', ')}, ${entry.reviewed ? 1 : 0}, ${now}, ${now})`,
    ),
  )
  // A reviewed translation is replaced only by another reviewed one.
  return rows
    .map(
      (row) =>
        `INSERT INTO translations (key, original_text, source_language, target_language, translated_text, provider, reviewed, created_at, updated_at) VALUES ${row}\n` +
        'ON CONFLICT (key) DO UPDATE SET translated_text = excluded.translated_text, provider = excluded.provider, reviewed = excluded.reviewed, updated_at = excluded.updated_at\n' +
        'WHERE translations.reviewed = 0 OR excluded.reviewed = 1;',
    )
    .join('\n')
}

/** The site strings a language needs for it to count as complete. */
function required(tools: Tools, strings: readonly string[], lang: string): string[] {
  return strings.filter((text) => !tools.skipReason(text, lang) && !tools.mayStayUnchanged(text))
}

async function loadTools(): Promise<Tools> {
  const { module } = await runnerImport<Tools>('./src/translation/tools.ts', { configFile: false, logLevel: 'error' })
  return module
}

function languages(tools: Tools): string[] {
  const all = tools.LANGUAGES.map((language) => language.code as string).filter((code) => code !== 'en')
  const chosen = option('lang')
  if (chosen === undefined) return all
  if (!all.includes(chosen)) fail(`--lang must be one of: ${all.join(', ')}`)
  return [chosen]
}

/** TRANSLATION_* settings: the environment, then .dev.vars, then wrangler.toml [vars]. */
function setting(name: string): string {
  if (process.env[name]) return process.env[name] ?? ''
  for (const file of ['.dev.vars', 'wrangler.toml']) {
    if (!existsSync(file)) continue
    const match = new RegExp(`^${name}\\s*=\\s*"?([^"\\n]*)"?`, 'm').exec(readFileSync(file, 'utf8'))
    if (match?.[1]) return match[1].trim()
  }
  return ''
}

function progress(label: string, done: number, total: number): void {
  if (quiet || !process.stdout.isTTY) return
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

async function warm(): Promise<void> {
  const tools = await loadTools()
  const providers = tools.providersFromConfig(setting('TRANSLATION_PROVIDER'), (name) => ({
    apiUrl: setting(`TRANSLATION_API_URL_${name.toUpperCase()}`) || setting('TRANSLATION_API_URL') || undefined,
    apiKey: setting(`TRANSLATION_API_KEY_${name.toUpperCase()}`) || setting('TRANSLATION_API_KEY') || undefined,
  }))
  if (!providers.length) {
    log('TRANSLATION_PROVIDER is none: nothing to translate. Set it (and TRANSLATION_API_KEY) in .dev.vars or the environment.')
    return
  }
  const strings = tools.siteStrings()
  const langs = languages(tools)
  const existing = new Set(d1Query<{ key: string }>('SELECT key FROM translations').map((row) => row.key))
  const work: { lang: string; texts: string[] }[] = []
  for (const lang of langs) {
    const texts: string[] = []
    for (const text of strings) if (!tools.skipReason(text, lang) && !existing.has(await tools.translationKey(text, lang))) texts.push(text)
    if (texts.length) work.push({ lang, texts })
  }
  const count = work.reduce((sum, item) => sum + item.texts.length, 0)
  const characters = work.reduce((sum, item) => sum + item.texts.reduce((n, text) => n + text.length, 0), 0)
  if (!count) return log(`Every string is already translated into ${langs.join(', ')}.`)

  console.log(`Provider: ${providers.map((provider) => provider.name).join(' → ')} (${target.slice(2)} D1)`)
  for (const item of work) console.log(`  ${item.lang}: ${item.texts.length} strings, ${item.texts.reduce((n, text) => n + text.length, 0)} characters`)
  console.log(`Total: ${count} strings, ${characters} characters (providers bill by character).`)
  if (!flag('yes') && !(await confirm('Translate now? [y/N] '))) return console.log('Nothing was translated.')

  const breakers = new tools.Breakers()
  const states: { lang: string; completeFor?: string }[] = []
  const siteHash = await tools.hashStrings(strings)
  let failedTotal = 0
  for (const { lang, texts } of work) {
    const outcome = await tools.translateTexts(texts, lang, providers, breakers, { onBatch: (done, total) => progress(lang.padEnd(3), done, total) })
    const entries = [...outcome.translated].map(([english, { text, provider }]): [string, MemoryEntry] => [
      english,
      { translation: text, provider, reviewed: false },
    ])
    if (entries.length) d1File(await upsertSql(tools, lang, entries))
    failedTotal += outcome.failed.size
    const done = new Set([...outcome.translated.keys()])
    const complete = required(tools, texts, lang).every((text) => done.has(text))
    states.push({ lang, completeFor: complete && required(tools, strings, lang).length ? siteHash : undefined })
    log(`${lang}: ${entries.length} translated, ${outcome.unchanged.size} kept in English, ${outcome.failed.size} failed (${outcome.requests} requests)`)
  }
  bumpVersions(tools, states)
  if (failedTotal) console.log(`${failedTotal} strings failed and will be served in English; run warm again later.`)
  log('Done. Run `npm run translations:export` to update the shipped memory.')
}

async function exportMemory(): Promise<void> {
  const tools = await loadTools()
  mkdirSync(MEMORY_DIR, { recursive: true })
  for (const lang of languages(tools)) {
    // Pseudo-localisation is a development aid, never shipped as memory.
    const rows = d1Query<{ original_text: string; translated_text: string; provider: string; reviewed: number }>(
      `SELECT original_text, translated_text, provider, reviewed FROM translations WHERE target_language = ${sqlString(lang)} AND provider <> 'pseudo'`,
    )
    const file = join(MEMORY_DIR, `${lang}.json`)
    if (!rows.length) {
      if (existsSync(file)) rmSync(file)
      continue
    }
    const memory: Record<string, MemoryEntry> = {}
    for (const row of [...rows].sort((a, b) => (a.original_text < b.original_text ? -1 : a.original_text > b.original_text ? 1 : 0))) {
      memory[row.original_text] = { translation: row.translated_text, provider: row.provider, reviewed: row.reviewed === 1 }
    }
    writeFileSync(file, `${JSON.stringify(memory, null, 2)}\n`)
    log(`${file}: ${rows.length} translations`)
  }
}

/**
 * Where a local import records what it loaded. It lives beside local D1's files, so
 * wiping the local state wipes it too and the next start imports again.
 */
const IMPORT_MARKER = join('.wrangler', 'state', 'translation-memory.sha256')

/** A fingerprint of the memory files and the site's strings: what a full import depends on. */
function memoryFingerprint(files: readonly string[], siteHash: string): string {
  const hash = createHash('sha256').update(siteHash)
  for (const file of files) hash.update(file).update(readFileSync(join(MEMORY_DIR, file)))
  return hash.digest('hex')
}

async function importMemory(): Promise<void> {
  if (!existsSync(MEMORY_DIR)) return log('No translations/ folder: nothing to import.')
  const tools = await loadTools()
  const chosen = option('lang')
  const files = readdirSync(MEMORY_DIR)
    .filter((file) => file.endsWith('.json') && (!chosen || file === `${chosen}.json`))
    .sort()
  const strings = tools.siteStrings()
  const siteHash = await tools.hashStrings(strings)
  // `npm start` imports on every start; local D1 already holds an unchanged memory after the first.
  const fingerprint = target === '--local' && !chosen ? memoryFingerprint(files, siteHash) : undefined
  if (fingerprint && !flag('force') && existsSync(IMPORT_MARKER) && readFileSync(IMPORT_MARKER, 'utf8') === fingerprint) {
    return log('The translation memory in local D1 is up to date (--force imports it again).')
  }
  const states: { lang: string; completeFor?: string }[] = []
  const statements: string[] = []
  for (const file of files) {
    const lang = file.slice(0, -'.json'.length)
    if (!tools.LANGUAGES.some((language) => language.code === lang) || lang === 'en') fail(`${file}: not a target language`)
    const memory = JSON.parse(readFileSync(join(MEMORY_DIR, file), 'utf8')) as Record<string, MemoryEntry>
    // The memory passes the same checks as a provider's answer: a file edited by hand
    // cannot put a lost brand term or a broken slot on the site.
    const entries = Object.entries(memory).filter(([english, entry]) => {
      if (typeof entry?.translation !== 'string') return false
      const problem = tools.rejection(english, entry.translation, lang)
      if (problem && !(problem === 'unchanged' && tools.mayStayUnchanged(english))) {
        console.warn(`${file}: skipped (${problem}): ${english.slice(0, 60)}`)
        return false
      }
      return true
    })
    if (entries.length) statements.push(await upsertSql(tools, lang, entries))
    const complete = required(tools, strings, lang).every((text) => text in memory)
    states.push({ lang, completeFor: complete ? siteHash : undefined })
    log(`${file}: ${entries.length} translations${complete ? ' (complete)' : ''}`)
  }
  if (statements.length) d1File(statements.join('\n'))
  bumpVersions(tools, states)
  if (fingerprint) writeFileSync(IMPORT_MARKER, fingerprint)
}

const commands: Record<string, () => Promise<void>> = { warm, export: exportMemory, import: importMemory }
const run = command ? commands[command] : undefined
if (!run) fail('usage: node scripts/translations.ts <warm|export|import> [--lang xx] [--local|--remote] [--yes] [--quiet]')
await run()
