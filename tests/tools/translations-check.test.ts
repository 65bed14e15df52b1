import { spawnSync } from 'node:child_process'
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { roiCopy } from '../../src/copy/home'
import { shellCopy } from '../../src/copy/shell'
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
      /es: 1 problem[\s\S]*rejected by the engine \(brand-terms\)/,
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
      /cs: 1 problem[\s\S]*rejected by the engine \(plural\)/,
    ],
    [
      'a glossed protected term',
      'de',
      (memory) => {
        const key = keyWith(memory, /^Discovery and mapping rollout$/)
        memory[key] = entry(memory[key]!.translation.replace('Discovery', 'Discovery (automatische Erkennung)'))
      },
      /de: 1 problem[\s\S]*rejected by the engine \(gloss\)/,
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
