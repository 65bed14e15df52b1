/**
 * The translation manager: every language's coverage and the providers' health, one
 * language's strings (search, pages, edit and publish, unlock, translate again), and the
 * memory export. A refused edit is answered on the same screen with the owner's text in
 * its field and the reason beside it.
 */
import { Hono } from 'hono/tiny'
import { database } from '../../db'
import { fill } from '../../i18n/copy'
import { ENDPOINTS } from '../../lib/endpoints'
import { getLanguage, localeTag } from '../../lib/languages'
import type { LanguageCode } from '../../lib/languages'
import { localePath } from '../../lib/routes'
import { clock } from '../../platform/clock'
import { log } from '../../platform/log'
import { engineFor } from '../../translation/isolate'
import { languageMemory, memoryFileText } from '../../translation/memory-file'
import { readForm } from '../access/form'
import type { AdminContext, AdminEnv } from '../env'
import type { ConsoleCopy } from '../frame/console-context'
import { noticeFromQuery, withNotice } from '../frame/notices'
import { consoleCopy, renderConsole } from '../frame/render'
import { refuseRequest } from '../frame/refusal'
import { CONSOLE, positiveInt } from '../paths'
import { CoverageScreen } from './coverage-screen'
import { PROVIDER_PRICES, coverage, editProblem, languageStrings, providerHealth, retranslate, saveReviewed, searchStrings, targetLanguage, unlock, unreviewed } from './queries'
import type { EditProblem } from './queries'
import { StringsScreen } from './strings-screen'
import type { RefusedEdit } from './strings-screen'

/** Strings per page of a language's list. */
const STRINGS_PER_PAGE = 50
/** Strings one "translate again" step sends: one provider request. */
const RETRANSLATE_BATCH = 50

export const translationsRoutes = new Hono<AdminEnv>()

translationsRoutes.get(`${CONSOLE}/translations`, async function coverageScreen(c) {
  const db = database(c.env.DB)
  const [cover, providers] = await Promise.all([coverage(db), providerHealth(c.env, db, clock.now())])
  return renderConsole(c, {
    name: (copy) => copy.nav.translations,
    path: '/admin/translations',
    section: 'translations',
    notice: noticeFromQuery(c),
    body: <CoverageScreen coverage={cover} providers={providers} />,
  })
})

/** "About €0.40": the provider's list price for the characters, in the console's language. */
function estimatedCost(env: Env, lang: LanguageCode, characters: number): string {
  const provider = engineFor(env).providers[0]
  const price = provider ? PROVIDER_PRICES[provider.name] : undefined
  const amount = price ? (characters / 1_000_000) * price.perMillion : 0
  return new Intl.NumberFormat(localeTag(lang), { style: 'currency', currency: price?.currency ?? 'EUR', maximumFractionDigits: 2 }).format(amount)
}

async function renderStrings(c: AdminContext, code: LanguageCode, refused?: RefusedEdit): Promise<Response> {
  const strings = await languageStrings(database(c.env.DB), code)
  const query = (c.req.query('q') ?? '').slice(0, 200)
  const matched = searchStrings(strings, query)
  const pages = Math.max(1, Math.ceil(matched.length / STRINGS_PER_PAGE))
  const page = Math.min(pages, positiveInt(c.req.query('page')) ?? 1)
  const pending = unreviewed(strings)
  const characters = pending.reduce((sum, text) => sum + text.length, 0)
  const offset = Math.min(pending.length, positiveInt(c.req.query('offset')) ?? 0)
  return renderConsole(c, {
    name: (copy) => fill(copy.strings.title, { language: getLanguage(code).name }),
    path: `/admin/translations/${code}`,
    section: 'translations',
    status: refused ? 400 : 200,
    failed: refused !== undefined,
    notice: noticeFromQuery(c),
    body: (
      <StringsScreen
        target={code}
        query={query}
        shown={matched.slice((page - 1) * STRINGS_PER_PAGE, page * STRINGS_PER_PAGE)}
        matched={matched.length}
        total={strings.length}
        page={page}
        pages={pages}
        canTranslate={engineFor(c.env).providers.length > 0}
        bulk={{ count: pending.length, characters, cost: estimatedCost(c.env, c.var.lang, characters), offset, batch: RETRANSLATE_BATCH }}
        refused={refused}
      />
    ),
  })
}

