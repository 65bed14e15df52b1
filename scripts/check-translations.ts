/**
 * The translation memory's own check, run by `npm test` before the build:
 *
 *   node scripts/check-translations.ts [--dir translations] [--fix]
 *
 * For every language file it reports, by language and English key: site strings with no
 * translation (and plural entries missing a category the language needs), stale entries
 * the site no longer renders, entries the engine would refuse (lost or repeated protected
 * terms and slots, a protected term glossed in parentheses, an unchanged or out-of-ratio
 * text), glossary terms not rendered the one approved way (translations/rules/), and
 * French typography (a narrow no-break space before ; ! ?, a no-break space before : and
 * inside « »). It exits 1 when anything is wrong. `--fix` removes stale entries and
 * entries that are never used, corrects French spacing, and leaves everything else to a person.
 */
import './lib/source-hooks.ts'
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseArgs } from 'node:util'

const { LANGUAGES } = await import('../src/lib/languages.ts')
const { siteStrings } = await import('../src/translation/catalog.ts')
const { mayStayUnchanged, rejection, skipReason } = await import('../src/translation/checks.ts')
const { sourceText } = await import('../src/i18n/copy.ts')

interface MemoryEntry {
  translation: string
  provider: string
  reviewed: boolean
}

/** An English term of the glossary (translations/rules/terms.json): a pattern for it in its glossary sense, and that sense. */
interface Term {
  id: string
  meaning: string
  /** Regular expression (case-insensitive) for the term in English; look-behinds rule out other senses. */
  en: string
}

/** One language's rules: the approved rendering of each term, as a pattern its translation must contain. */
interface LanguageRules {
  assistantGender?: 'feminine' | 'masculine'
  /**
   * `match`: what a translation of a text using the term must contain; `avoid`: what it must not
   * (the masculine form where the assistant is feminine); `exceptions` are cut out first.
   */
  glossary: Record<string, { use: string; match: string; avoid?: string; exceptions?: string[] }>
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

/** English text in which a glossary term appears in its glossary sense. */
function usesTerm(term: Term, english: string): boolean {
  return new RegExp(term.en, 'i').test(english)
}

const NARROW = '\u202f'
const NBSP = '\u00a0'

/** French spacing: what is wrong, and the text put right. */
function frenchSpacing(text: string): { wrong: string[]; fixed: string } {
  const wrong: string[] = []
  // Slots, and `?` that is not punctuation (a URL, "= ?" of a sum) are left alone.
  let fixed = text.replace(/[ \u00a0]([;!?])/g, (_all, mark: string) => {
    wrong.push(`“ ${mark}” needs a narrow no-break space`)
    return `${NARROW}${mark}`
  })
  fixed = fixed.replace(/(\p{L}|\))([;!?])(?=\s|$)/gu, (_all, before: string, mark: string) => {
    wrong.push(`no space before “${mark}”`)
    return `${before}${NARROW}${mark}`
  })
  fixed = fixed.replace(/[ \u202f]:(?=\s|$)/g, () => {
    wrong.push('“ :” needs a no-break space')
    return `${NBSP}:`
  })
  fixed = fixed.replace(/«(?!\u00a0)[ \u202f]?/g, (all) => {
    if (all !== `«`) wrong.push('“« ” needs a no-break space')
    else wrong.push('“«” needs a no-break space after it')
    return `«${NBSP}`
  })
  fixed = fixed.replace(/(?<!\u00a0)[ \u202f]?»/g, (all) => {
    if (all !== '»') wrong.push('“ »” needs a no-break space')
    else wrong.push('“»” needs a no-break space before it')
    return `${NBSP}»`
  })
  return { wrong, fixed }
}

const files = readdirSync(dir).filter((file) => file.endsWith('.json'))
for (const lang of targets) if (!files.includes(`${lang}.json`)) report(lang, `${lang}.json`, 'the language has no memory file')

for (const file of files.sort()) {
  const lang = file.slice(0, -'.json'.length)
  if (!targets.includes(lang)) {
    report(lang, file, 'not a target language')
    continue
  }
  const path = join(dir, file)
  const memory = JSON.parse(readFileSync(path, 'utf8')) as Record<string, MemoryEntry>
  const rules: LanguageRules | undefined = existsSync(join(rulesDir, file))
    ? (JSON.parse(readFileSync(join(rulesDir, file), 'utf8')) as LanguageRules)
    : undefined
  if (terms.length && !rules) report(lang, `rules/${file}`, 'the language has no glossary')
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
    const problem = rejection(english, entry.translation, lang)
    if (problem && !(problem === 'unchanged' && mayStayUnchanged(english))) report(lang, english, `rejected by the engine (${problem})`)

    if (lang === 'fr') {
      const { wrong, fixed } = frenchSpacing(entry.translation)
      if (wrong.length && flags.fix) {
        entry.translation = fixed
        changed = true
      } else for (const message of new Set(wrong)) report(lang, english, message)
    }

    for (const term of terms) {
      const rule = rules?.glossary[term.id]
      if (!rule || !usesTerm(term, sourceText(english))) continue
      let translation = entry.translation
      for (const exception of rule.exceptions ?? []) translation = translation.replace(new RegExp(exception, 'giu'), ' ')
      if (!new RegExp(rule.match, 'iu').test(translation)) report(lang, english, `glossary: "${term.id}" (${term.meaning}) should be “${rule.use}”`)
      const avoided = rule.avoid ? new RegExp(rule.avoid, 'iu').exec(translation) : null
      if (avoided)
        report(
          lang,
          english,
          `glossary: "${term.id}" must not be “${avoided[0]}”${rules?.assistantGender ? ` (the assistant is ${rules.assistantGender})` : ''}`,
        )
    }
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
