/**
 * Review on the page: `/{lang}/admin/review/{code}{/path}` renders a public page in the
 * language under review the way visitors see it, with every translated string marked and
 * the review panel beside it. It is a console answer (a session, `no-store`, never the edge
 * cache); the public route, its HTML and its cache are untouched by it.
 */
import { Hono } from 'hono/tiny'
import type { Context } from 'hono'
import { renderToString } from 'react-dom/server'
import { Island } from '../../components/island'
import { database } from '../../db'
import type { AppEnv } from '../../settings'
import { fill, sourceText } from '../../i18n/copy'
import ReviewPanel from '../../islands/review-panel'
import type { ReviewString } from '../../islands/review-panel'
import { escapeMarkup } from '../../lib/html'
import { getLanguage, textDirection } from '../../lib/languages'
import { findPageRoute, localePath } from '../../lib/routes'
import { pageFor } from '../../pages'
import { renderPage } from '../../render'
import { protectedPieces } from '../../translation'
import type { AdminEnv } from '../env'
import { consoleCopy } from '../frame/render'
import { refuseRequest } from '../frame/refusal'
import { CONSOLE } from '../paths'
import { providerLabel } from '../translations/labels'
import { pageFilterValue, pageFromFilterValue, placeLabel } from '../translations/places'
import { commentThreads } from '../translations/comments'
import { shownComments } from '../translations/comment-thread'
import { SITE } from '../../lib/site'
import { languageStrings, targetLanguage } from '../translations/queries'
import { markDictionary, markUp } from './marks'
import { guideHelp, loadStyleGuide, neighbours, termsIn } from './help'
import { nextPageToReview, pagesToReview } from './pages'

export const reviewRoutes = new Hono<AdminEnv>()

reviewRoutes.get(`${CONSOLE}/review/:target/*`, async function reviewPage(c) {
  const copy = await consoleCopy(c)
  const code = targetLanguage(c.req.param('target'))
  if (!code) return refuseRequest(c, copy.errors.unknownLanguage, undefined, 404)
  const rest = new URL(c.req.url).pathname.replace(/^\/[^/]+\/admin\/review\/[^/]+/, '').replace(/\/+$/, '')
  const base = localePath(c.var.lang, `/admin/review/${code}`)
  // The panel's page picker, a form that works without JavaScript, names the page to open (`?page=/servicenow/csm`).
  const picked = c.req.query('page')
  if (picked !== undefined) {
    const path = pageFromFilterValue(picked)
    return path === null ? refuseRequest(c, copy.errors.badRequest, undefined, 404) : c.redirect(`${base}${path}`, 303)
  }
  const route = findPageRoute(rest)
  if (!route) return refuseRequest(c, copy.errors.badRequest, undefined, 404)
  const all = await languageStrings(database(c.env.DB), code)
  const states = new Map(all.map((item) => [item.english, item]))
  const pages = pagesToReview(all, c.var.session.reviewer !== null)
  const nextPage = nextPageToReview(pages, route.path)
  let numbered: readonly string[] = []
  // The page renders as the public route renders it (the console's context is the app's, with more set),
  // with each string's current text: a change waiting for the language's next batch is shown as it will be.
  const rendered = await renderPage(c as unknown as Context<AppEnv>, code, rest, pageFor(route), 200, 'no-store', (strings, dictionary) => {
    numbered = strings
    const current = new Map(dictionary)
    for (const [entry, state] of states) if (state.translation !== null) current.set(entry, state.translation)
    return markDictionary(strings, current, (entry) => states.has(entry))
  })
  const marked = markUp(await rendered.text(), 'review-panel')
  // `?string=<key>` (the strings list's "Review on the page") opens the page with that string selected.
  const wanted = c.req.query('string')
  const guide = await loadStyleGuide(c.env.ASSETS, code)
  const strings: ReviewString[] = numbered.flatMap((entry, id) => {
    const state = states.get(entry)
    if (!state) return []
    const english = sourceText(entry)
    return [
      {
        id,
        entry,
        key: state.key,
        english,
        translation: state.translation,
        reviewed: state.reviewed,
        source: providerLabel(copy, state.provider),
        pieces: protectedPieces(english),
        places: state.places.map((place) => placeLabel(copy, place)),
        visible: marked.visible.has(id),
        terms: termsIn(guide, english),
        before: null,
        after: null,
      },
    ]
  })
  // Each string's neighbours are the strings shown the same way (as text on the page, or not), in the page's order.
  for (const shown of [true, false]) {
    const group = strings.filter((item) => item.visible === shown)
    neighbours(group).forEach((around, at) => Object.assign(group[at] as ReviewString, around))
  }
  const keyed = await commentThreads(
    database(c.env.DB),
    code,
    strings.flatMap((item) => states.get(item.entry)?.key ?? []),
  )
  const threads = Object.fromEntries(
    strings.flatMap((item) => {
      const thread = keyed.get(states.get(item.entry)?.key ?? '')
      return thread ? [[item.entry, shownComments(copy, c.var.lang, thread)]] : []
    }),
  )
  const panel = renderToString(
    <Island
      name="review-panel"
      component={ReviewPanel}
      load="eager"
      props={{
        lang: c.var.lang,
        target: code,
        targetName: getLanguage(code).name,
        dir: textDirection(code),
        copy: { review: copy.review, strings: copy.strings, labelled: copy.frame.labelled },
        csrf: c.var.session.csrf,
        action: localePath(c.var.lang, `/admin/translations/${code}`),
        history: `${localePath(c.var.lang, `/admin/translations/${code}/history`)}?english=`,
        strings,
        here: `${base}${rest}`,
        pages: pages.map((page) => ({
          value: pageFilterValue(page.route.path),
          label: placeLabel(copy, { kind: 'page', route: page.route }),
          left: page.left,
        })),
        page: pageFilterValue(route.path),
        nextPage: nextPage && `${base}${nextPage.route.path}${nextPage.first === null ? '' : `?string=${nextPage.first}`}`,
        selected: strings.find((item) => wanted !== undefined && states.get(item.entry)?.key === wanted)?.id ?? null,
        guide: guideHelp(guide),
        comments: { threads, copy: { ...copy.comments, failed: copy.review.failed, posted: copy.notices.commentPosted }, max: SITE.commentMax },
      }}
    />,
  )
  // The title says this is review mode, in the console's language; a link to the panel
  // comes before the page's own skip link; room beside the page for the panel.
  const title = fill(copy.review.title, { page: placeLabel(copy, { kind: 'page', route }), language: getLanguage(code).name })
  const skip = `<a href="#review-panel" class="skip-link" lang="${c.var.lang}" dir="${textDirection(c.var.lang)}">${escapeMarkup(copy.review.skipToPanel)}</a>`
  // The panel is at the console's end: the page's end, or its start when they run in opposite directions.
  const side = textDirection(c.var.lang) === textDirection(code) ? 'review-panel-end' : 'review-panel-start'
  const html = marked.html
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeMarkup(title)}</title>`)
    .replace(/<body class="([^"]*)">/, (_, classes: string) => `<body class="review-mode ${side} ${classes}">${skip}`)
    .replace('</body>', `${panel}</body>`)
  return c.html(html, 200)
})
