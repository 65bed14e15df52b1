/**
 * The admin area's routes. Screens live under `/{lang}/admin`, actions under
 * `/api/admin/`. Every answer is `no-store` and `noindex`; every state-changing request
 * needs a live session, a same-origin `Origin` and the session's CSRF token. Forms post
 * and are redirected back with a notice (`?notice=`), so each screen works without
 * JavaScript; the sitemap manager also answers JSON to its island.
 */
import { Hono } from 'hono/tiny'
import type { Context, MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import type { ReactNode } from 'react'
import { sessionSecret, siteUrl } from '../config'
import { deliverNow } from '../contact/deliver'
import { findSubmission } from '../contact/store'
import { adminCopy } from '../copy/admin'
import { adminPageCopy } from '../copy'
import { database } from '../db'
import type { AppEnv } from '../env'
import { collectStrings, fill, localize } from '../i18n/copy'
import { useCopy, usePage } from '../i18n/page-context'
import type { Dictionary } from '../i18n/copy'
import { ENDPOINTS } from '../lib/endpoints'
import { DEFAULT_LANGUAGE, isLanguageCode, localeTag } from '../lib/languages'
import type { LanguageCode } from '../lib/languages'
import { localePath } from '../lib/routes'
import { sitemapDocument } from '../lib/sitemap'
import { clientKey } from '../platform/client'
import { clock } from '../platform/clock'
import { log } from '../platform/log'
import type { PageStatus } from '../render'
import { renderPage } from '../render'
import { translatePage } from '../translation'
import { engineFor } from '../translation/isolate'
import { languageMemory, memoryFileText } from '../translation/memory-file'
import {
  INBOX_PAGE_SIZE,
  attentionCounts,
  deleteByEmail,
  deleteSubmission,
  lastContacts,
  listSubmissions,
  retentionEnds,
  setFlag,
  submissionsByEmail,
  submissionsCsv,
} from './inbox'
import { loginRetryAfter, recordLoginAttempt } from './login'
import { Island } from '../components/island'
import type { AdminView } from '../islands/admin-panel'
import type { Banner } from '../islands/ui/admin-banner'
import { INBOX_FILTERS, formatMoment } from '../lib/admin'
import type { InboxFilter } from '../lib/admin'
import { LoginScreen } from './login-screen'
import { parsePasswordHash, verifyPassword } from './password'
import { closeSession, currentSession, openSession, sameOrigin, validCsrf } from './session'
import type { AdminSession } from './session'
import { generateSitemap, lastGeneration } from './sitemap'
import {
  PROVIDER_PRICES,
  targetLanguage,
  coverage,
  editProblem,
  languageStrings,
  providerHealth,
  retranslate,
  saveReviewed,
  searchStrings,
  unlock,
  unreviewed,
} from './translations'
import type { EditProblem } from './translations'

type AdminContext = Context<AppEnv>
type Copy = ReturnType<typeof localize<typeof adminCopy>>

/** Strings shown per page of a language's list; search narrows it. */
const STRINGS_SHOWN = 50
/** Strings one "translate again" step sends: one provider request. */
const RETRANSLATE_BATCH = 50
/** Admin forms carry at most a 5,000-character translation. */
const MAX_BODY_BYTES = 64 * 1024
const SUBMISSION_ACTIONS = ['retry', 'handled', 'unhandled', 'keep', 'unkeep', 'delete'] as const
const NOTICES = [
  'retried',
  'retryFailed',
  'handled',
  'unhandled',
  'kept',
  'unkept',
  'deleted',
  'saved',
  'unlocked',
  'retranslated',
  'retranslateFailed',
] as const
type Notice = (typeof NOTICES)[number]

const PRIVATE_HEADERS = { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex, nofollow' } as const

/** The admin area's copy in `lang`, for answers built outside a page render (refusals, JSON). */
async function adminDictionary(c: AdminContext, lang: LanguageCode): Promise<Copy> {
  const { dictionary } = await translatePage({ env: c.env, lang, strings: collectAdminStrings(), userAgent: c.req.header('User-Agent') })
  return localize(adminCopy, dictionary as Dictionary, lang)
}

let adminStrings: string[] | undefined
const collectAdminStrings = () => (adminStrings ??= collectStrings(adminCopy))

/** Renders an admin screen: the site's layout, the admin catalog, never cached. */
function renderAdmin(c: AdminContext, lang: LanguageCode, path: string, body: () => ReactNode, status: PageStatus = 200): Promise<Response> {
  c.header('X-Robots-Tag', PRIVATE_HEADERS['X-Robots-Tag'])
  return renderPage(c, lang, path, { ...adminPageCopy, noindex: true, Component: body }, status, 'no-store')
}

/** What a screen says above itself, worded from the admin copy in the page's language. */
type BannerOf = (copy: Copy) => Banner | undefined

/**
 * A signed-in screen: the admin panel island (rendered in the browser) with its data and
 * the admin copy, taken from the dictionary the page render already translated.
 */
function panel(session: AdminSession, bannerOf: BannerOf | undefined, view: AdminView): () => ReactNode {
  return function AdminPanelIsland() {
    const copy = useCopy(adminCopy)
    const { lang } = usePage()
    return <Island name="admin-panel" load="eager" props={{ lang, copy, csrf: session.csrf, banner: bannerOf?.(copy), view }} />
  }
}

const errorBanner =
  (text: string | ((copy: Copy) => string)): BannerOf =>
  (copy) => ({ tone: 'error', text: typeof text === 'string' ? text : text(copy) })

/** The secret, the password hash and the session of a request. */
interface Access {
  secret: string | null
  passwordHash: string | undefined
  session: AdminSession | null
}

async function access(c: AdminContext): Promise<Access> {
  const secret = sessionSecret(c.env)
  const passwordHash = c.env.ADMIN_PASSWORD_HASH?.trim() || undefined
  const session = secret ? await currentSession(c, passwordHash, secret) : null
  return { secret, passwordHash, session }
}

/** The language of a form or query (`lang`), else English. */
function requestLanguage(value: unknown): LanguageCode {
  return typeof value === 'string' && isLanguageCode(value) ? value : DEFAULT_LANGUAGE
}

function noticeBanner(c: AdminContext, lang: LanguageCode): BannerOf | undefined {
  const notice = c.req.query('notice')
  if (!notice || !(NOTICES as readonly string[]).includes(notice)) return undefined
  const key = notice as Notice
  const failed = key === 'retryFailed' || key === 'retranslateFailed'
  const values = { error: (c.req.query('error') ?? '').slice(0, 200), count: Number(c.req.query('count') ?? 0) }
  return (copy) => ({ tone: failed ? 'error' : 'success', text: fill(copy.notices[key], values, lang) })
}

const redirect = (c: AdminContext, location: string) => c.redirect(location, 303)

export const adminRoutes = new Hono<AppEnv>()

/* ─────────────────────────── Screens ─────────────────────────── */

/** Resolves the screen's language and session; without a session the gate is shown (or the visitor is sent to it). */
function screen(
  section: 'overview' | 'inbox' | 'translations',
  render: (c: AdminContext, lang: LanguageCode, session: AdminSession) => Promise<Response>,
): MiddlewareHandler<AppEnv> {
  return async function adminScreen(c, next) {
    const lang = c.req.param('lang')
    if (!isLanguageCode(lang)) return next()
    c.set('lang', lang)
    const { session } = await access(c)
    if (!session) {
      if (section !== 'overview') return redirect(c, localePath(lang, '/admin'))
      return renderAdmin(c, lang, '/admin', () => <LoginScreen />)
    }
    return render(c, lang, session)
  }
}

adminRoutes.get(
  '/:lang/admin',
  screen('overview', async (c, lang, session) => {
    const db = database(c.env.DB)
    const now = clock.now()
    const [counts, last, cover] = await Promise.all([attentionCounts(db, now), lastGeneration(db), coverage(db)])
    const data = {
      csrf: session.csrf,
      counts,
      sitemapUrl: `${siteUrl(c.env)}${ENDPOINTS.sitemap}`,
      lastGeneration: last ? { success: last.success, urlCount: last.urlCount, generatedAt: formatMoment(lang, last.generatedAt), error: last.error } : null,
      reviewed: cover.reduce((sum, row) => sum + row.reviewed, 0),
      total: cover.reduce((sum, row) => sum + row.total, 0),
    }
    return renderAdmin(c, lang, '/admin', panel(session, noticeBanner(c, lang), { screen: 'overview', data }))
  }),
)

function inboxFilter(value: string | undefined): InboxFilter {
  return INBOX_FILTERS.find((filter) => filter === value) ?? 'all'
}

adminRoutes.get(
  '/:lang/admin/inbox',
  screen('inbox', async (c, lang, session) => {
    const db = database(c.env.DB)
    const now = clock.now()
    const filter = inboxFilter(c.req.query('state'))
    const rows = await listSubmissions(db, filter, now, INBOX_PAGE_SIZE)
    const data = { csrf: session.csrf, filter, rows, total: rows.length, now }
    return renderAdmin(c, lang, '/admin', panel(session, noticeBanner(c, lang), { screen: 'inbox', data }))
  }),
)

adminRoutes.get(
  '/:lang/admin/inbox/:id',
  screen('inbox', async (c, lang, session) => {
    const db = database(c.env.DB)
    const row = await findSubmission(db, c.req.param('id') ?? '')
    if (!row)
      return renderAdmin(
        c,
        lang,
        '/admin',
        panel(
          session,
          errorBanner((copy) => copy.submission.notFound),
          { screen: 'message' },
        ),
        404,
      )
    const last = (await lastContacts(db, [row.email])).get(row.email.toLowerCase()) ?? row.createdAt
    const data = { csrf: session.csrf, row, deletesAt: retentionEnds(last) }
    return renderAdmin(c, lang, '/admin', panel(session, noticeBanner(c, lang), { screen: 'submission', data }))
  }),
)

adminRoutes.get(
  '/:lang/admin/translations',
  screen('translations', async (c, lang, session) => {
    const db = database(c.env.DB)
    const [cover, providers] = await Promise.all([coverage(db), providerHealth(c.env, db, clock.now())])
    const data = { coverage: cover, providers }
    return renderAdmin(c, lang, '/admin', panel(session, noticeBanner(c, lang), { screen: 'translations', data }))
  }),
)

/** "About €0.40": the provider's list price for the characters, in the admin's language. */
function estimatedCost(env: Env, lang: LanguageCode, characters: number): string {
  const provider = engineFor(env).providers[0]
  const price = provider ? PROVIDER_PRICES[provider.name] : undefined
  const amount = price ? (characters / 1_000_000) * price.perMillion : 0
  return new Intl.NumberFormat(localeTag(lang), { style: 'currency', currency: price?.currency ?? 'EUR', maximumFractionDigits: 2 }).format(amount)
}

adminRoutes.get(
  '/:lang/admin/translations/:target',
  screen('translations', async (c, lang, session) => {
    const code = targetLanguage(c.req.param('target'))
    if (!code) {
      return renderAdmin(
        c,
        lang,
        '/admin',
        panel(
          session,
          errorBanner((copy) => copy.errors.unknownLanguage),
          { screen: 'message' },
        ),
        404,
      )
    }
    const strings = await languageStrings(database(c.env.DB), code)
    const query = (c.req.query('q') ?? '').slice(0, 200)
    const matched = searchStrings(strings, query)
    const pending = unreviewed(strings)
    const characters = pending.reduce((sum, text) => sum + text.length, 0)
    const offset = Math.max(0, Math.min(pending.length, Number.parseInt(c.req.query('offset') ?? '0', 10) || 0))
    const data = {
      csrf: session.csrf,
      target: code,
      query,
      shown: matched.slice(0, STRINGS_SHOWN),
      matched: matched.length,
      total: strings.length,
      canTranslate: engineFor(c.env).providers.length > 0,
      bulk: { count: pending.length, characters, cost: estimatedCost(c.env, lang, characters), offset, batch: RETRANSLATE_BATCH },
    }
    return renderAdmin(c, lang, '/admin', panel(session, noticeBanner(c, lang), { screen: 'strings', data }))
  }),
)

/* ─────────────────────────── Actions ─────────────────────────── */

adminRoutes.use('/api/admin/*', async function privateAnswers(c, next) {
  await next()
  c.header('Cache-Control', PRIVATE_HEADERS['Cache-Control'])
  c.header('X-Robots-Tag', PRIVATE_HEADERS['X-Robots-Tag'])
})

adminRoutes.use(
  '/api/admin/*',
  bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: async (c) => {
      const lang = requestLanguage(c.req.query('lang'))
      return refuse(c as AdminContext, lang, 413, (await adminDictionary(c as AdminContext, lang)).errors.tooLarge)
    },
  }),
)

