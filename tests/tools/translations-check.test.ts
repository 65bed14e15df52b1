import { spawnSync } from 'node:child_process'
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { homeCopy, roiCopy } from '../../src/copy/home'
import { LABELLED, shellCopy } from '../../src/copy/shell'
import { legalCopy } from '../../src/copy/pages'

const root = resolve('.')
const copies: string[] = []

type Memory = Record<string, { translation: string; provider: string; reviewed: boolean }>

/** A scratch copy of the shipped memory, with `edit` applied to one language. */
function memoryWith(lang: string, edit: (memory: Memory) => void): string {
  const dir = mkdtempSync(join(tmpdir(), 'translations-'))
  copies.push(dir)
  cpSync(join(root, 'translations'), dir, { recursive: true })
  const file = join(dir, `${lang}.json`)
  const memory = JSON.parse(readFileSync(file, 'utf8')) as Memory
  edit(memory)
  writeFileSync(file, JSON.stringify(memory, null, 2))
  return dir
}

const check = (dir: string, ...args: string[]) =>
  spawnSync(process.execPath, [join(root, 'scripts', 'check-translations.ts'), '--dir', dir, ...args], { encoding: 'utf8', cwd: root })

/** The English key of the first entry whose English matches. */
const keyWith = (memory: Memory, pattern: RegExp) => Object.keys(memory).find((key) => pattern.test(key)) as string
const entry = (translation: string) => ({ translation, provider: 'ai-draft', reviewed: false })

afterEach(() => {
  for (const dir of copies.splice(0)) rmSync(dir, { recursive: true, force: true })
})

