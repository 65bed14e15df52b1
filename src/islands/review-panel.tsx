import { useEffect, useRef, useState } from 'react'
import type { FormEvent } from 'react'
import type { adminCopy } from '../copy/admin'
import type { Localized } from '../i18n/copy'
import { fill } from '../i18n/copy'
import { textDirection } from '../lib/languages'
import type { LanguageCode } from '../lib/languages'
import { StringComments } from './review/comments'
import type { CommentsProps, ShownComment } from './review/comments'
import { StringHelp } from './review/help'
import type { GuideHelp, TermHelp } from './review/help'
import { nextOnPage, panelOrder } from './review/order'
import { Icon } from './ui/icon'

/**
 * Draws a string's spans on the page again as the server now renders them: a translation
 * is a template (`v {time}`, a plural block), and only the page knows the values its slots
 * take, so the page is fetched again and each span takes its counterpart's content.
 */
async function redraw(id: number): Promise<void> {
  const response = await fetch(location.href, { headers: { Accept: 'text/html' } })
  if (!response.ok) return
  const fresh = new DOMParser().parseFromString(await response.text(), 'text/html').querySelectorAll(`[data-review="${id}"]`)
  document.querySelectorAll(`[data-review="${id}"]`).forEach((span, index) => {
    const drawn = fresh[index]
    if (drawn) span.innerHTML = drawn.innerHTML
  })
}

/** One string of the page as the panel shows it. */
export interface ReviewString {
  /** Its number on the page: the `data-review` of its spans. */
  id: number
  /** Its translation's key, which names it in a link (`?string=`). */
  key: string
  /** The catalog entry, as the string actions name it (a context, where it has one, included). */
  entry: string
  /** Its English, as shown. */
  english: string
  translation: string | null
  reviewed: boolean
  /** Who made the current text, in words. */
  source: string
  /** Brand and product names and `{slots}` the translation must keep. */
  pieces: readonly string[]
  /** The pages it appears on, in words. */
  places: readonly string[]
  /** It appears as text on the page (else: a title, a description, a label, data). */
  visible: boolean
  /** The glossary's terms in its English, with this language's rendering. */
  terms: readonly TermHelp[]
  /** The English of the strings before and after it on the page (shown the same way), where there is one. */
  before: string | null
  after: string | null
}

export interface ReviewPanelProps {
  /** The console's language (the panel's words) and the language under review. */
  lang: LanguageCode
  target: LanguageCode
  targetName: string
  dir: 'ltr' | 'rtl'
  copy: {
    review: Localized<typeof adminCopy.review>
    strings: Localized<typeof adminCopy.strings>
    /** "{label}: {value}", punctuated the console language's way. */
    labelled: string
  }
  csrf: string
  /** Where the string actions are posted (the language's strings screen). */
  action: string
  /** A string's history screen, with `english=` to add. */
  history: string
  strings: readonly ReviewString[]
  /** This page in review mode, to which `?string=` is added. */
  here: string
  /** The site's pages for the picker (`value` opens one: `?page=`), with the strings left to review on each when the page loaded. */
  pages: readonly { value: string; label: string; left: number }[]
  /** This page's `value` among them. */
  page: string
  /** The next page with strings left to review, at its first (the "next" when none is left here), or null. */
  nextPage: string | null
  /** The string open when the page loads (a link named it), or null. */
  selected: number | null
  /** The language's style guide, or null when it has none. */
  guide: GuideHelp | null
  /** The comment threads of the page's strings, by catalog entry, with their words and the longest comment. */
  comments: { threads: Readonly<Record<string, readonly ShownComment[]>>; copy: CommentsProps['copy']; max: number }
}

type Outcome = { tone: 'ok' | 'error'; text: string } | null

/**
 * The review panel, beside the page in review mode. Pointing at a marked string, or
 * focusing it and pressing Enter, opens it here: the English, the translation to accept or
 * correct, what it must keep, where else it appears, and its history. Strings that are not
 * text on the page (title, description, labels) are listed too. Changes are published at
 * once and redrawn in the page.
 */
