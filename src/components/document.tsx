import type { ReactNode } from 'react'
import { shellCopy } from '../copy/shell'
import { useCopy, usePage } from '../i18n/page-context'
import SiteHeader from '../islands/site-header'
import type { LanguageOption } from '../islands/header/languages'
import { LANGUAGES, localeTag, textDirection } from '../lib/languages'
import { SITE } from '../lib/site'
import { Footer } from './footer'
import { Head } from './head'
import type { PageMeta } from './head'
import { Island } from './island'

export interface DocumentAssets {
  css: readonly string[]
  scripts: readonly string[]
  /** Font files by their name in the font package (see src/lib/fonts.ts). */
  fonts: Readonly<Record<string, string>>
}

export interface TranslationStatus {
  /** The provider's circuit breaker is open. */
  unavailable: boolean
  /** Languages that cannot be served translated right now. */
  unavailableLanguages: ReadonlySet<string>
}

/** The whole HTML document: head, the header island, the page, the footer. */
export function Document({
  meta,
  assets,
  translation,
  children,
}: {
  meta: PageMeta
  assets: DocumentAssets
  translation: TranslationStatus
  children: ReactNode
}) {
  const { lang, path } = usePage()
  const copy = useCopy(shellCopy)
  const languages: LanguageOption[] = LANGUAGES.map(({ code, name, flag }) => ({
    code,
    name,
    flag,
    unavailable: code !== 'en' && translation.unavailableLanguages.has(code),
  }))
  return (
    <html lang={localeTag(lang)} dir={textDirection(lang)}>
      <Head meta={meta} assets={assets} />
      <body className="min-h-screen bg-white font-sans text-slate-800 antialiased">
        <a href="#main" className="skip-link">
          {copy.skipToContent}
        </a>
        <Island
          name="site-header"
          component={SiteHeader}
          load="interaction"
          props={{
            lang,
            path,
            brand: SITE.brand,
            schedulingUrl: SITE.schedulingUrl,
            copy: {
              nav: copy.nav,
              useCases: copy.useCases,
              servicenow: copy.servicenow,
              language: copy.language,
              logoLabel: copy.logoLabel,
              labelled: copy.labelled,
            },
            languages,
            translationUnavailable: translation.unavailable,
          }}
        />
        <main id="main" tabIndex={-1} className="pt-16 md:pt-20 outline-none">
          {children}
        </main>
        <Footer />
      </body>
    </html>
  )
}
