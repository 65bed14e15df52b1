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
 * names, French spacing and Turkish suffixes after a number, the language's quotation marks,
 * apostrophe and ellipsis, verb forms of the other register (and of the console's register
 * in the console's strings), a quoted label that is not the label's translation, English left in a translation, a
 * translation cut short, a doubled word, a number written the English way and an ordinary
 * word glossed in brackets, and the language's style guide (its examples of the register
 * accepted and refused as the register rules do, a rendering of every glossary term)
 * (scripts/lib/memory-check.ts, one language at a time). It exits
 * 1 when anything is wrong. `--fix` removes stale entries and entries that are never used,
 * corrects typography (quotation marks, apostrophes, spaces, French spacing), and leaves
 * everything else to a person.
 */
import './lib/source-hooks.ts'
import { readFileSync, readdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import type { Finding, Memory } from './lib/memory-check.ts'

const { LANGUAGES } = await import('../src/lib/languages.ts')
const { siteStrings } = await import('../src/translation/catalog.ts')
const { CONSOLE_CATALOGS } = await import('../src/copy/index.ts')
const { collectStrings } = await import('../src/i18n/copy.ts')
const { checkContext, checkLanguage, languageReport, memoryFile, readRules } = await import('./lib/memory-check.ts')

const { values: flags } = parseArgs({ options: { dir: { type: 'string', default: 'translations' }, fix: { type: 'boolean', default: false } } })
const dir = flags.dir
const rulesDir = join(dir, 'rules')
const context = checkContext(siteStrings(), rulesDir, collectStrings(...CONSOLE_CATALOGS))
const targets = LANGUAGES.map((language) => language.code as string).filter((code) => code !== 'en')

const problems = new Map<string, Finding[]>()
const files = readdirSync(dir).filter((file) => file.endsWith('.json'))
for (const lang of targets) if (!files.includes(`${lang}.json`)) problems.set(lang, [[`${lang}.json`, 'the language has no memory file']])

for (const file of files.sort()) {
  const lang = file.slice(0, -'.json'.length)
  if (!targets.includes(lang)) {
    problems.set(lang, [[file, 'not a target language']])
    continue
  }
  const path = join(dir, file)
  const memory = JSON.parse(readFileSync(path, 'utf8')) as Memory
  const { findings, changed } = checkLanguage(lang, memory, readRules(rulesDir, lang), context, flags.fix)
  if (findings.length) problems.set(lang, findings)
  if (changed) writeFileSync(path, memoryFile(memory))
}

if (problems.size) {
  let count = 0
  for (const [lang, findings] of [...problems].sort()) {
    console.error(languageReport(lang, findings))
    count += findings.length
  }
  console.error(`✗ ${count} problems in the translation memory${flags.fix ? ' (after --fix)' : ''}.`)
  process.exit(1)
}
console.log(`✓ ${dir}/: ${files.length} languages, ${context.strings.length} site strings, no problems.`)