export default function ReviewPanel(props: ReviewPanelProps) {
  const { copy, target, dir, csrf, action } = props
  const [strings, setStrings] = useState(props.strings)
  const [selected, setSelected] = useState<number | null>(props.selected)
  // What the reviewer typed for each string and has not saved, kept while the page is open.
  const [drafts, setDrafts] = useState<ReadonlyMap<number, string>>(new Map())
  const [busy, setBusy] = useState(false)
  const [outcome, setOutcome] = useState<Outcome>(null)
  const heading = useRef<HTMLHeadingElement>(null)
  const panelHeading = useRef<HTMLHeadingElement>(null)
  const panel = useRef<HTMLElement>(null)
  const [collapsed, setCollapsed] = useState(false)
  const [threads, setThreads] = useState(props.comments.threads)
  const current = strings.find((item) => item.id === selected) ?? null
  const draft = current ? (drafts.get(current.id) ?? current.translation ?? '') : ''
  const unsaved = new Set(strings.filter((item) => drafts.has(item.id) && drafts.get(item.id) !== (item.translation ?? '')).map((item) => item.id))
  const setDraft = (text: string) => current && setDrafts((all) => new Map(all).set(current.id, text))

  // Leaving the page with unsaved drafts asks first.
  const leaving = unsaved.size > 0
  useEffect(() => {
    if (!leaving) return
    const ask = (event: BeforeUnloadEvent) => event.preventDefault()
    window.addEventListener('beforeunload', ask)
    return () => window.removeEventListener('beforeunload', ask)
  }, [leaving])

  /** Opens a string here and moves focus to it; `keep` leaves the last outcome said (after an action that moved on). */
  function open(id: number, keep = false, list = strings) {
    const item = list.find((entry) => entry.id === id)
    if (!item) return
    setSelected(id)
    if (!keep) setOutcome(null)
    for (const span of document.querySelectorAll('[data-review].review-current')) span.classList.remove('review-current')
    for (const span of document.querySelectorAll(`[data-review="${id}"]`)) span.classList.add('review-current')
    requestAnimationFrame(() => heading.current?.focus())
  }

  /**
   * After Accept or Save the string's buttons change under the focus: it moves on to the
   * page's next string to review, or to the panel's heading when none is left here.
   */
  function moveOn(list: readonly ReviewString[], from: number) {
    const next = nextOnPage(panelOrder(list), from, (item) => !item.reviewed)
    if (next && next.id !== from) open(next.id, true, list)
    else requestAnimationFrame(() => panelHeading.current?.focus())
  }

  // Marked strings on the page open here: a click (which must not follow a link around the
  // string), or Enter and Space on a focused one. Escape in the panel goes back to the string.
  useEffect(() => {
    const pick = (event: Event) => {
      const span = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-review]') : null
      if (!span || span.closest('[data-island="review-panel"]')) return
      if (event instanceof KeyboardEvent && event.key !== 'Enter' && event.key !== ' ') return
      event.preventDefault()
      event.stopPropagation()
      open(Number(span.dataset.review))
    }
    document.addEventListener('click', pick, true)
    document.addEventListener('keydown', pick, true)
    return () => {
      document.removeEventListener('click', pick, true)
      document.removeEventListener('keydown', pick, true)
    }
  })

  // On a phone the page keeps room below it as tall as the panel (site.css), so all of it can be scrolled above the panel.
  useEffect(() => {
    const aside = panel.current
    if (!aside) return
    const observer = new ResizeObserver(() => document.body.style.setProperty('--review-panel-height', `${aside.offsetHeight}px`))
    observer.observe(aside)
    return () => observer.disconnect()
  }, [])

  // A string picked before this code arrived (clicked or tabbed to on a slow connection:
  // a marked string takes focus) opens as soon as it has; else the one the link named is
  // marked on the page and takes focus, unless the reviewer has already moved it.
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      const picked = document.activeElement
      if (picked instanceof HTMLElement && picked.matches('[data-review]') && !picked.closest('[data-island="review-panel"]'))
        open(Number(picked.dataset.review))
      else if (props.selected !== null) {
        const marks = document.querySelectorAll<HTMLElement>(`[data-review="${props.selected}"]`)
        for (const mark of marks) mark.classList.add('review-current')
        marks[0]?.scrollIntoView({ block: 'center' })
        if (picked === document.body) heading.current?.focus()
      }
    })
    return () => cancelAnimationFrame(frame)
    // Once, on hydration: later picks come through the listeners above.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  // Back to the string on the page where it takes focus (not inside a link, not in a part
  // of the page this screen hides), else to its line in the panel's list.
  function back() {
    if (selected === null) return
    setSelected(null)
    for (const mark of document.querySelectorAll<HTMLElement>(`[data-review="${selected}"][tabindex]`)) {
      mark.focus()
      if (document.activeElement === mark) return
    }
    document.querySelector<HTMLElement>(`[data-string="${selected}"]`)?.focus()
  }

  async function send(intent: 'save' | 'accept' | 'accept-all', english: readonly string[], translation?: string): Promise<void> {
    setBusy(true)
    setOutcome(null)
    const body = new URLSearchParams({ csrf, intent })
    for (const text of english) body.append('english', text)
    if (translation !== undefined) body.set('translation', translation)
    try {
      const response = await fetch(action, {
        method: 'POST',
        headers: { Accept: 'application/json', 'Content-Type': 'application/x-www-form-urlencoded' },
        body,
      })
      const answer = (await response.json().catch(() => null)) as {
        ok?: boolean
        error?: string
        accepted?: number
        english?: string
        translation?: string | null
        reviewed?: boolean
        source?: string
        provider?: string
      } | null
      if (!response.ok || !answer?.ok) {
        setOutcome({ tone: 'error', text: answer?.error ?? copy.review.failed })
        return
      }
      if (intent === 'accept-all') {
        const accepted = new Set(english)
        setStrings((all) => all.map((item) => (accepted.has(item.entry) && item.translation !== null ? { ...item, reviewed: true } : item)))
        setOutcome({ tone: 'ok', text: fill(copy.review.acceptAllDone, { count: answer.accepted ?? 0 }, props.lang) })
        return
      }
      if (intent === 'save')
        setDrafts((all) => {
          const kept = new Map(all)
          for (const item of strings) if (item.entry === answer.english) kept.delete(item.id)
          return kept
        })
      const updated = strings.map((item) =>
        item.entry === answer.english
          ? {
              ...item,
              translation: answer.translation ?? item.translation,
              reviewed: answer.reviewed ?? item.reviewed,
              source: answer.provider ?? item.source,
            }
          : item,
      )
      setStrings(updated)
      setOutcome({ tone: 'ok', text: intent === 'save' ? copy.review.saved : copy.review.accepted })
      // The page shows the new text wherever the string appears, drawn as the server draws it (a failed redraw leaves the old text until a reload).
      if (answer.translation && current) void redraw(current.id).catch(() => undefined)
      if (current) moveOn(updated, current.id)
    } catch {
      setOutcome({ tone: 'error', text: copy.review.failed })
    } finally {
      setBusy(false)
    }
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (current && !busy) void send('save', [current.entry], draft)
  }

  const pending = strings.filter((item) => !item.reviewed && item.translation !== null)
  const reviewed = strings.filter((item) => item.reviewed).length
  // The next string to review: on this page while any is left (a link to it without JavaScript), else on the next page that has one.
  const nextHere = nextOnPage(panelOrder(strings), selected, (item) => !item.reviewed)
  const onThisPage = nextHere !== null && nextHere.id !== selected ? nextHere : null
  const nextHref = onThisPage ? `${props.here}?string=${onThisPage.key}` : props.nextPage
  // This page's count goes down as strings are reviewed here; the other pages' are as they were when it loaded.
  const reviewedHere = props.strings.filter((item) => !item.reviewed && strings.find((now) => now.id === item.id)?.reviewed).length
  return (
    <aside
      ref={panel}
      id="review-panel"
      tabIndex={-1}
      lang={props.lang}
      dir={textDirection(props.lang)}
      aria-labelledby="review-panel-title"
      className="fixed inset-x-0 bottom-0 z-50 flex max-h-[60vh] flex-col border-t border-slate-300 bg-white text-slate-800 shadow-2xl md:inset-y-0 md:start-auto md:end-0 md:max-h-none md:w-96 md:border-s md:border-t-0"
      onKeyDown={(event) => {
        if (event.key === 'Escape') back()
      }}
    >
      <div className="border-b border-slate-200 p-4">
        <div className="flex items-start justify-between gap-2">
          <h2 id="review-panel-title" ref={panelHeading} tabIndex={-1} className="text-base font-bold text-slate-950">
            {copy.review.panel}: {props.targetName}
          </h2>
          {/* On a phone the panel folds down to this line, to read the page behind it. */}
          <button
            type="button"
            aria-expanded={!collapsed}
            aria-controls="review-panel-controls review-panel-content"
            onClick={() => setCollapsed(!collapsed)}
            className="-m-1 inline-flex size-10 shrink-0 items-center justify-center rounded-lg hover:bg-slate-100 md:hidden"
          >
            <Icon name="chevron-down" className={`size-5 ${collapsed ? 'rotate-180' : ''}`} />
            <span className="sr-only">{copy.review.panel}</span>
          </button>
        </div>
        <div id="review-panel-controls" className={collapsed ? 'max-md:hidden' : undefined}>
          <p className="mt-1 text-sm text-slate-700">{fill(copy.review.progress, { reviewed, total: strings.length }, props.lang)}</p>
          <form method="get" action={props.here} className="mt-3 flex items-end gap-2">
            <div className="min-w-0 flex-1">
              <label htmlFor="review-page" className="block text-xs font-semibold uppercase tracking-wide text-slate-600">
                {copy.review.pageToReview}
              </label>
              <select
                id="review-page"
                name="page"
                defaultValue={props.page}
                className="mt-1 min-h-10 w-full rounded-lg border border-slate-400 bg-white px-2 text-sm"
              >
                {props.pages.map((page) => (
                  <option key={page.value} value={page.value}>
                    {fill(
                      copy.review.pageLeft,
                      { page: page.label, count: page.value === props.page ? Math.max(0, page.left - reviewedHere) : page.left },
                      props.lang,
                    )}
                  </option>
                ))}
              </select>
            </div>
            <button type="submit" className="inline-flex min-h-10 items-center rounded-lg border border-slate-300 px-3 text-sm font-semibold hover:bg-slate-50">
              {copy.review.open}
            </button>
          </form>
          {nextHref !== null && (
            <a
              href={nextHref}
              onClick={(event) => {
                if (!onThisPage) return
                event.preventDefault()
                open(onThisPage.id)
              }}
              className="mt-3 inline-flex min-h-10 items-center gap-2 rounded-lg border border-transparent bg-blue-700 px-3 text-sm font-semibold text-white hover:bg-blue-800"
            >
              {copy.review.next}
              <Icon name="arrow-right" className="size-4 shrink-0 rtl:rotate-180" />
            </a>
          )}
          <button
            type="button"
            aria-disabled={busy || pending.length === 0 ? 'true' : undefined}
            onClick={() =>
              !busy &&
              pending.length &&
              void send(
                'accept-all',
                pending.map((item) => item.entry),
              )
            }
            className="mt-3 inline-flex min-h-10 items-center gap-2 rounded-lg border border-slate-300 px-3 text-sm font-semibold hover:bg-slate-50 aria-disabled:opacity-60"
          >
            <Icon name="check-circle" className="size-4 shrink-0" />
            {copy.review.acceptAll}
          </button>
        </div>
      </div>
      {/* Both regions are there from the start, empty until they speak: a screen reader hears
          only changes to a region it already knows. */}
      <p role="status" className="px-4 pt-2 text-sm font-semibold empty:pt-0">
        {outcome?.tone === 'ok' ? outcome.text : ''}
      </p>
      <p id="review-error" role="alert" className="px-4 pt-2 text-sm font-semibold text-red-800 empty:pt-0">
        {outcome?.tone === 'error' ? outcome.text : ''}
      </p>
      <div id="review-panel-content" className={`min-h-0 flex-1 overflow-y-auto p-4 ${collapsed ? 'max-md:hidden' : ''}`}>
        {current ? (
          <section aria-labelledby="review-current">
            <h3 id="review-current" ref={heading} tabIndex={-1} className="text-xs font-semibold uppercase tracking-wide text-slate-600 outline-none">
              {copy.strings.english}
            </h3>
            <p id="review-english" dir="ltr" lang="en" className="mt-1 text-sm text-slate-900 [overflow-wrap:anywhere]">
              {current.english}
            </p>
            <p className="mt-2 text-xs text-slate-700">
              {fill(copy.labelled, {
                label: copy.review.status,
                value: current.reviewed ? copy.strings.reviewed : current.translation === null ? copy.strings.missing : current.source,
              })}
            </p>
            {current.pieces.length > 0 && (
              <p className="mt-1 text-xs text-slate-700">
                {fill(copy.labelled, { label: copy.review.mustKeep, value: '' })}
                <span dir="ltr">{current.pieces.join(', ')}</span>
              </p>
            )}
            {current.places.length > 0 && <p className="mt-1 text-xs text-slate-700">{fill(copy.strings.appearsOn, { places: current.places.join(', ') })}</p>}
            {unsaved.has(current.id) && <p className="mt-1 text-xs font-semibold text-amber-900">{copy.review.unsaved}</p>}
            <form onSubmit={submit} className="mt-3">
              <label htmlFor="review-translation" className="block text-xs font-semibold uppercase tracking-wide text-slate-600">
                {copy.strings.translation}
              </label>
              <textarea
                id="review-translation"
                value={draft}
                onChange={(event) => setDraft(event.target.value)}
                dir={dir}
                lang={target}
                rows={4}
                aria-invalid={outcome?.tone === 'error' ? 'true' : undefined}
                aria-describedby={outcome?.tone === 'error' ? 'review-error' : undefined}
                className="mt-1 w-full rounded-lg border border-slate-400 px-3 py-2 text-slate-900"
              />
              <div className="mt-3 flex flex-wrap gap-2">
                <button
                  type="submit"
                  aria-disabled={busy ? 'true' : undefined}
                  className="inline-flex min-h-10 items-center gap-2 rounded-lg border border-transparent bg-blue-700 px-3 text-sm font-semibold text-white hover:bg-blue-800"
                >
                  <Icon name="check" className="size-4 shrink-0" />
                  {busy ? copy.review.saving : copy.strings.save}
                </button>
                {!current.reviewed && current.translation !== null && (
                  <button
                    type="button"
                    aria-disabled={busy ? 'true' : undefined}
                    onClick={() => !busy && void send('accept', [current.entry])}
                    className="inline-flex min-h-10 items-center gap-2 rounded-lg border border-slate-300 px-3 text-sm font-semibold hover:bg-slate-50"
                  >
                    <Icon name="check-circle" className="size-4 shrink-0" />
                    {copy.strings.accept}
                  </button>
                )}
                <a
                  href={`${props.history}${encodeURIComponent(current.entry)}`}
                  className="inline-flex min-h-10 items-center gap-2 rounded-lg px-2 text-sm font-semibold text-blue-800 hover:bg-slate-100"
                >
                  <Icon name="history" className="size-4 shrink-0" />
                  {copy.strings.history}
                </a>
                <button
                  type="button"
                  onClick={back}
                  className="inline-flex min-h-10 items-center gap-2 rounded-lg px-2 text-sm font-semibold text-slate-700 hover:bg-slate-100"
                >
                  {copy.review.close}
                </button>
              </div>
            </form>
            <StringHelp
              copy={copy.review}
              lang={props.lang}
              english={current.english}
              draft={draft}
              terms={current.terms}
              guide={props.guide}
              before={current.before}
              after={current.after}
            />
            <StringComments
              key={current.entry}
              copy={props.comments.copy}
              csrf={csrf}
              action={action}
              entry={current.entry}
              thread={threads[current.entry] ?? []}
              max={props.comments.max}
              onPosted={(thread) => setThreads((all) => ({ ...all, [current.entry]: thread }))}
            />
          </section>
        ) : (
          <p className="text-sm text-slate-700">{copy.review.choose}</p>
        )}
        <StringList
          title={copy.review.pageStrings}
          items={strings.filter((item) => item.visible)}
          selected={selected}
          unsaved={unsaved}
          label={copy.review.unsaved}
          comments={threads}
          commentsTitle={props.comments.copy.title}
          onPick={open}
        />
        <StringList
          title={copy.review.hidden}
          items={strings.filter((item) => !item.visible)}
          selected={selected}
          unsaved={unsaved}
          label={copy.review.unsaved}
          comments={threads}
          commentsTitle={props.comments.copy.title}
          onPick={open}
        />
      </div>
    </aside>
  )
}

