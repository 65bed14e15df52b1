import type { ReactNode } from 'react'
import { clientAssets } from 'virtual:client-assets'
import { Island } from '../../components/island'
import ConsoleLanguageMenu from '../../islands/console-language-menu'
import { Icon } from '../../islands/ui/icon'
import { Logo } from '../../islands/ui/logo'
import type { IconName } from '../../lib/icons'
import { ENDPOINTS } from '../../lib/endpoints'
import { LANGUAGES, getLanguage, textDirection } from '../../lib/languages'
import { localePath, switchLanguagePath } from '../../lib/routes'
import { SITE } from '../../lib/site'
import { fill } from '../../i18n/copy'
import type { ReviewerIdentity } from '../access/session'
import { useConsole } from './console-context'
import type { ConsoleCopy } from './console-context'
import { FormTokens, labelPrefix } from './ui'

/** The console's sections: the owner has the first three; an invited reviewer has their language's strings and review on the page. */
export type ConsoleSection = 'overview' | 'inbox' | 'translations' | 'review'

interface SectionLink {
  id: ConsoleSection
  path: string
  icon: IconName
  label: string
}

function sectionsOf(copy: ConsoleCopy, reviewer: ReviewerIdentity | null): SectionLink[] {
  if (reviewer) {
    return [
      {
        id: 'translations',
        path: `/admin/translations/${reviewer.language}`,
        icon: 'languages',
        label: fill(copy.strings.title, { language: getLanguage(reviewer.language).name }),
      },
      { id: 'review', path: `/admin/review/${reviewer.language}`, icon: 'eye', label: copy.nav.review },
    ]
  }
  return [
    { id: 'overview', path: '/admin', icon: 'gauge', label: copy.nav.overview },
    { id: 'inbox', path: '/admin/inbox', icon: 'inbox', label: copy.nav.inbox },
    { id: 'translations', path: '/admin/translations', icon: 'languages', label: copy.nav.translations },
  ]
}

/** A message at the top of a screen: the outcome of the last action, or why it was refused. */
export interface Notice {
  tone: 'success' | 'error'
  text: string
  /** False when the screen puts focus where the action was taken instead (`#console-notice` then describes that place). */
  focus?: boolean
}

export interface ConsoleDocumentProps {
  /** The document title: the screen's name first, so every tab and history entry says which screen it is. */
  title: string
  /** The screen's own heading. */
  heading: string
  /** The address of this screen below the language segment, for the language links. */
  path: string
  /** Highlighted in the frame's navigation; absent on the gate, which has none. */
  section?: ConsoleSection
  notice?: Notice
  /** The notice takes focus on load (else a field of the screen does). */
  focusNotice?: boolean
  children: ReactNode
}

/**
 * The console's own document: brand, the owner's sections, language and Logout in a
 * header of its own (not the public site's), one status region and one alert pattern for
 * what an action did, then the screen. A notice takes focus when the page loads, so a
 * screen reader reads it first, without any script.
 */