translationsRoutes.get(`${CONSOLE}/translations/:target`, async function stringsScreen(c) {
  const code = targetLanguage(c.req.param('target'))
  if (!code) return refuseRequest(c, (await consoleCopy(c)).errors.unknownLanguage, undefined, 404)
  return renderStrings(c, code)
})

/** Why a person's translation was refused, in the console's language: which check, and what it needs. */
function editMessage(copy: ConsoleCopy, problem: EditProblem): string {
  switch (problem.kind) {
    case 'not-site-string':
      return copy.errors.notSiteString
    case 'empty':
      return copy.errors.emptyTranslation
    case 'ratio':
      return copy.errors.lengthRatio
    case 'gloss':
      return copy.errors.gloss
    case 'plural':
      return fill(copy.errors.plural, { forms: problem.forms.join(', ') })
    case 'pieces':
      return /^\{\w+\}$/.test(problem.missing[0] ?? '')
        ? fill(copy.errors.slots, { slots: problem.missing.join(', ') })
        : fill(copy.errors.brandTerms, { terms: problem.missing.join(', ') })
  }
}

const TRANSLATION_INTENTS = ['save', 'unlock', 'retranslate', 'retranslate-batch'] as const

translationsRoutes.post(`${CONSOLE}/translations/:target`, async function stringsAction(c) {
  const code = targetLanguage(c.req.param('target'))
  const form = await readForm(c)
  const copy = await consoleCopy(c)
  const intent = TRANSLATION_INTENTS.find((name) => name === form.get('intent'))
  if (!code) return refuseRequest(c, copy.errors.unknownLanguage, undefined, 404)
  if (!intent) return refuseRequest(c, copy.errors.badRequest, undefined, 400)
  const db = database(c.env.DB)
  const here = new URL(c.req.url)
  const back = (notice: Parameters<typeof withNotice>[1], values?: { count?: number }) => c.redirect(withNotice(`${here.pathname}${here.search}`, notice, values), 303)

  if (intent === 'retranslate-batch') {
    const pending = unreviewed(await languageStrings(db, code))
    const offset = Math.max(0, Number.parseInt(form.get('offset') ?? '0', 10) || 0)
    const count = await retranslate(c.env, db, code, pending.slice(offset, offset + RETRANSLATE_BATCH))
    const next = Math.min(pending.length, offset + RETRANSLATE_BATCH)
    return c.redirect(withNotice(`${localePath(c.var.lang, `/admin/translations/${code}`)}?offset=${next}`, 'retranslated', { count }), 303)
  }
  const english = form.get('english') ?? ''
  const translation = (form.get('translation') ?? '').trim()
  const problem = editProblem(code, english, intent === 'save' ? translation : english)
  if (problem?.kind === 'not-site-string') return refuseRequest(c, copy.errors.notSiteString, undefined, 400)
  if (intent === 'unlock') {
    await unlock(db, code, english)
    return back('unlocked')
  }
  if (intent === 'retranslate') {
    const count = await retranslate(c.env, db, code, [english])
    return back(count ? 'retranslated' : 'retranslateFailed', { count })
  }
  if (problem) return renderStrings(c, code, { english, translation: form.get('translation') ?? '', reason: editMessage(copy, problem) })
  await saveReviewed(c.env, db, code, english, translation)
  log('admin_translation_saved', { lang: code })
  return back('saved')
})

translationsRoutes.get(ENDPOINTS.adminTranslationsExport, async function memoryExport(c) {
  const target = targetLanguage(c.req.param('target'))
  if (!target) return refuseRequest(c, (await consoleCopy(c)).errors.unknownLanguage, undefined, 404)
  const memory = await languageMemory(database(c.env.DB), target)
  return c.body(memoryFileText(memory), 200, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Disposition': `attachment; filename="${target}.json"`,
  })
})
