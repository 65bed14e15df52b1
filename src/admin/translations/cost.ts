/**
 * What translating again would send and cost: per language, the strings a provider may be
 * sent (everything but legal text, in the order a visitor meets it) with the characters of
 * English each one costs, which of them a person has not reviewed yet, and the price of
 * that at each provider's list price.
 */
import type { LanguageCode } from '../../lib/languages'
import { translationEngine } from '../../engine'
import { siteCatalog, sourcesSent } from '../../translation'
import { TARGET_LANGUAGES, visitorOrder } from './queries'
import type { CoverageCount } from './queries'

/** A provider as people write its name, and its list price per million characters; null for one with no charge per character. */
export interface ListedProvider {
  id: string
  name: string
  price: { perMillion: number; currency: string } | null
}

/** List prices (Nov 2026): DeepL API Pro and Google Cloud Translation (Basic); LibreTranslate runs on your own server. */
const LISTED_PROVIDERS: readonly ListedProvider[] = [
  { id: 'deepl', name: 'DeepL', price: { perMillion: 20, currency: 'EUR' } },
  { id: 'google', name: 'Google', price: { perMillion: 20, currency: 'USD' } },
  { id: 'libretranslate', name: 'LibreTranslate', price: null },
]

/** A configured provider's entry: listed, or by its code with no price (the local pseudo-translator). */
function listedProvider(id: string): ListedProvider {
  return LISTED_PROVIDERS.find((provider) => provider.id === id) ?? { id, name: id, price: null }
}

/** A language's strings a provider may be sent, in the order a visitor meets them, and the English characters each one sends. */
export interface Sendable {
  texts: readonly string[]
  characters: readonly number[]
  /** The language's strings of legal text, which are never sent. */
  leftOut: number
}

const sendableByLanguage = new Map<LanguageCode, Sendable>()

/**
 * The strings translating a language again goes through, fixed for a deployed version (so
 * a job's position in them stays valid between runs): every string the language needs but
 * legal text, which only a person translates. A plural string costs each of its branches.
 */
export function sendableStrings(lang: LanguageCode): Sendable {
  let found = sendableByLanguage.get(lang)
  if (!found) {
    const { memoryOnly } = siteCatalog()
    const all = visitorOrder(lang)
    const texts = all.filter((text) => !memoryOnly.has(text))
    const characters = texts.map((text) => sourcesSent(text, lang).reduce((sum, source) => sum + source.length, 0))
    sendableByLanguage.set(lang, (found = { texts, characters, leftOut: all.length - texts.length }))
  }
  return found
}

export interface LanguageWork {
  lang: LanguageCode
  /** Strings not yet reviewed that a provider would be sent. */
  strings: number
  characters: number
}

/** A language's work: its sendable strings that `isReviewed` does not leave out. */
export function languageWork(lang: LanguageCode, isReviewed: (text: string) => boolean): LanguageWork {
  const { texts, characters } = sendableStrings(lang)
  let strings = 0
  let sum = 0
  texts.forEach((text, at) => {
    if (isReviewed(text)) return
    strings++
    sum += characters[at] ?? 0
  })
  return { lang, strings, characters: sum }
}

/** A language's whole work with nothing reviewed, and the characters each sendable string costs by its position in the site's string list. */
interface SendableWork {
  strings: number
  characters: number
  at: ReadonlyMap<number, number>
}

const sendableWorkByLanguage = new Map<LanguageCode, SendableWork>()

function sendableWork(lang: LanguageCode): SendableWork {
  let found = sendableWorkByLanguage.get(lang)
  if (!found) {
    const position = new Map(siteCatalog().strings.map((text, at) => [text, at]))
    const { texts, characters } = sendableStrings(lang)
    const at = new Map(texts.map((text, index) => [position.get(text) ?? -1, characters[index] ?? 0]))
    found = { strings: texts.length, characters: characters.reduce((total, count) => total + count, 0), at }
    sendableWorkByLanguage.set(lang, found)
  }
  return found
}

/**
 * Every language's work from its coverage counts, which name the positions of its
 * reviewed strings: all its sendable strings less the reviewed ones, without asking D1.
 */
export function pendingWork(counts: ReadonlyMap<LanguageCode, CoverageCount>): LanguageWork[] {
  return TARGET_LANGUAGES.map((lang) => {
    const work = sendableWork(lang)
    let { strings, characters } = work
    for (const position of new Set(counts.get(lang)?.reviewedAt.split(',') ?? [])) {
      const cost = position === '' ? undefined : work.at.get(Number(position))
      if (cost === undefined) continue
      strings--
      characters -= cost
    }
    return { lang, strings, characters }
  })
}

/** What a provider would charge; `amount` null where it charges nothing per character. */
export interface CostLine {
  provider: string
  amount: number | null
  currency: string | null
}

export interface CostRow extends LanguageWork {
  costs: CostLine[]
}

export interface CostPreview {
  /** Whether a provider is configured: the costs are then that provider's, else every listed one's. */
  configured: boolean
  /** The strings of legal text a language has, left out of every run (the most of any language previewed). */
  leftOut: number
  languages: CostRow[]
  total: { strings: number; characters: number; costs: CostLine[] }
}

function costLine(provider: ListedProvider, characters: number): CostLine {
  return { provider: provider.name, amount: provider.price ? (characters / 1_000_000) * provider.price.perMillion : null, currency: provider.price?.currency ?? null }
}

/**
 * The cost of `work`: with a provider configured, each language at the price of the provider
 * its chain tries first (Malay may go to Google before DeepL); without one, at each listed
 * provider's price, so the owner can choose.
 */
export function costPreview(env: Env, work: readonly LanguageWork[]): CostPreview {
  const engine = translationEngine(env)
  const pricedBy = (lang: LanguageCode): readonly ListedProvider[] => {
    const first = engine.chainFor(lang)[0]
    return first ? [listedProvider(first)] : LISTED_PROVIDERS
  }
  const languages = work.map((row) => ({ ...row, costs: pricedBy(row.lang).map((provider) => costLine(provider, row.characters)) }))
  const totals = new Map<string, CostLine>()
  for (const line of languages.flatMap((row) => row.costs)) {
    const sum = totals.get(line.provider)
    totals.set(line.provider, sum ? { ...sum, amount: sum.amount === null || line.amount === null ? null : sum.amount + line.amount } : { ...line })
  }
  return {
    configured: engine.providers.length > 0,
    leftOut: Math.max(0, ...work.map((row) => sendableStrings(row.lang).leftOut)),
    languages,
    total: { strings: work.reduce((sum, row) => sum + row.strings, 0), characters: work.reduce((sum, row) => sum + row.characters, 0), costs: [...totals.values()] },
  }
}