/** A refused admin request: JSON for scripts, the admin screen with the message for forms. */
async function refuse(
  c: AdminContext,
  lang: LanguageCode,
  status: 400 | 401 | 403 | 404 | 413 | 429 | 503,
  message: string,
  session?: AdminSession | null,
): Promise<Response> {
  if (wantsJson(c)) return c.json({ error: message }, status)
  if (session) return renderAdmin(c, lang, '/admin', panel(session, errorBanner(message), { screen: 'message' }), status)
  return renderAdmin(c, lang, '/admin', () => <LoginScreen banner={{ tone: 'error', text: message }} />, status)
}

function wantsJson(c: AdminContext): boolean {
  return /application\/json/.test(c.req.header('Accept') ?? '') || /application\/json/.test(c.req.header('Content-Type') ?? '')
}

/** The fields of a form post (or a JSON body); empty when the body is neither. */
async function formFields(c: AdminContext): Promise<Record<string, string>> {
  const type = c.req.header('Content-Type') ?? ''
  try {
    if (/application\/json/.test(type)) {
      const body = (await c.req.json()) as unknown
      return body && typeof body === 'object'
        ? Object.fromEntries(Object.entries(body).filter((entry): entry is [string, string] => typeof entry[1] === 'string'))
        : {}
    }
    if (/application\/x-www-form-urlencoded|multipart\/form-data/.test(type)) {
      const body = await c.req.parseBody()
      return Object.fromEntries(Object.entries(body).filter((entry): entry is [string, string] => typeof entry[1] === 'string'))
    }
  } catch {
    // A body that does not parse is an empty form: every field is missing.
  }
  return {}
}

