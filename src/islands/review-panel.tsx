import { useRef, useState } from 'react'
import type { FormEvent } from 'react'
import { fill } from '../i18n/copy'
import { textDirection } from '../lib/languages'
import { postToStrings } from './review/actions'
import type { StringAnswer, StringIntent } from './review/actions'
import { StringComments } from './review/comments'
import { useDrafts } from './review/drafts'
import { StringEditor } from './review/editor'
import { StringHelp } from './review/help'
import { nextOnPage, panelOrder } from './review/order'
import { focusOnPage, markOpen, redraw, usePagePicks, usePanelHeight, usePickBeforeHydration } from './review/page'
import { PagePicker } from './review/page-picker'
import { Announcements } from './review/status'
import type { Outcome } from './review/status'
import { StringList } from './review/string-list'
import type { ReviewPanelProps, ReviewString } from './review/types'
import { outlineButton } from './review/ui'
import { Icon } from './ui/icon'

export type { ReviewPanelProps, ReviewString } from './review/types'

/**
 * The review panel, beside the page in review mode. Pointing at a marked string, or
 * focusing it and pressing Enter, opens it here: the English, the translation to accept or
 * correct, what it must keep, where else it appears, and its history. Strings that are not
 * text on the page (title, description, labels) are listed too. Changes are published at
 * once and redrawn in the page.
 */
export default function ReviewPanel(props: ReviewPanelProps) {
  const { copy, csrf, action } = props
  const [strings, setStrings] = useState(props.strings)
  const [selected, setSelected] = useState<number | null>(props.selected)
  const [busy, setBusy] = useState(false)
  const [outcome, setOutcome] = useState<Outcome>(null)
  const heading = useRef<HTMLHeadingElement>(null)
  const panelHeading = useRef<HTMLHeadingElement>(null)
  const panel = useRef<HTMLElement>(null)
  const [collapsed, setCollapsed] = useState(false)
  const [threads, setThreads] = useState(props.comments.threads)
  const current = strings.find((item) => item.id === selected) ?? null
  const [draft, setDraft, unsaved, forget] = useDrafts(strings, current)

  /** Opens a string here and moves focus to it; `keep` leaves the last outcome said (after an action that moved on). */
  function open(id: number, keep = false, list = strings) {
    const item = list.find((entry) => entry.id === id)
    if (!item) return
    setSelected(id)
    if (!keep) setOutcome(null)
    markOpen(id)
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

  usePagePicks(open)
  usePanelHeight(panel)
  usePickBeforeHydration(props.selected, open, heading)

  // Escape in the panel goes back to the string on the page.
  function back() {
    if (selected === null) return
    setSelected(null)
    focusOnPage(selected)
  }

  async function send(intent: StringIntent, english: readonly string[], translation?: string): Promise<void> {
    setBusy(true)
    setOutcome(null)
    try {
      const body = new URLSearchParams({ csrf, intent })
      for (const text of english) body.append('english', text)
      if (translation !== undefined) body.set('translation', translation)
      const answer = await postToStrings<StringAnswer>(action, body)
      if (!answer?.ok) {
        setOutcome({ tone: 'error', text: answer?.error ?? copy.review.failed })
        return
      }
      if (intent === 'accept-all') {
        const accepted = new Set(english)
        setStrings((all) => all.map((item) => (accepted.has(item.entry) && item.translation !== null ? { ...item, reviewed: true } : item)))
        setOutcome({ tone: 'ok', text: fill(copy.review.acceptAllDone, { count: answer.accepted ?? 0 }, props.lang) })
        return
      }
      if (intent === 'save') forget(answer.english)
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
          <PagePicker {...props} now={strings} selected={selected} onOpen={open} />
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
            className={`mt-3 ${outlineButton} aria-disabled:opacity-60`}
          >
            <Icon name="check-circle" className="size-4 shrink-0" />
            {copy.review.acceptAll}
          </button>
        </div>
      </div>
      <Announcements outcome={outcome} />
      <div id="review-panel-content" className={`min-h-0 flex-1 overflow-y-auto p-4 ${collapsed ? 'max-md:hidden' : ''}`}>
        {current ? (
          <StringEditor
            {...props}
            current={current}
            draft={draft}
            onDraft={setDraft}
            unsaved={unsaved.has(current.id)}
            busy={busy}
            refused={outcome?.tone === 'error'}
            ref={heading}
            onSave={submit}
            onAccept={() => void send('accept', [current.entry])}
            onClose={back}
          >
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
          </StringEditor>
        ) : (
          <p className="text-sm text-slate-700">{copy.review.choose}</p>
        )}
        {/* The strings shown on the page, then the ones that are not text on it (title, description, labels). */}
        {[true, false].map((visible) => (
          <StringList
            key={String(visible)}
            title={visible ? copy.review.pageStrings : copy.review.hidden}
            items={strings.filter((item) => item.visible === visible)}
            selected={selected}
            unsaved={unsaved}
            label={copy.review.unsaved}
            comments={threads}
            commentsTitle={props.comments.copy.title}
            onPick={open}
          />
        ))}
      </div>
    </aside>
  )
}