function StringList({
  title,
  items,
  selected,
  unsaved,
  label,
  comments,
  commentsTitle,
  onPick,
}: {
  title: string
  items: readonly ReviewString[]
  selected: number | null
  /** Strings with a draft typed and not saved, marked with `label`. */
  unsaved: ReadonlySet<number>
  label: string
  /** Each string's comments, by catalog entry: a string with any shows how many. */
  comments: Readonly<Record<string, readonly unknown[]>>
  commentsTitle: string
  onPick: (id: number) => void
}) {
  if (!items.length) return null
  return (
    <>
      <h3 className="mt-6 text-sm font-semibold text-slate-900">{title}</h3>
      <ul className="mt-2 space-y-1">
        {items.map((item) => (
          <li key={item.id}>
            <button
              type="button"
              data-string={item.id}
              onClick={() => onPick(item.id)}
              aria-current={item.id === selected ? 'true' : undefined}
              className="flex w-full items-start gap-2 rounded-lg px-2 py-1.5 text-start text-sm hover:bg-slate-100 aria-[current=true]:bg-blue-50"
            >
              <Icon
                name={item.reviewed ? 'check-circle' : 'warning-circle'}
                className={`mt-0.5 size-4 shrink-0 ${item.reviewed ? 'text-emerald-700' : 'text-amber-700'}`}
              />
              <span className="min-w-0 [overflow-wrap:anywhere]">
                {item.translation ?? item.english}
                {unsaved.has(item.id) && <span className="ms-1 text-xs font-semibold text-amber-900">({label})</span>}
                {Boolean(comments[item.entry]?.length) && (
                  <span className="ms-1 inline-flex items-center gap-0.5 rounded-full bg-slate-100 px-1.5 text-xs font-semibold text-slate-800">
                    <Icon name="chat" className="size-3 shrink-0" />
                    <span className="sr-only">{commentsTitle} </span>
                    {comments[item.entry]?.length}
                  </span>
                )}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </>
  )
}