interface Checked {
  lang: LanguageCode
  copy: Copy
  fields: Record<string, string>
  session: AdminSession
  secret: string
}

/**
 * The checks every state-changing admin request passes: same origin, a live session,
 * the session's CSRF token. The handler gets the form, the language and the copy.
 */
function guarded(handler: (c: AdminContext, checked: Checked) => Promise<Response>) {
  return async function adminAction(c: AdminContext): Promise<Response> {
    const fields = await formFields(c)
    const lang = requestLanguage(fields.lang ?? c.req.query('lang'))
    c.set('lang', lang)
    const copy = await adminDictionary(c, lang)
    if (!sameOrigin(c)) return refuse(c, lang, 403, copy.errors.crossSite)
    const { secret, session } = await access(c)
    if (!secret || !session) return refuse(c, lang, 401, copy.gate.expired)
    if (!(await validCsrf(secret, session, fields.csrf ?? c.req.header('X-CSRF-Token')))) return refuse(c, lang, 403, copy.errors.csrf, session)
    return handler(c, { lang, copy, fields, session, secret })
  }
}

/** Read-only downloads need a session, nothing more (a cross-site page cannot read the answer). */
function signedIn(handler: (c: AdminContext, lang: LanguageCode, session: AdminSession) => Promise<Response>) {
  return async function adminDownload(c: AdminContext): Promise<Response> {
    const lang = requestLanguage(c.req.query('lang'))
    const { session } = await access(c)
    if (!session) return refuse(c, lang, 401, (await adminDictionary(c, lang)).gate.expired)
    return handler(c, lang, session)
  }
}