describe('npm run translations:check', () => {
  it('passes on the shipped memory', () => {
    const result = check(join(root, 'translations'))
    expect(result.stderr).toBe('')
    expect(result.stdout).toContain('no problems')
    expect(result.status).toBe(0)
  })

  const planted: [string, string, (memory: Memory) => void, RegExp][] = [
    ['a missing string', 'cs', (memory) => delete memory[legalCopy.englishVersion], /cs: 1 problem\n {2}"Read the English version": missing/],
    ['a stale entry', 'de', (memory) => (memory['A sentence the site no longer has'] = entry('Ein Satz, den es nicht mehr gibt')), /stale/],
    [
      'a translated product name',
      'es',
      (memory) => {
        const key = keyWith(memory, /^Karlin Labs builds ServiceNow Virtual Agent/)
        memory[key] = entry(memory[key]!.translation.replace('Virtual Agent', 'Agente Virtual'))
      },
      /es: 2 problems[\s\S]*rejected by the engine \(brand-terms\)[\s\S]*product name: “Agente Virtual” translates “Virtual Agent”/,
    ],
    [
      'a lost slot',
      'ru',
      (memory) => (memory[shellCopy.language.current] = entry('Текущий язык')),
      /ru: 1 problem[\s\S]*rejected by the engine \(brand-terms\)/,
    ],
    [
      'a plural without a category the language needs',
      'cs',
      (memory) => (memory[roiCopy.workingDays] = entry('{days, plural, one {# pracovní den} other {# pracovních dnů}}')),
      /cs: 2 problems[\s\S]*plural: the form for “few” is missing \(2, 3, 4…\)[\s\S]*the form for “many” is missing/,
    ],
    [
      'a French “one” without # (it also stands for 0, 0.6 and 1.5)',
      'fr',
      (memory) => (memory[roiCopy.hours] = entry('{hours, plural, one {une heure} many {# d’heures} other {# heures}}')),
      /fr: 1 problem[\s\S]*the “one” form has no # but stands for many numbers: 0 reads “une heure”/,
    ],
    [
      'swapped plural forms',
      'cs',
      (memory) => (memory[roiCopy.months] = entry('{months, plural, one {# měsíců} few {# měsíce} many {# měsíce} other {# měsíc}}')),
      /cs: 2 problems[\s\S]*“měsíců” is the few\/other form of “měsíc”, not the one form: 1 reads “1 měsíců”[\s\S]*“měsíc” is the one form/,
    ],
    [
      'a plural form of the wrong category for decimals',
      'cs',
      (memory) => (memory[roiCopy.months] = entry('{months, plural, one {# měsíc} few {# měsíce} many {# měsíců} other {# měsíců}}')),
      /cs: 1 problem[\s\S]*“měsíců” is the few\/other form of “měsíc”, not the many form: 0,1 reads “0,1 měsíců”/,
    ],
    [
      'a glossed protected term',
      'de',
      (memory) => {
        const key = keyWith(memory, /^Discovery and mapping rollout$/)
        memory[key] = entry(memory[key]!.translation.replace('Discovery', 'Discovery (automatische Erkennung)'))
      },
      /de: 2 problems[\s\S]*rejected by the engine \(gloss\)[\s\S]*product name: “automatische Erkennung” translates “Discovery”/,
    ],
    [
      'a protected term glossed without brackets, between commas',
      'fr',
      (memory) => {
        const key = keyWith(memory, /^We start with Discovery/)
        memory[key] = entry(memory[key]!.translation.replace('Discovery', "Discovery, l'outil de repérage du réseau,"))
      },
      /fr: 1 problem[\s\S]*gloss: “Discovery, l'outil de repérage du réseau,” explains a product name/,
    ],
    [
      'a protected term glossed without brackets, between dashes',
      'de',
      (memory) => {
        const key = keyWith(memory, /^We start with Discovery/)
        memory[key] = entry(memory[key]!.translation.replace('Discovery', 'Discovery – die Netzwerkerfassung –'))
      },
      /de: 1 problem[\s\S]*gloss: “Discovery – die Netzwerkerfassung –”/,
    ],
    [
      'a protected term next to a translation of it',
      'fr',
      (memory) => {
        const key = keyWith(memory, /^A well-designed Virtual Agent/)
        memory[key] = entry(memory[key]!.translation.replace('Virtual Agent', 'agent virtuel Virtual Agent'))
      },
      /fr: 1 problem[\s\S]*product name: “agent virtuel” translates “Virtual Agent”/,
    ],
    [
      'the other register (Lei in Italian, which addresses its reader with voi)',
      'it',
      (memory) => (memory[homeCopy.contact.title] = entry('Ci parli della Sua azienda')),
      /it: 1 problem[\s\S]*register: “Sua” is not the site's way of addressing the reader \(voi/,
    ],
    [
      'the other register (du in German, which addresses its reader with Sie)',
      'de',
      (memory) => (memory[homeCopy.contact.title] = entry('Erzähl uns von deinem Unternehmen')),
      /de: 1 problem[\s\S]*register: “deinem”/,
    ],
    [
      'a Turkish suffix that fits one number only',
      'tr',
      (memory) => (memory['Up to {share}'] = entry("{share}'e kadar")),
      /tr: 1 problem[\s\S]*“\{share\}'e”: a suffix after a number depends on the number/,
    ],
    [
      'a glossary term rendered another way',
      'de',
      (memory) => {
        const key = keyWith(memory, /^Calls inbound leads back/)
        memory[key] = entry(memory[key]!.translation.replace(/Leads/g, 'Interessenten'))
      },
      /de: 1 problem[\s\S]*glossary: "lead"/,
    ],
    [
      'the assistant made masculine',
      'ar',
      (memory) => (memory['AI Assistant for Construction Companies | Karlin Labs'] = entry('مساعد ذكاء اصطناعي لشركات البناء | Karlin Labs')),
      /ar: 1 problem[\s\S]*must not be “مساعد” \(the assistant is feminine\)/,
    ],
    [
      'an ordinary space before a French question mark',
      'fr',
      (memory) => {
        const key = keyWith(memory, /\?$/)
        memory[key] = entry(memory[key]!.translation.replace('\u202f?', ' ?'))
      },
      /fr: 1 problem[\s\S]*narrow no-break space/,
    ],
  ]

  const frenchSpaces: [string, string, RegExp][] = [
    ['a thin space before a question mark', 'Puis-je avoir votre nom\u2009?', /“ \?” needs a narrow no-break space/],
    ['an ordinary space before %', 'Jusqu’à 80 % de réponses', /“ %” needs a narrow no-break space/],
    ['no space before %', 'Jusqu’à 80% de réponses', /no space before “%”/],
  ]
  for (const [name, translation, expected] of frenchSpaces)
    planted.push([
      `French spacing: ${name}`,
      'fr',
      (memory) => (memory[roiCopy.pricesNote] = entry(translation)),
      new RegExp(`fr: 1 problem[\\s\\S]*${expected.source}`),
    ])
  planted.push([
    'French spacing: no space before a label’s colon',
    'fr',
    (memory) => (memory[LABELLED] = entry('{label}:')),
    /fr: 1 problem[\s\S]*no space before “:”/,
  ])

  it.each(planted)('fails on %s, naming the language and the key', (_name, lang, edit, expected) => {
    const result = check(memoryWith(lang, edit))
    expect(result.status).toBe(1)
    expect(result.stderr).toMatch(expected)
  })

  it('--fix prunes stale entries and corrects French spacing', () => {
    const dir = memoryWith('fr', (memory) => {
      memory['A sentence the site no longer has'] = entry('Une phrase disparue')
      const key = keyWith(memory, /\?$/)
      memory[key] = entry(memory[key]!.translation.replace('\u202f?', ' ?'))
    })
    expect(check(dir, '--fix').status).toBe(0)
    expect(check(dir).status).toBe(0)
    expect(readFileSync(join(dir, 'fr.json'), 'utf8')).not.toContain('A sentence the site no longer has')
  })
})
