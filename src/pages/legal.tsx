import type { ReactNode } from 'react'
import { Icon } from '../islands/ui/icon'
import { privacyPolicyPageCopy, termsOfServicePageCopy } from '../copy'
import { privacyPolicyCopy } from '../copy/legal/privacy-policy'
import { termsOfServiceCopy } from '../copy/legal/terms-of-service'
import type { LegalCopy } from '../copy/legal/types'
import { useSlot } from '../components/page-slots'
import { LEGAL_LAST_UPDATED, legalCopy } from '../copy/pages'
import { fill } from '../i18n/copy'
import { useCopy, usePage } from '../i18n/page-context'
import { dateTimeFormat } from '../lib/intl'
import { DEFAULT_LANGUAGE, localeTag } from '../lib/languages'
import { localePath } from '../lib/routes'
import { SITE } from '../lib/site'
import type { PageDefinition } from './types'

/** A paragraph added at the end of one section, for what only some configurations do. */
interface ExtraParagraph {
  sectionId: string
  text: ReactNode
}

function LegalDocument({ document, path, extra }: { document: LegalCopy; path: string; extra?: ExtraParagraph }) {
  const { lang } = usePage()
  const copy = useCopy(legalCopy)
  const doc = useCopy(document)
  const date = dateTimeFormat(localeTag(lang), { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(LEGAL_LAST_UPDATED))
  return (
    // A reading column of about 65 characters; the padding lies outside it.
    <article className="mx-auto box-content max-w-[65ch] px-4 py-12 sm:px-6 lg:py-16">
      <a href={localePath(lang)} className="inline-flex items-center gap-2 text-sm font-semibold text-brand-700 hover:text-brand-900">
        <Icon name="arrow-left" className="size-4 rtl:rotate-180" />
        {copy.backToHome}
      </a>
      {lang !== DEFAULT_LANGUAGE && (
        <aside className="mt-6 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-slate-800" data-translation-notice="">
          <p>
            {copy.translationNotice}{' '}
            <a href={localePath(DEFAULT_LANGUAGE, path)} hrefLang={DEFAULT_LANGUAGE} className="font-semibold text-brand-700 underline">
              {copy.englishVersion}
            </a>
          </p>
        </aside>
      )}
      <h1 className="mt-6 text-4xl font-bold tracking-tight text-slate-950">{doc.title}</h1>
      <p className="mt-3 text-sm text-slate-600">{fill(copy.lastUpdated, { date })}</p>
      <p className="mt-6 text-base leading-relaxed text-slate-700 sm:text-lg">{doc.intro}</p>
      <nav aria-labelledby="legal-contents" className="mt-8 rounded-xl border border-slate-200 bg-slate-50 p-5">
        <h2 id="legal-contents" className="text-sm font-semibold uppercase tracking-wider text-slate-600">
          {copy.contents}
        </h2>
        <ol className="mt-3 list-decimal space-y-1 ps-5 text-slate-700">
          {doc.sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className="hover:text-brand-800 hover:underline">
                {section.heading}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {doc.sections.map((section, index) => (
        <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`} className="mt-10 scroll-mt-24">
          <h2 id={`${section.id}-heading`} className="text-2xl font-semibold text-slate-950">
            {index + 1}. {section.heading}
          </h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-4 leading-relaxed text-slate-700">
              {paragraph}
            </p>
          ))}
          {section.items && (
            <ul className="mt-4 list-disc space-y-2 ps-6 text-slate-700">
              {section.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )}
          {section.after?.map((paragraph) => (
            <p key={paragraph} className="mt-4 leading-relaxed text-slate-700">
              {paragraph}
            </p>
          ))}
          {extra?.sectionId === section.id ? <p className="mt-4 leading-relaxed text-slate-700">{extra.text}</p> : null}
        </section>
      ))}
      <aside className="mt-12 rounded-xl border border-slate-200 p-6">
        <p className="font-semibold text-slate-900">{copy.questions}</p>
        <p className="mt-3 flex items-center gap-2">
          <Icon name="mail" className="size-4 text-slate-500" />
          <a href={`mailto:${SITE.email}`} className="font-semibold text-brand-700 hover:underline">
            {SITE.email}
          </a>
        </p>
        <p className="mt-2 flex items-center gap-2 text-slate-700">
          <Icon name="pin" className="size-4 text-slate-500" />
          {copy.location}
        </p>
      </aside>
    </article>
  )
}

/** The privacy policy; "Sharing" ends with what a feature adds there (the contact form's security check). */
function PrivacyPolicy() {
  const sharing = useSlot('privacySharing')
  return <LegalDocument document={privacyPolicyCopy} path="/privacy-policy" extra={sharing ? { sectionId: 'sharing', text: sharing } : undefined} />
}

export const privacyPolicyPage: PageDefinition = { ...privacyPolicyPageCopy, Component: PrivacyPolicy }

export const termsOfServicePage: PageDefinition = {
  ...termsOfServicePageCopy,
  Component: () => <LegalDocument document={termsOfServiceCopy} path="/terms-of-service" />,
}