adminRoutes.post(ENDPOINTS.adminLogin, async function login(c) {
  const fields = await formFields(c)
  const lang = requestLanguage(fields.lang)
  c.set('lang', lang)
  const copy = await adminDictionary(c, lang)
  if (!sameOrigin(c)) return refuse(c, lang, 403, copy.errors.crossSite)
  const { secret, passwordHash } = await access(c)
  const parsed = passwordHash ? parsePasswordHash(passwordHash) : null
  if (!secret || !parsed) {
    log(
      'admin_login_unavailable',
      {
        reason: !secret
          ? 'SESSION_SECRET is not set'
          : passwordHash
            ? 'ADMIN_PASSWORD_HASH is not a hash made by npm run hash-password'
            : 'ADMIN_PASSWORD_HASH is not set',
      },
      'error',
    )
    return refuse(c, lang, 503, copy.gate.notConfigured)
  }
  const db = database(c.env.DB)
  const client = await clientKey(c, secret)
  const now = clock.now()
  const retryAfter = await loginRetryAfter(db, client, now)
  if (retryAfter) {
    c.header('Retry-After', String(retryAfter))
    return refuse(c, lang, 429, fill(copy.gate.throttled, { minutes: Math.ceil(retryAfter / 60) }, lang))
  }
  const password = fields.password ?? ''
  const valid = password.length > 0 && password.length <= 1024 && (await verifyPassword(password, parsed))
  await recordLoginAttempt(db, client, valid, now)
  if (!valid) {
    log('admin_login_failed', {}, 'warn')
    return refuse(c, lang, 401, copy.gate.invalid)
  }
  await openSession(c, passwordHash as string, secret)
  log('admin_login', {})
  return wantsJson(c) ? c.json({ ok: true }) : redirect(c, localePath(lang, '/admin'))
})

