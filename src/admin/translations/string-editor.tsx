/**
 * One string's card on the strings screen: the English, where it appears, its state, and
 * the form to edit, accept, unlock or translate it again, with links to its history and to
 * review on the page. A reviewer sees the legal pages' text read-only, with the reason.
 */
import { fill } from '../../i18n/copy'
import { Icon } from '../../islands/ui/icon'
import { textDirection } from '../../lib/languages'
import type { LanguageCode } from '../../lib/languages'
import { localePath } from '../../lib/routes'
import { useConsole } from '../frame/console-context'
import { languageName } from '../frame/format'
import { Badge, FieldError, SubmitButton, inputClass } from '../frame/ui'
import { CommentThread } from './comment-thread'
import type { CommentView } from './comments'
import { providerLabel } from './labels'
import { isLegalText, placeLabel, placePath } from './places'
import type { StringState } from './queries'

function reviewHref(lang: string, target: string, item: StringState): string | null {
  const path = item.places.map(placePath).find((candidate) => candidate !== null)
  return path === undefined || path === null ? null : `${localePath(lang, `/admin/review/${target}${path}`)}?string=${item.key}`
}

/**
 * A card's fields belong to the screen's one form (`form`), named by the card's place
 * (`translation:3`), and each button says what it does to which card (`accept:3`): whatever
 * button is pressed, every card's text is sent, so a text typed in one card and not saved
 * comes back as an unsaved draft (`draft`) after an action on another.
 *
 * A refused edit's card (`typed`: the owner's text, not saved) is labelled with the stored
 * state and offers only Save: Accept, Unlock or Translate again would act on the stored text
 * and drop what was typed.
 */
export function StringEditor({
  item,
  index,
  form,
  target,
  canTranslate,
  error,
  typed,
  draft,
  focus = false,
  comments,
}: {
  item: StringState
  /** The card's place on the screen; negative for the cards above the list (a refused edit, drafts of strings not listed here). */
  index: number
  form: string
  target: LanguageCode
  canTranslate: boolean
  error?: string
  typed?: string
  draft?: string
  /** Focus its text box on load: the next string after an action on the previous one. */
  focus?: boolean
  /** The string's comment thread, and a comment refused with its reason; none on the cards above the list. */
  comments?: { thread: readonly CommentView[]; error?: string; typed?: string }
}) {
  const { copy, lang, reviewer } = useConsole()
  const state = item.reviewed ? copy.strings.reviewed : item.translation === null ? copy.strings.missing : providerLabel(copy, item.provider)
  const tone = item.reviewed ? 'green' : item.translation === null ? 'red' : 'sky'
  const fieldId = index === -1 ? 'translation-refused' : index < 0 ? `translation-draft${-index}` : `translation-${index}`
  const act = (intent: string) => `${intent}:${index}`
  const errorId = `${fieldId}-error`
  const review = reviewHref(lang, target, item)
  const history = `${localePath(lang, `/admin/translations/${target}/history`)}?english=${encodeURIComponent(item.english)}`
  return (
    <div>
      <input type="hidden" form={form} name={`english:${index}`} value={item.english} />
      <input type="hidden" form={form} name={`shown:${index}`} value={item.translation ?? ''} />
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 max-w-3xl text-sm text-slate-900">
          <p className="text-xs font-semibold uppercase tracking-wide text-slate-600">{copy.strings.english}</p>
          <p dir="ltr" lang="en" className="mt-1 [overflow-wrap:anywhere]">
            {item.english}
          </p>
        </div>
        <span className="flex flex-wrap gap-2">
          {draft !== undefined && <Badge tone="amber">{copy.review.unsaved}</Badge>}
          <Badge tone={tone}>{state}</Badge>
        </span>
      </div>
      {item.places.length > 0 && (
        <p className="mt-2 text-xs text-slate-600">{fill(copy.strings.appearsOn, { places: item.places.map((place) => placeLabel(copy, place)).join(', ') })}</p>
      )}
      {item.legal && <p className="mt-1 text-xs font-semibold text-amber-900">{copy.strings.legal}</p>}
      {reviewer && isLegalText(item.english) ? (
        <>
          <p className="mt-3 text-xs font-semibold uppercase tracking-wide text-slate-600">
            {copy.strings.translation} ({languageName(lang, target)})
          </p>
          <p dir={textDirection(target)} lang={target} className="mt-1 text-sm text-slate-900 [overflow-wrap:anywhere]">
            {item.translation ?? copy.history.nothing}
          </p>
          <p className="mt-2 text-sm text-slate-700">{copy.errors.legalOwnerOnly}</p>
        </>
      ) : (
        <>
      <label htmlFor={fieldId} className="mt-3 block text-xs font-semibold uppercase tracking-wide text-slate-600">
        {copy.strings.translation} ({languageName(lang, target)})
      </label>
      <textarea
        id={fieldId}
        form={form}
        name={`translation:${index}`}
        rows={Math.min(8, Math.max(2, Math.ceil(item.english.length / 70)))}
        defaultValue={draft ?? typed ?? item.translation ?? ''}
        dir={textDirection(target)}
        lang={target}
        autoFocus={error !== undefined || focus}
        data-unsaved={draft !== undefined ? '' : undefined}
        aria-invalid={error !== undefined ? 'true' : undefined}
        aria-describedby={error !== undefined ? errorId : focus ? 'console-status' : undefined}
        className={`mt-1 ${inputClass}`}
      />
      {error !== undefined && <FieldError id={errorId}>{error}</FieldError>}
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <SubmitButton kind="primary" icon="check" form={form} name="act" value={act('save')} formNoValidate>
          {copy.strings.save}
        </SubmitButton>
        {typed === undefined && !item.reviewed && item.translation !== null && (
          <SubmitButton icon="check-circle" form={form} name="act" value={act('accept')} formNoValidate>
            {copy.strings.accept}
          </SubmitButton>
        )}
        {typed === undefined && item.reviewed && (
          <SubmitButton icon="key" form={form} name="act" value={act('unlock')} formNoValidate>
            {copy.strings.unlock}
          </SubmitButton>
        )}
        {!item.reviewed && canTranslate && (
          <SubmitButton icon="refresh" form={form} name="act" value={act('retranslate')} formNoValidate>
            {copy.strings.retranslate}
          </SubmitButton>
        )}
        {index >= 0 && (
          <a href={history} className="inline-flex min-h-10 items-center gap-1.5 rounded-lg px-2 text-sm font-semibold text-blue-800 hover:bg-slate-100">
            <Icon name="history" className="size-4 shrink-0" />
            {copy.strings.history}
          </a>
        )}
        {index >= 0 && review && (
          <a href={review} className="inline-flex min-h-10 items-center gap-1.5 rounded-lg px-2 text-sm font-semibold text-blue-800 hover:bg-slate-100">
            <Icon name="eye" className="size-4 shrink-0" />
            {copy.strings.reviewOnPage}
          </a>
        )}
      </div>
        </>
      )}
      {comments && index >= 0 && <CommentThread index={index} form={form} comments={comments.thread} error={comments.error} typed={comments.typed} />}
    </div>
  )
}
