import type { ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { adminCopy } from '../../copy/admin'
import { collectStrings, fill, localize } from '../../i18n/copy'
import type { Dictionary } from '../../i18n/copy'
import type { LanguageCode } from '../../lib/languages'
import { SITE } from '../../lib/site'
import { executionContext } from '../../render'
import { translationEngine } from '../../engine'
import type { AdminSession } from '../access/session'
import type { AdminContext } from '../env'
import { ConsoleContext } from './console-context'
import type { ConsoleCopy } from './console-context'
import { ConsoleDocument } from './document'
import type { ConsoleSection, Notice } from './document'

let strings: string[] | undefined
const consoleStrings = () => (strings ??= collectStrings(adminCopy))
const copies = new WeakMap<Request, Promise<ConsoleCopy>>()

/** The console's copy in `lang` (once per request): the admin catalog through the translation engine, like any page. */
export function consoleCopy(c: AdminContext, lang: LanguageCode = c.var.lang): Promise<ConsoleCopy> {
  let copy = copies.get(c.req.raw)
  if (!copy || lang !== c.var.lang) {
    copy = translationEngine(c.env)
      .translatePage({ ctx: executionContext(c), lang, strings: consoleStrings(), userAgent: c.req.header('User-Agent') })
      .then(({ dictionary }) => localize(adminCopy, dictionary as Dictionary, lang))
    if (lang === c.var.lang) copies.set(c.req.raw, copy)
  }
  return copy
}

export type ConsoleStatus = 200 | 400 | 401 | 403 | 404 | 409 | 410 | 413 | 429 | 503

export interface ConsoleScreen {
  /** What the screen is called in its title and, unless `heading` says otherwise, its heading. */
  name: (copy: ConsoleCopy) => string
  heading?: (copy: ConsoleCopy) => string
  /** This screen's address below the language segment (`/admin/inbox`), for the language links. */
  path: string
  section?: ConsoleSection
  notice?: Notice | ((copy: ConsoleCopy) => Notice | undefined)
  /** 200, or 400 when something was refused (`failed`), unless said here. */
  status?: ConsoleStatus
  /** Something on the screen was refused (an error beside a field): the title says so, as a notice of error does, and it answers 400. */
  failed?: boolean
  /** The notice takes focus on load (as it does unless a field should have it, which then names the notice as its description). */
  focusNotice?: boolean
  body: ReactNode
}

/**
 * Renders a console screen in the console's own frame, in the console's language. Every
 * console answer is private (the console's middleware marks it `no-store` and `noindex`).
 */
export async function renderConsole(c: AdminContext, screen: ConsoleScreen): Promise<Response> {
  const lang = c.var.lang
  const copy = await consoleCopy(c)
  const session = c.get('session') as AdminSession | undefined
  // A refusal beside a field is the news on this screen: an older notice from the address would only take its focus.
  const notice = screen.failed ? undefined : typeof screen.notice === 'function' ? screen.notice(copy) : screen.notice
  const name = screen.name(copy)
  const title = `${fill(screen.failed || notice?.tone === 'error' ? copy.frame.errorTitle : copy.frame.title, { screen: name })} | ${SITE.brand}`
  const html = renderToString(
    <ConsoleContext value={{ lang, copy, csrf: session?.csrf, reviewer: session?.reviewer ?? null }}>
      <ConsoleDocument
        title={title}
        heading={screen.heading?.(copy) ?? name}
        path={screen.path}
        section={screen.section}
        notice={notice}
        focusNotice={screen.focusNotice ?? true}
      >
        {screen.body}
      </ConsoleDocument>
    </ConsoleContext>,
  )
  c.header('Content-Language', lang)
  return c.html(`<!DOCTYPE html>${html}`, screen.status ?? (screen.failed ? 400 : 200))
}