adminRoutes.post(
  ENDPOINTS.adminLogout,
  guarded(async (c, { lang, session }) => {
    await closeSession(c, session)
    return redirect(c, localePath(lang, '/admin'))
  }),
)

adminRoutes.post(
  ENDPOINTS.adminSitemap,
  guarded(async (c, { lang }) => {
    const row = await generateSitemap(c.env, database(c.env.DB), clock.now())
    if (!wantsJson(c)) return redirect(c, localePath(lang, '/admin'))
    return c.json({ success: row.success, urlCount: row.urlCount, generatedAt: formatMoment(lang, row.generatedAt), error: row.error }, row.success ? 200 : 500)
  }),
)

adminRoutes.get(
  ENDPOINTS.adminSitemapDownload,
  signedIn(async (c) => {
    const { xml } = sitemapDocument(siteUrl(c.env), clock.now())
    return c.body(xml, 200, { 'Content-Type': 'application/xml; charset=utf-8', 'Content-Disposition': 'attachment; filename="sitemap.xml"' })
  }),
)

adminRoutes.get(
  ENDPOINTS.adminSubmissionsCsv,
  signedIn(async (c) => {
    const rows = await listSubmissions(database(c.env.DB), inboxFilter(c.req.query('state')), clock.now())
    return c.body(submissionsCsv(rows), 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': 'attachment; filename="contact-submissions.csv"',
    })
  }),
)

