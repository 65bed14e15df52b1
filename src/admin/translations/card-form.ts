/**
 * The strings screen's one form: every card's fields belong to it, named by the card's
 * place (`english:3`, `translation:3`, and `shown:3`, the text the card was drawn with), and
 * the button pressed says what to do to which card (`act=accept:3`). So whatever button is
 * pressed, the text typed in every other card comes along, and the screen shows it again as
 * an unsaved draft instead of dropping it: this works without JavaScript.
 */
import type { FormFields } from '../access/form'

export interface CardAction {
  intent: 'save' | 'accept' | 'unlock' | 'retranslate' | 'comment'
  english: string
  translation: string
  /** The comment typed in the card (`comment:3`), which its "Post comment" sends. */
  comment: string
  /** The card after it on the screen (none after the last), whose text box takes focus next. */
  next: string | null
  /** Texts typed in other cards and not saved, by their English. */
  drafts: Map<string, string>
}

const ACT = /^(save|accept|unlock|retranslate|comment):(-?\d{1,4})$/

/** A textarea's text as a form sends it (CRLF line ends), compared as it was drawn. */
const normalized = (text: string) => text.replace(/\r\n?/g, '\n').trim()

/** The action a card's button asks for, with every other card's draft; null for a form of another shape (the review panel's, the history's). */
export function cardAction(form: FormFields): CardAction | null {
  const [, intent, index] = ACT.exec(form.get('act') ?? '') ?? []
  if (!intent || index === undefined) return null
  const drafts = new Map<string, string>()
  for (const [name, value] of form.entries()) {
    const at = /^translation:(-?\d{1,4})$/.exec(name)?.[1]
    // A saved card's text is no draft; any other card's is, when it differs from what the card showed.
    if (at === undefined || (intent === 'save' && at === index)) continue
    const english = form.get(`english:${at}`)
    if (english !== undefined && normalized(value) && normalized(value) !== normalized(form.get(`shown:${at}`) ?? '')) drafts.set(english, value)
  }
  const place = Number(index)
  return {
    intent: intent as CardAction['intent'],
    english: form.get(`english:${index}`) ?? '',
    translation: form.get(`translation:${index}`) ?? '',
    comment: form.get(`comment:${index}`) ?? '',
    next: place >= 0 ? (form.get(`english:${place + 1}`) ?? null) : null,
    drafts,
  }
}
