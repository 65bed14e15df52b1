import { spawnSync } from 'node:child_process'
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { checkContext, checkLanguage, languageReport, readRules } from '../../scripts/lib/memory-check.ts'
import type { Memory } from '../../scripts/lib/memory-check.ts'
import { CONSOLE_CATALOGS } from '../../src/copy'
import { adminCopy } from '../../src/copy/admin'
import { contactCopy } from '../../src/copy/contact'
import { homeCopy, roiCopy } from '../../src/copy/home'
import { LABELLED, shellCopy } from '../../src/copy/shell'
import { legalCopy } from '../../src/copy/pages'
import { collectStrings } from '../../src/i18n/copy'
import { siteStrings } from '../../src/translation/catalog'

const root = resolve('.')
const copies: string[] = []
const rulesDir = join(root, 'translations', 'rules')
const context = checkContext(siteStrings(), rulesDir, collectStrings(...CONSOLE_CATALOGS))
const shipped = new Map<string, string>()
const shippedMemory = (lang: string) => {
  if (!shipped.has(lang)) shipped.set(lang, readFileSync(join(root, 'translations', `${lang}.json`), 'utf8'))
  return JSON.parse(shipped.get(lang)!) as Memory
}

/**
 * The check run in process on one language's shipped memory with `edit` applied: its
 * report, as the command prints it, or '' when nothing is wrong. (Each run of the command
 * reads the whole memory of every language; the command itself is run a few times below.)
 */
function planted(lang: string, edit: (memory: Memory) => void): string {
  const memory = shippedMemory(lang)
  edit(memory)
  const { findings } = checkLanguage(lang, memory, readRules(rulesDir, lang), context)
  return findings.length ? languageReport(lang, findings) : ''
}

/** A scratch copy of the shipped memory on disk. */
function scratchMemory(): string {
  const dir = mkdtempSync(join(tmpdir(), 'translations-'))
  cpSync(join(root, 'translations'), dir, { recursive: true })
  return dir
}

/** Applies `edit` to one language's file in a scratch copy. */
function editMemory(dir: string, lang: string, edit: (memory: Memory) => void): void {
  const file = join(dir, `${lang}.json`)
  const memory = JSON.parse(readFileSync(file, 'utf8')) as Memory
  edit(memory)
  writeFileSync(file, JSON.stringify(memory, null, 2))
}

