/**
 * Every change of a language's strings: save, accept, unlock, restore, comment, translate
 * again and publish. Forms post to their own screen: success is a redirect back with a notice,
 * a refused edit is the same screen with the text kept and the reason beside it. The review
 * panel sends the same forms with `Accept: application/json` and gets JSON back.
 */
import { database } from '../../db'
import { localePath } from '../../lib/routes'
import { clock } from '../../platform/clock'
import { log } from '../../platform/log'
import { translationEngine } from '../../engine'
import { readForm, wantsJson } from '../access/form'
import { actorOf } from '../access/session'
import type { AdminContext } from '../env'
import { namedNotice, withNotice } from '../frame/notices'
import { consoleCopy } from '../frame/render'
import { refuseRequest } from '../frame/refusal'
import { accept, editMessage, editProblem, restore, saveReviewed, unlock } from './edits'
import { providerLabel } from './labels'
import { languageStrings, listedStrings, targetLanguage } from './queries'
import { retranslate } from './retranslate'
import { executionContext } from '../../render'
import { addComment, commentProblem, commentText, commentThreads } from './comments'
import { shownComments } from './comment-thread'
import { recordFinishes } from './finishes'
import { translationKey } from '../../translation'
import { cardAction } from './card-form'
import { isLegalText } from './places'
import { renderStrings } from './strings-page'
import { startRetranslation, cancelRetranslation, resumeRetranslation } from './job-actions'

const TRANSLATION_INTENTS = ['save', 'accept', 'accept-all', 'unlock', 'restore', 'retranslate', 'retranslate-language', 'cancel-job', 'resume-job', 'publish', 'comment'] as const
/** What only the owner may do: it spends the provider's money, or the plan's KV writes. */
const OWNER_INTENTS: ReadonlySet<string> = new Set(['retranslate', 'retranslate-language', 'cancel-job', 'resume-job', 'publish'])

