import { ContactForm } from './form-section'
import type { ContactFormState } from './form-section'
import { contactResultPageCopy } from '../copy'
import { contactCopy } from '../copy/contact'
import { usePage, useCopy } from '../i18n/page-context'
import { localePath } from '../lib/routes'
import type { PageDefinition } from '../pages/types'

/**
 * The page that answers a JavaScript-free submission that needs another try: the
 * form again, with the visitor's values, the errors under their fields and a fresh
 * math problem. It is a response to a POST and is never cached. `confirmation`: whether
 * visitors are mailed one, as on the home page.
 */
export function contactResultPage(state: ContactFormState, confirmation: boolean): PageDefinition {
  return {
    ...contactResultPageCopy,
    noindex: true,
    Component: function ContactResultPage() {
      const copy = useCopy(contactCopy)
      const { lang } = usePage()
      return (
        <section id="contact" className="mx-auto max-w-3xl px-4 pb-20 pt-28 sm:px-6 lg:px-8">
          <h1 className="text-3xl font-bold tracking-tight text-slate-950 sm:text-4xl">{copy.page.heading}</h1>
          {state.errors && Object.keys(state.errors).length ? <p className="mt-3 text-slate-600">{copy.page.intro}</p> : null}
          <div className="mt-8 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
            <ContactForm state={state} confirmation={confirmation} />
          </div>
          <p className="mt-6">
            <a href={localePath(lang)} className="font-semibold text-brand-700 hover:underline">
              {copy.page.backHome}
            </a>
          </p>
        </section>
      )
    },
  }
}