/** A plausible email address: what the contact form accepts, without being stricter. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

adminRoutes.get(
  ENDPOINTS.adminPersonExport,
  signedIn(async (c, lang, session) => {
    const email = (c.req.query('email') ?? '').trim()
    if (!EMAIL.test(email) || email.length > 254) return refuse(c, lang, 400, (await adminDictionary(c, lang)).inbox.find.invalidEmail, session)
    const rows = await submissionsByEmail(database(c.env.DB), email)
    const body = { email, exportedAt: new Date(clock.now()).toISOString(), submissions: rows }
    return c.body(`${JSON.stringify(body, null, 2)}\n`, 200, {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': 'attachment; filename="personal-data.json"',
    })
  }),
)

adminRoutes.post(
  ENDPOINTS.adminPersonErase,
  guarded(async (c, { lang, copy, fields, session }) => {
    const email = (fields.email ?? '').trim()
    if (!EMAIL.test(email) || email.length > 254) return refuse(c, lang, 400, copy.inbox.find.invalidEmail, session)
    if (fields.confirm !== 'yes') return refuse(c, lang, 400, copy.errors.badRequest, session)
    const count = await deleteByEmail(database(c.env.DB), email)
    log('admin_erasure', { count })
    const banner: Banner = { tone: 'success', text: fill(copy.inbox.find.erased, { count }, lang) }
    if (wantsJson(c)) return c.json({ deleted: count })
    return renderAdmin(
      c,
      lang,
      '/admin',
      panel(session, () => banner, { screen: 'message' }),
    )
  }),
)

adminRoutes.post(
  ENDPOINTS.adminSubmission,
  guarded(async (c, { lang, copy, fields, session }) => {
    const id = c.req.param('id') ?? ''
    const action = SUBMISSION_ACTIONS.find((name) => name === c.req.param('action'))
    if (!action) return refuse(c, lang, 404, copy.errors.badRequest, session)
    const db = database(c.env.DB)
    const back = (notice: Notice, extra = '') => redirect(c, `${localePath(lang, `/admin/inbox/${id}`)}?notice=${notice}${extra}`)
    if (!(await findSubmission(db, id))) return refuse(c, lang, 404, copy.submission.notFound, session)
    switch (action) {
      case 'retry': {
        const row = await deliverNow(c.env, id)
        if (row?.deliveryStatus === 'sent') return back('retried')
        return back('retryFailed', `&error=${encodeURIComponent(row?.lastError ?? '')}`)
      }
      case 'handled':
      case 'unhandled':
        await setFlag(db, id, 'handled', action === 'handled')
        return back(action)
      case 'keep':
      case 'unkeep':
        await setFlag(db, id, 'keep', action === 'keep')
        return back(action === 'keep' ? 'kept' : 'unkept')
      case 'delete':
        if (fields.confirm !== 'yes') return refuse(c, lang, 400, copy.errors.badRequest, session)
        await deleteSubmission(db, id)
        return redirect(c, `${localePath(lang, '/admin/inbox')}?notice=deleted`)
    }
  }),
)

adminRoutes.get(
  ENDPOINTS.adminTranslationsExport,
  signedIn(async (c, lang, session) => {
    const target = targetLanguage(c.req.param('lang'))
    if (!target) return refuse(c, lang, 404, (await adminDictionary(c, lang)).errors.unknownLanguage, session)
    const memory = await languageMemory(database(c.env.DB), target)
    return c.body(memoryFileText(memory), 200, {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': `attachment; filename="${target}.json"`,
    })
  }),
)

const TRANSLATION_ACTIONS = ['save', 'unlock', 'retranslate', 'retranslate-batch'] as const

/** Why a person's translation was refused, in the admin's language. */
function editMessage(copy: Copy, problem: EditProblem): string {
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

adminRoutes.post(
  ENDPOINTS.adminTranslations,
  guarded(async (c, { lang, copy, fields, session }) => {
    const code = targetLanguage(c.req.param('lang'))
    const action = TRANSLATION_ACTIONS.find((name) => name === c.req.param('action'))
    if (!action) return refuse(c, lang, 404, copy.errors.badRequest, session)
    if (!code) return refuse(c, lang, 404, copy.errors.unknownLanguage, session)
    const db = database(c.env.DB)
    const english = fields.english ?? ''
    const back = (notice: Notice, extra = '') =>
      redirect(c, `${localePath(lang, `/admin/translations/${code}`)}?q=${encodeURIComponent(english.slice(0, 200))}&notice=${notice}${extra}`)

    if (action === 'retranslate-batch') {
      const strings = await languageStrings(db, code)
      const pending = unreviewed(strings)
      const offset = Math.max(0, Number.parseInt(fields.offset ?? '0', 10) || 0)
      const count = await retranslate(c.env, db, code, pending.slice(offset, offset + RETRANSLATE_BATCH))
      const next = Math.min(pending.length, offset + RETRANSLATE_BATCH)
      return redirect(c, `${localePath(lang, `/admin/translations/${code}`)}?offset=${next}&notice=retranslated&count=${count}`)
    }

    const problem = editProblem(code, english, action === 'save' ? (fields.translation ?? '').trim() : english)
    if (problem?.kind === 'not-site-string') return refuse(c, lang, 400, copy.errors.notSiteString, session)
    if (action === 'unlock') {
      await unlock(db, code, english)
      return back('unlocked')
    }
    if (action === 'retranslate') {
      const count = await retranslate(c.env, db, code, [english])
      return back(count ? 'retranslated' : 'retranslateFailed', `&count=${count}`)
    }
    if (problem) {
      const message = editMessage(copy, problem)
      return refuse(c, lang, 400, message, session)
    }
    await saveReviewed(c.env, db, code, english, (fields.translation ?? '').trim())
    log('admin_translation_saved', { lang: code })
    return back('saved')
  }),
)