export function ConsoleDocument({ title, heading, path, section, notice, focusNotice = true, children }: ConsoleDocumentProps) {
  const { lang, copy, csrf, reviewer } = useConsole()
  const signedIn = csrf !== undefined
  return (
    <html lang={lang} dir={textDirection(lang)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{title}</title>
        <meta name="robots" content="noindex, nofollow" />
        <link rel="icon" href="/favicon-32.png" sizes="32x32" type="image/png" />
        {clientAssets.css.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
        {clientAssets.scripts.map((src) => (
          <script key={src} type="module" src={src} />
        ))}
      </head>
      <body className="min-h-screen bg-slate-100 font-sans text-slate-800 antialiased">
        <a href="#console-main" className="skip-link">
          {copy.frame.skipToContent}
        </a>
        <header className="bg-slate-900 text-white" data-surface="dark">
          <div className="relative mx-auto flex max-w-6xl flex-wrap items-center gap-x-6 gap-y-3 px-4 py-3 sm:px-6">
            <a href={localePath(lang, '/admin')} className="flex min-w-0 items-center gap-2 font-bold">
              <Logo className="size-8 shrink-0" />
              <span className="truncate">{SITE.brand}</span>
              <span className="rounded bg-white/15 px-1.5 py-0.5 text-xs font-semibold uppercase tracking-wide">{copy.heading}</span>
            </a>
            <div className="ms-auto flex flex-wrap items-center gap-2">
              <Island
                name="console-language-menu"
                component={ConsoleLanguageMenu}
                load="interaction"
                props={{
                  label: labelPrefix(copy, copy.frame.language),
                  current: getLanguage(lang).name,
                  options: LANGUAGES.map((language) => ({
                    code: language.code,
                    name: language.name,
                    href: switchLanguagePath(localePath(lang, path), language.code),
                    current: language.code === lang,
                  })),
                }}
              />
              <a href={localePath(lang)} className="flex min-h-10 items-center gap-1.5 rounded-lg px-2 text-sm font-semibold hover:bg-white/10">
                <Icon name="external-link" className="size-4 shrink-0" />
                {copy.frame.viewSite}
              </a>
              {signedIn && (
                <form method="post" action={ENDPOINTS.adminLogout}>
                  <FormTokens />
                  <button
                    type="submit"
                    className="flex min-h-10 items-center gap-1.5 rounded-lg border border-white/30 px-3 text-sm font-semibold hover:bg-white/10"
                  >
                    <Icon name="logout" className="size-4 shrink-0 rtl:rotate-180" />
                    {copy.nav.logout}
                  </button>
                </form>
              )}
            </div>
            {section && (
              <nav aria-label={copy.nav.label} className="w-full">
                <ul className="flex flex-wrap gap-1">
                  {sectionsOf(copy, reviewer).map((item) => (
                    <li key={item.id}>
                      <a
                        href={localePath(lang, item.path)}
                        aria-current={item.id === section ? 'page' : undefined}
                        className="current-marked flex min-h-10 items-center gap-2 rounded-lg px-3 text-sm font-semibold text-slate-200 hover:bg-white/10 hover:text-white aria-[current=page]:bg-white aria-[current=page]:text-slate-900"
                      >
                        <Icon name={item.icon} className="size-4 shrink-0" />
                        {item.label}
                      </a>
                    </li>
                  ))}
                </ul>
              </nav>
            )}
          </div>
        </header>
        <main id="console-main" tabIndex={-1} className="mx-auto max-w-6xl px-4 py-8 outline-none sm:px-6">
          <h1 dir="auto" className="text-2xl font-bold tracking-tight text-slate-950 [overflow-wrap:anywhere] sm:text-3xl">
            {heading}
          </h1>
          <div id="console-status" role="status">
            {notice?.tone === 'success' && <NoticeMessage notice={notice} focus={focusNotice} />}
          </div>
          {notice?.tone === 'error' && (
            <div role="alert">
              <NoticeMessage notice={notice} focus={focusNotice} />
            </div>
          )}
          <div className="mt-6">{children}</div>
        </main>
      </body>
    </html>
  )
}

/** The notice itself: focused on load (`autofocus`), so it is read before anything else, unless the screen focuses the place acted on. */
function NoticeMessage({ notice, focus }: { notice: Notice; focus: boolean }) {
  const success = notice.tone === 'success'
  return (
    <p
      id="console-notice"
      tabIndex={-1}
      autoFocus={focus && notice.focus !== false}
      className={`mt-4 flex items-start gap-2 rounded-lg border px-4 py-3 text-sm ${success ? 'border-emerald-300 bg-emerald-50 text-emerald-900' : 'border-red-300 bg-red-50 text-red-900'}`}
    >
      <Icon name={success ? 'check-circle' : 'warning'} className="mt-0.5 size-4 shrink-0" />
      <span className="min-w-0 break-words">{notice.text}</span>
    </p>
  )
}
