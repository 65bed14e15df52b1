/**
 * Everything the translation engine keeps in an isolate's memory between requests, in
 * one place: per configuration (providers, circuit breakers, page dictionaries, work in
 * flight, language states) and the site's string catalog.
 */
import type { Database } from '../db'
import { Breakers } from './breaker'
import { memoryOnlyStrings, siteStrings } from './catalog'
import { hashStrings } from './keys'
import type { LanguageState } from './kv'
import { providersFor } from './providers'
import type { Provider, ProviderSetting } from './providers'

/** A page's dictionary as this isolate knows it. */
export interface PageEntry {
  dictionary: Map<string, string>
  complete: boolean
  /** The language's memory version it was built from. */
  version: string
  /** The version's last published revision, which its D1 lookup was read as of (see `findTranslations`). */
  publishedRevision?: number
  checkedAt: number
  retryAt: number
}

/** The lookup and translation of one page, shared by the requests that need it at once. */
export interface PageJob {
  /** Memory, KV and D1 hits: what can be served without waiting for the provider. */
  lookedUp: Promise<PageEntry>
  /** The page after the provider answered (or failed). */
  translated: Promise<PageEntry>
  /** Everything, including the write-back. */
  settled: Promise<unknown>
}

export interface EngineState {
  providers: Provider[]
  breakers: Breakers
  pages: Map<string, PageEntry>
  jobs: Map<string, PageJob>
  languages: { states: Map<string, LanguageState | null>; checkedAt: number } | null
  requiredKeys: Map<string, Promise<string[]>>
}

/** What one of the engine's calls works with: its isolate state and the few values it was given. */
export interface EngineContext {
  state: EngineState
  db: Database
  kv: KVNamespace
  /** How long a page waits for the provider. */
  timeoutMs: number
}

export interface SiteCatalog {
  strings: string[]
  set: ReadonlySet<string>
  /** Legal text: from the memory only, never from a provider. */
  memoryOnly: ReadonlySet<string>
  hash: Promise<string>
}

const MAX_PAGES_IN_MEMORY = 1000

const engines = new Map<string, EngineState>()
let site: SiteCatalog | undefined
/** Each language's translation version as last read from KV (see language-version.ts). */
export const languageVersions = new Map<string, { version: string; checkedAt: number }>()

/** The engine state for a configuration (provider chain and URLs), made on first use. */
export function engineState(chain: readonly ProviderSetting[]): EngineState {
  const id = chain.map(({ name, apiUrl }) => `${name}|${apiUrl}`).join(',')
  let engine = engines.get(id)
  if (!engine) {
    engine = { providers: providersFor(chain), breakers: new Breakers(), pages: new Map(), jobs: new Map(), languages: null, requiredKeys: new Map() }
    engines.set(id, engine)
  }
  return engine
}

/** The site's strings, computed once per isolate. */
export function siteCatalog(): SiteCatalog {
  if (!site) {
    const strings = siteStrings()
    site = { strings, set: new Set(strings), memoryOnly: new Set(memoryOnlyStrings()), hash: hashStrings(strings) }
  }
  return site
}

/** Keeps a page's dictionary, forgetting the least recently used beyond the limit. */
export function rememberPage(engine: EngineState, id: string, entry: PageEntry): void {
  engine.pages.delete(id)
  engine.pages.set(id, entry)
  if (engine.pages.size > MAX_PAGES_IN_MEMORY) engine.pages.delete(engine.pages.keys().next().value as string)
}

/**
 * Forgets this isolate's page dictionaries of one language, in every configuration, so
 * the next request in it reads KV and D1 again (after a person edits a translation).
 */
export function forgetLanguage(lang: string): void {
  languageVersions.delete(lang)
  for (const engine of engines.values()) {
    for (const id of [...engine.pages.keys()]) if (id.startsWith(`${lang}:`)) engine.pages.delete(id)
  }
}

/** Forgets everything this isolate holds (memory, breakers, work in flight). For tests. */
export function resetTranslationEngine(): void {
  engines.clear()
  languageVersions.clear()
}