/** A scratch copy of the shipped memory with `edit` applied to one language: for the command itself. */
function memoryWith(lang: string, edit: (memory: Memory) => void): string {
  const dir = scratchMemory()
  copies.push(dir)
  editMemory(dir, lang, edit)
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

  const errors: [string, string, (memory: Memory) => void, RegExp][] = [
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
        memory[key] = entry(memory[key]!.translation.replace('Discovery', 'Discovery, l’outil de repérage du réseau,'))
      },
      /fr: 1 problem[\s\S]*gloss: “Discovery, l’outil de repérage du réseau,” explains a product name/,
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
    errors.push([
      `French spacing: ${name}`,
      'fr',
      (memory) => (memory[roiCopy.pricesNote] = entry(translation)),
      new RegExp(`fr: 1 problem[\\s\\S]*${expected.source}`),
    ])
  errors.push([
    'French spacing: no space before a label’s colon',
    'fr',
    (memory) => (memory[LABELLED] = entry('{label}:')),
    /fr: 1 problem[\s\S]*no space before “:”/,
  ])

  // Each kind of error a reviewer would catch, planted alone.
  const tellUs = homeCopy.contact.title
  const informal: [string, string][] = [
    ['de', 'Erzähl uns von Ihrem Unternehmen'],
    ['fr', 'Vérifie ta saisie'],
    ['fr', 'Remplis le formulaire, nous répondons sous un jour ouvré'],
    ['cs', 'Řekni nám o\u00a0své firmě'],
    ['sk', 'Povedz nám o\u00a0svojej firme'],
    ['ru', 'Расскажи нам о своей компании'],
    ['es', 'Revisa los datos de su empresa'],
    ['pt', 'Verifica os dados e tenta outra vez'],
    ['it', 'Controlli i dati e riprovi'],
    ['tr', 'Bize anlat, işletmeni tanıyalım.'],
  ]
  for (const [lang, translation] of informal)
    errors.push([
      `an informal verb form with no listed pronoun (${lang}: “${translation}”)`,
      lang,
      (memory) => (memory[tellUs] = entry(translation)),
      new RegExp(`${lang}: 1 problem\\n {2}"Tell us about your business": register: “[^”]+”`),
    ])

  for (const lang of ['cs', 'sk'])
    errors.push([
      `a one-letter word before a plain space (${lang})`,
      lang,
      (memory) => (memory[tellUs] = entry(`${memory[tellUs]!.translation} a týmu`)),
      new RegExp(`${lang}: 1 problem\\n {2}"Tell us about your business": “a” before a plain space`),
    ])

  const paragraph = /^A concrete pour moves because the pump truck is late/
  errors.push(
    [
      'an English sentence appended to a translation',
      'de',
      (memory) => {
        const key = keyWith(memory, paragraph)
        memory[key] = entry(`${memory[key]!.translation} We will get back to you within one business day.`)
      },
      /de: 1 problem\n {2}"A concrete pour moves[^"]*": English: “We will get back to you within one business day\.” reads as English/,
    ],
    [
      'an English sentence of the source left in a translation',
      'fr',
      (memory) => {
        const key = keyWith(memory, paragraph)
        memory[key] = entry(memory[key]!.translation.replace(/[^.]+\.$/, ' The client wants progress photos.'))
      },
      /fr: 1 problem[\s\S]*English: “The client wants progress photos\.” is the English sentence, untranslated/,
    ],
    [
      'a translation cut at 55 %',
      'de',
      (memory) => {
        const key = keyWith(memory, paragraph)
        const text = memory[key]!.translation
        memory[key] = entry(text.slice(0, Math.round(text.length * 0.55)).trimEnd())
      },
      /de: 1 problem\n {2}"A concrete pour moves[^"]*": cut short: \d+ % of the length this language usually needs/,
    ],
    [
      'a doubled word',
      'de',
      (memory) => (memory[tellUs] = entry('Erzählen Sie uns von von Ihrem Unternehmen')),
      /de: 1 problem\n {2}"Tell us about your business": doubled word: “von von”/,
    ],
    [
      'a doubled article (“die die” where no relative clause begins)',
      'de',
      (memory) => {
        const key = keyWith(memory, /^Every construction manager knows these problems/)
        memory[key] = entry('Jeder Bauleiter kennt die die Probleme. So nimmt Karla sie Ihnen ab.')
      },
      /de: 1 problem[\s\S]*doubled word: “die die”/,
    ],
    [
      'English quotation marks in German',
      'de',
      (memory) => {
        const key = keyWith(memory, /^"Where is my order\?"/)
        memory[key] = entry(memory[key]!.translation.replace(/„([^“]*)“/, '“$1”'))
      },
      /de: 1 problem[\s\S]*quotation marks “…”: the language writes „…“/,
    ],
    [
      'straight quotation marks in Czech',
      'cs',
      (memory) => {
        const key = keyWith(memory, /^"Where is my order\?"/)
        memory[key] = entry(memory[key]!.translation.replace(/[„“]/g, '"'))
      },
      /cs: 1 problem[\s\S]*quotation marks "…": the language writes „…“/,
    ],
    [
      'a quotation mark that lost its pair',
      'ru',
      (memory) => {
        const key = keyWith(memory, /^"Where is my order\?"/)
        memory[key] = entry(memory[key]!.translation.replace('»', ''))
      },
      /ru: 1 problem[\s\S]*a quotation mark « without its pair/,
    ],
    [
      'a straight apostrophe in French',
      'fr',
      (memory) => (memory[tellUs] = entry("Parlez-nous de l'entreprise")),
      /fr: 1 problem[\s\S]*a straight apostrophe: the language writes “’”/,
    ],
    ['a straight apostrophe in Italian', 'it', (memory) => (memory[tellUs] = entry("Raccontaci dell'azienda")), /it: 1 problem[\s\S]*a straight apostrophe/],
    [
      'a number written the English way in German',
      'de',
      (memory) => (memory[tellUs] = entry('Erzählen Sie uns von Ihren 1,500.5 Stunden')),
      /de: 1 problem[\s\S]*number: “1,500\.5” is written the English way; this language writes 1\.500,5/,
    ],
    [
      'a number written the English way in French',
      'fr',
      (memory) => (memory[tellUs] = entry('Parlez-nous de vos 1,500.5 heures')),
      /fr: 1 problem[\s\S]*number: “1,500\.5” is written the English way; this language writes 1\u202f500,5/,
    ],
    [
      'an ordinary word glossed in brackets',
      'de',
      (memory) => {
        const key = keyWith(memory, /^Calls inbound leads back/)
        memory[key] = entry(memory[key]!.translation.replace('Leads', 'Leads (potenzielle Kunden)'))
      },
      /de: 1 problem[\s\S]*gloss: “\S*Leads \(potenzielle Kunden\)” explains a word in brackets/,
    ],
    [
      'a provider the site does not know',
      'sv',
      (memory) => (memory[tellUs] = { ...memory[tellUs]!, provider: 'robot' }),
      /sv: 1 problem[\s\S]*provider “robot” is not one of ai-draft, ai-revised, human/,
    ],
  )

  // The verb forms each language's style guide rules out, and its recurring words.
  errors.push(
    [
      'a voi imperative opening an Italian interface string (the guide: tu imperatives, “Inizia ora”)',
      'it',
      (memory) => (memory[shellCopy.nav.book] = entry('Prenotate una consulenza gratuita')),
      /it: 1 problem\n {2}"Book a Free Consultation": register: “Prenotate” \(a verb form of the other register\)/,
    ],
    [
      'Lei in the Italian privacy policy, which says voi',
      'it',
      (memory) => {
        const key = keyWith(memory, /^Access: you can ask/)
        memory[key] = entry('Accesso: può chiedere se deteniamo dati che La riguardano e riceverne una copia.')
      },
      /it: 1 problem[\s\S]*register: “: può”/,
    ],
    ...(
      [
        ['La contatteremo con email', 'La contatteremo'],
        ['Non potremo contattarLa con email', 'contattarLa'],
      ] as const
    ).map(([lei, form]): (typeof errors)[number] => [
      `a Lei object pronoun in Italian running text (“${form}”), which says vi`,
      'it',
      (memory) => {
        const key = keyWith(memory, /^We never sell your information/)
        memory[key] = entry(memory[key]!.translation.replace('Non vi inviamo email', lei))
      },
      new RegExp(`it: 1 problem[\\s\\S]*register: “${form}”`),
    ]),
    [
      'tuo and vostro in one Italian string',
      'it',
      (memory) => (memory[tellUs] = entry('Raccontaci della tua azienda e del vostro team')),
      /it: 1 problem[\s\S]*register: “tua/,
    ],
    [
      'a Finnish te imperative in -kaa/-kää (the guide: the singular imperative or the passive)',
      'fi',
      (memory) => (memory[tellUs] = entry('Kertokaa meille yrityksestänne')),
      /fi: 1 problem\n {2}"Tell us about your business": register: “Kertokaa” \(a verb form of the other register\)/,
    ],
    [
      'a recurring word rendered off the glossary (Danish websted beside website)',
      'da',
      (memory) => (memory['View the website'] = entry('Se webstedet')),
      /da: 1 problem\n {2}"View the website": glossary: "website"[^\n]*should be “website”/,
    ],
    ...(
      [
        ['Spunti la casella e raccontaci dell’azienda', 'Spunti'],
        ['Clicchi sul pulsante e raccontaci dell’azienda', 'Clicchi sul'],
        ['Prema il pulsante e raccontaci dell’azienda', 'Prema il'],
        ['Gestisca con noi la vostra azienda', 'Gestisca'],
      ] as const
    ).map(([translation, form]): (typeof errors)[number] => [
      `an Italian Lei imperative the lists did not name (“${form}”)`,
      'it',
      (memory) => (memory[tellUs] = entry(translation)),
      new RegExp(`it: 1 problem\\n {2}"Tell us about your business": register: “${form}[^”]*” \\(a verb form of the other register\\)`),
    ]),
    [
      'a voi imperative in an Italian console string (the guide: the console speaks tu)',
      'it',
      (memory) => (memory[adminCopy.notices.testLimited] = entry('Sono appena state inviate diverse notifiche di prova. Riprovate tra qualche minuto.')),
      /it: 1 problem\n {2}"Several test notifications[^"]*": register: “\. Riprovate” \(a verb form of the other register; the console speaks the interface register\)/,
    ],
    [
      'a quoted label that is not the label’s translation (the privacy policy quoting the contact form’s field)',
      'it',
      (memory) => (memory[contactCopy.form.helpWith] = entry('Di cosa avete bisogno?')),
      /it: 1 problem\n {2}"The topic you choose under \\"What can we help you with\\"\.": label: quotes “What can we help you with\?”, which reads “di cosa avete bisogno”/,
    ],
    [
      'three full stops where the language writes the ellipsis',
      'it',
      (memory) => (memory[contactCopy.form.sending] = entry('Invio in corso...')),
      /it: 1 problem\n {2}"Sending\.\.\.": three full stops: the language writes the ellipsis “…”/,
    ],
  )

  it.each(errors)('fails on %s, naming the language and the key', (_name, lang, edit, expected) => {
    expect(planted(lang, edit)).toMatch(expected)
  })

  it('reports a control, direction-control or private-use character in a translation', () => {
    for (const [lang, hidden] of [
      ['de', '\u0000'],
      ['ar', '\u202E'],
      ['cs', '\uE000'],
    ] as const) {
      const report = planted(lang, (memory) => {
        const key = keyWith(memory, /^Contact form$/)
        memory[key] = entry(`${memory[key]?.translation ?? ''}${hidden}`)
      })
      expect(report, lang).toContain('characters')
    }
  })

  it('does not take an Italian noun or indicative for a Lei imperative, nor a site string’s voi for the console’s', () => {
    const site = keyWith(shippedMemory('it'), /^A free discovery meeting is the first step/)
    for (const [key, translation] of [
      [tellUs, 'Spunti per la vostra azienda'],
      [tellUs, 'Controlli automatici per la vostra azienda'],
      [tellUs, 'Se clicchi qui, raccontaci dell’azienda'],
      [site, shippedMemory('it')[site]!.translation.replace('Esamineremo come gestite', 'Guardate con noi come gestite')],
    ] as const)
      expect(
        planted('it', (memory) => (memory[key] = entry(translation))),
        translation,
      ).toBe('')
  })

  it('does not take a French noun that looks like a tu imperative for one', () => {
    const shortcuts = keyWith(shippedMemory('fr'), /^Keyboard shortcuts$/)
    expect(planted('fr', (memory) => (memory[shortcuts] = entry('Raccourcis clavier')))).toBe('')
    expect(planted('fr', (memory) => (memory[tellUs] = entry('Raccourcis ton texte')))).toMatch(/register/)
  })

  it('allows the repetitions a language writes on purpose', () => {
    const allowed: [string, string][] = [
      ['de', 'Lösungen, die die Arbeit erleichtern, wenn Sie sie brauchen'],
      ['fr', 'Nous nous occupons de votre entreprise'],
      ['tr', 'İşletmenizi adım adım anlatın'],
    ]
    for (const [lang, translation] of allowed) expect(planted(lang, (memory) => (memory[tellUs] = entry(translation)))).toBe('')
  })

  it('the command exits 1 and reports by language', () => {
    const result = check(memoryWith('de', (memory) => (memory[tellUs] = entry('Erzählen Sie uns von von Ihrem Unternehmen'))))
    expect(result.status).toBe(1)
    expect(result.stderr).toMatch(/^de: 1 problem\n {2}"Tell us about your business": doubled word: “von von”\n✗ 1 problems/m)
  })

  // One `--fix` run on a memory with French and Czech drafts to correct, read by the two tests below:
  // each run of the command checks every language, so a run for each would only repeat that work.
  const whereIsMyOrder = /^"Where is my order\?"/
  const question = (memory: Memory) => keyWith(memory, /\?$/)
  let fixRun: { status: number | null; stderr: string; read: (lang: string) => Memory } | undefined
  const fixed = () => {
    if (fixRun) return fixRun
    const dir = scratchMemory()
    editMemory(dir, 'fr', (memory) => {
      memory['A sentence the site no longer has'] = entry('Une phrase disparue')
      memory[question(memory)] = entry(memory[question(memory)]!.translation.replace('\u202f?', ' ?'))
      memory[tellUs] = entry("Parlez-nous  de l'entreprise")
      memory[keyWith(memory, whereIsMyOrder)] = entry('"Où est ma commande ?" ne devrait pas mobiliser une personne')
      memory[keyWith(memory, paragraph)] = entry(`${memory[keyWith(memory, paragraph)]!.translation} We will get back to you.`)
    })
    editMemory(dir, 'cs', (memory) => (memory[tellUs] = entry('Řekněte nám o své firmě a týmu')))
    try {
      const result = check(dir, '--fix')
      const after = new Map(['fr', 'cs'].map((lang) => [lang, JSON.parse(readFileSync(join(dir, `${lang}.json`), 'utf8')) as Memory]))
      fixRun = { status: result.status, stderr: result.stderr, read: (lang) => after.get(lang)! }
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
    return fixRun
  }

  it('--fix prunes stale entries and corrects typography, marking the drafts it changed as revised, and leaves the rest to a person', () => {
    const result = fixed()
    expect(result.status).toBe(1)
    // The French English sentence is the one problem left: nothing else is reported.
    expect(result.stderr).toMatch(
      /^fr: 1 problem\n {2}"A concrete pour moves[^"]*": English: “We will get back to you\.” reads as English\n✗ 1 problems in the translation memory \(after --fix\)/m,
    )
    const memory = result.read('fr')
    expect(memory['A sentence the site no longer has']).toBeUndefined()
    expect(memory[tellUs]).toEqual({ translation: 'Parlez-nous de l’entreprise', provider: 'ai-revised', reviewed: false })
    expect(memory[keyWith(memory, whereIsMyOrder)]!.translation).toBe('«\u00a0Où est ma commande\u202f?\u00a0» ne devrait pas mobiliser une personne')
    expect(memory[question(memory)]!.translation).toContain('\u202f?')
  })

  it('--fix writes the no-break space after a Czech one-letter word', () => {
    const result = fixed()
    // Fixed, so not among the problems left (the French one above is the only one).
    expect(result.stderr).not.toMatch(/^cs:/m)
    expect(result.read('cs')[tellUs]).toEqual({ translation: 'Řekněte nám o\u00a0své firmě a\u00a0týmu', provider: 'ai-revised', reviewed: false })
  })
})
