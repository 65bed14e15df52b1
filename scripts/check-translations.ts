/**
 * The translation memory's own check, run by `npm test` before the build:
 *
 *   node scripts/check-translations.ts [--dir translations] [--fix]
 *
 * For every language file it reports, by language and English key: site strings with no
 * translation, stale entries the site no longer renders, entries the engine would refuse
 * (lost or repeated protected terms and slots, a protected term glossed in brackets, after
 * a comma or a dash, an unchanged or out-of-ratio text), plural blocks rendered at the
 * language's sample numbers (a missing category, a form without `#` that stands for more
 * than one number, a form of the wrong category), and what the language's rules in
 * translations/rules/ say: the glossary, the one register of address, translated product
 * names, French spacing and Turkish suffixes after a number. It exits 1 when anything is
 * wrong. `--fix` removes stale entries and entries that are never used, corrects French
 * spacing, and leaves everything else to a person.
 */
import './lib/source-hooks.ts'
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import type { LanguageRules, Term } from './lib/memory-rules.ts'

const { LANGUAGES, localeTag } = await import('../src/lib/languages.ts')
const { siteStrings } = await import('../src/translation/catalog.ts')
const { mayStayUnchanged, rejection, skipReason } = await import('../src/translation/checks.ts')
const {
  appositionProblems,
  frenchSpacing,
  glossaryProblems,
  pluralProblems,
  productTranslationProblems,
  registerProblems,
  suffixAfterSlot,
  unknownCountedWords,
} = await import('./lib/memory-rules.ts')

interface MemoryEntry {
  translation: string
  provider: string
  reviewed: boolean
}

const { values: flags } = parseArgs({ options: { dir: { type: 'string', default: 'translations' }, fix: { type: 'boolean', default: false } } })
const dir = flags.dir
const rulesDir = join(dir, 'rules')

const strings = siteStrings()
const site = new Set(strings)
const terms: Term[] = existsSync(join(rulesDir, 'terms.json'))
  ? Object.entries(JSON.parse(readFileSync(join(rulesDir, 'terms.json'), 'utf8')) as Record<string, Omit<Term, 'id'>>).map(([id, term]) => ({ id, ...term }))
  : []
const targets = LANGUAGES.map((language) => language.code as string).filter((code) => code !== 'en')

const problems = new Map<string, string[]>()
const report = (lang: string, key: string, message: string) => {
  const list = problems.get(lang) ?? []
  list.push(`  ${JSON.stringify(key.length > 90 ? `${key.slice(0, 87)}…` : key)}: ${message}`)
  problems.set(lang, list)
}

const files = readdirSync(dir).filter((file) => file.endsWith('.json'))
for (const lang of targets) if (!files.includes(`${lang}.json`)) report(lang, `${lang}.json`, 'the language has no memory file')

for (const file of files.sort()) {
  const lang = file.slice(0, -'.json'.length)
  if (!targets.includes(lang)) {
    report(lang, file, 'not a target language')
    continue
  }
  const locale = localeTag(lang as (typeof LANGUAGES)[number]['code'])
  const path = join(dir, file)
  const memory = JSON.parse(readFileSync(path, 'utf8')) as Record<string, MemoryEntry>
  const rules = existsSync(join(rulesDir, file)) ? (JSON.parse(readFileSync(join(rulesDir, file), 'utf8')) as LanguageRules) : undefined
  if (!rules?.glossary || !rules.register || !rules.counted) report(lang, `rules/${file}`, 'the language has no rules (glossary, register, counted words)')
  let changed = false

  for (const text of strings) {
    if (skipReason(text, lang) || mayStayUnchanged(text)) continue
    if (!(text in memory)) report(lang, text, 'missing')
  }
  for (const [english, entry] of Object.entries(memory)) {
    if (!site.has(english)) {
      if (flags.fix) {
        delete memory[english]
        changed = true
      } else report(lang, english, 'stale: the site no longer has this text')
      continue
    }
    if (typeof entry?.translation !== 'string' || typeof entry.provider !== 'string' || typeof entry.reviewed !== 'boolean') {
      report(lang, english, 'not {translation, provider, reviewed}')
      continue
    }
    if (skipReason(english, lang)) {
      if (flags.fix) {
        delete memory[english]
        changed = true
      } else report(lang, english, 'never translated (only protected terms and numbers): remove the entry')
      continue
    }
    const found: string[] = []
    const problem = rejection(english, entry.translation, lang)
    if (problem && problem !== 'plural' && !(problem === 'unchanged' && mayStayUnchanged(english))) found.push(`rejected by the engine (${problem})`)

    if (lang === 'fr') {
      const { wrong, fixed } = frenchSpacing(entry.translation)
      if (wrong.length && flags.fix) {
        entry.translation = fixed
        changed = true
      } else found.push(...new Set(wrong))
    }
    if (lang === 'tr') found.push(...suffixAfterSlot(entry.translation))
    if (rules?.counted) {
      const plural = pluralProblems(english, entry.translation, locale, rules)
      found.push(...(plural.length ? plural : unknownCountedWords(english, entry.translation, rules)))
    }
    if (problem === 'plural' && !found.some((message) => message.startsWith('plural:'))) found.push('rejected by the engine (plural)')
    if (rules?.glossary) found.push(...glossaryProblems(english, entry.translation, terms, rules))
    if (rules?.register) found.push(...registerProblems(entry.translation, rules))
    if (rules) found.push(...productTranslationProblems(english, entry.translation, rules))
    if (rules?.glossOpeners) found.push(...appositionProblems(english, entry.translation, rules))
    for (const message of found) report(lang, english, message)
  }
  if (changed) {
    const keys = Object.keys(memory).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
    writeFileSync(path, `${JSON.stringify(Object.fromEntries(keys.map((key) => [key, memory[key]])), null, 2)}\n`)
  }
}

if (problems.size) {
  let count = 0
  for (const [lang, list] of [...problems].sort()) {
    console.error(`${lang}: ${list.length} problem${list.length === 1 ? '' : 's'}`)
    for (const line of list) console.error(line)
    count += list.length
  }
  console.error(`✗ ${count} problems in the translation memory${flags.fix ? ' (after --fix)' : ''}.`)
  process.exit(1)
}
console.log(`✓ ${dir}/: ${files.length} languages, ${strings.length} site strings, no problems.`)