/** Every change of a language's strings; answered from the strings screen and from a string's history alike. */
export async function stringsAction(c: AdminContext): Promise<Response> {
  const code = targetLanguage(c.req.param('target'))
  const form = await readForm(c)
  const copy = await consoleCopy(c)
  const json = wantsJson(c)
  const card = cardAction(form)
  const intent = TRANSLATION_INTENTS.find((name) => name === (card ? card.intent : form.get('intent')))
  const refuse = (status: 400 | 403 | 404, message: string) => (json ? c.json({ ok: false, error: message }, status) : refuseRequest(c, message, undefined, status))
  if (!code) return refuse(404, copy.errors.unknownLanguage)
  if (!intent) return refuse(400, copy.errors.badRequest)
  if (OWNER_INTENTS.has(intent) && c.var.session.reviewer) return refuse(403, copy.errors.notYours)
  const db = database(c.env.DB)
  const actor = actorOf(c.var.session)
  const here = new URL(c.req.url)
  /**
   * The answer to an action: back to the screen at the next card, its text box focused
   * (`focus`), which scrolls it into view; no `#anchor`, which would keep the browser from
   * focusing anything. The screen itself when other cards carry unsaved drafts.
   */
  const back = async (notice: Parameters<typeof withNotice>[1], values?: { count?: number }, stay = false): Promise<Response> => {
    const focus = card ? (stay ? card.english : (card.next ?? card.english)) : undefined
    if (card?.drafts.size) return renderStrings(c, code, undefined, { drafts: card.drafts, notice: namedNotice(c, notice, values), focus })
    const url = new URL(here)
    url.searchParams.delete('focus')
    const place = focus === undefined ? -1 : (await listedStrings(code)).findIndex((item) => item.english === focus)
    if (place >= 0) url.searchParams.set('focus', String(place))
    return c.redirect(withNotice(`${url.pathname}${url.search}`, notice, values), 303)
  }
  /** A reviewer's accept or save that leaves a page or the language with nothing to review: recorded, and the owner told. */
  const finishes = async (english: readonly string[]) => {
    const reviewer = c.var.session.reviewer
    if (reviewer) await recordFinishes(c.env, db, reviewer, code, english, executionContext(c))
  }
  /** What the review panel needs to redraw a string after a change. */
  const stateOf = async (english: string) => {
    const item = (await languageStrings(db, code)).find((entry) => entry.english === english)
    return { ok: true, english, translation: item?.translation ?? null, reviewed: item?.reviewed ?? false, provider: providerLabel(copy, item?.provider ?? null) }
  }

  const screen = localePath(c.var.lang, `/admin/translations/${code}`)
  if (intent === 'retranslate-language') return startRetranslation(c, [code], screen)
  if (intent === 'cancel-job') return cancelRetranslation(c, form.get('job'), screen)
  if (intent === 'resume-job') return resumeRetranslation(c, form.get('job'), screen)
  if (intent === 'publish') {
    await translationEngine(c.env).publishNow(code)
    log('admin_translations_published', { lang: code })
    return c.redirect(withNotice(screen, 'published'), 303)
  }
  if (intent === 'accept-all') {
    const english = form.all('english')
    const count = await accept(c.env, db, code, c.var.session.reviewer ? english.filter((text) => !isLegalText(text)) : english, actor)
    log('admin_translations_accepted', { lang: code, count })
    if (count) await finishes(english)
    return json ? c.json({ ok: true, accepted: count }) : back('acceptedAll', { count })
  }
  const english = (card ? card.english : form.get('english')) ?? ''
  const translation = ((card ? card.translation : form.get('translation')) ?? '').trim()
  const problem = editProblem(code, english, intent === 'save' ? translation : english)
  if (problem?.kind === 'not-site-string') return refuse(400, copy.errors.notSiteString)
  // A reviewer may ask about the legal text too: only changing it is the owner's alone.
  if (intent === 'comment') {
    const typed = (card ? card.comment : form.get('comment')) ?? ''
    const text = commentText(typed)
    const trouble = commentProblem(text)
    if (trouble) {
      const reason = trouble === 'empty' ? copy.comments.empty : copy.comments.tooLong
      if (json) return c.json({ ok: false, error: reason }, 400)
      return renderStrings(c, code, undefined, card?.drafts.size ? { drafts: card.drafts } : undefined, { english, text: typed, reason })
    }
    const key = await translationKey(english, code)
    await addComment(db, code, key, english, actor, text, clock.now())
    log('admin_comment_posted', { lang: code })
    if (!json) return back('commentPosted', undefined, true)
    const thread = (await commentThreads(db, code, [key])).get(key) ?? []
    return c.json({ ok: true, comments: shownComments(copy, c.var.lang, thread) })
  }
  if (c.var.session.reviewer && isLegalText(english)) return refuse(403, copy.errors.legalOwnerOnly)
  switch (intent) {
    case 'unlock':
      await unlock(db, code, english, actor)
      return json ? c.json(await stateOf(english)) : back('unlocked')
    case 'accept':
      if (await accept(c.env, db, code, [english], actor)) await finishes([english])
      return json ? c.json(await stateOf(english)) : back('accepted')
    case 'restore': {
      const restored = await restore(c.env, db, code, english, Number(form.get('revision')), actor, form.get('side') === 'before' ? 'before' : 'after')
      if (!restored) return refuse(404, copy.errors.noRevision)
      return json ? c.json(await stateOf(english)) : back('restored')
    }
    case 'retranslate': {
      const { translated } = await retranslate(c.env, db, code, [english])
      return back(translated ? 'retranslated' : 'retranslateFailed', { count: translated })
    }
    case 'save': {
      if (problem) {
        const reason = editMessage(copy, problem)
        return json
          ? c.json({ ok: false, error: reason }, 400)
          : renderStrings(c, code, { english, translation: (card ? card.translation : form.get('translation')) ?? '', reason }, card ? { drafts: card.drafts } : undefined)
      }
      const publishedNow = await saveReviewed(c.env, db, code, english, translation, actor)
      log('admin_translation_saved', { lang: code })
      await finishes([english])
      return json ? c.json(await stateOf(english)) : back(publishedNow ? 'saved' : 'savedLater')
    }
  }
}
