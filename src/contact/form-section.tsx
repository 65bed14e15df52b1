import type { MiddlewareHandler } from 'hono'
import { Icon } from '../islands/ui/icon'
import { contactCopy } from '../copy/contact'
import { turnstilePrivacyCopy } from '../copy/legal/privacy-policy'
import { usePage, useCopy } from '../i18n/page-context'
import { localePath } from '../lib/routes'
import ContactFormIsland from '../islands/contact-form'
import type { ContactFormProps } from '../islands/contact-form'
import type { ContactChallenge } from '../islands/contact/types'
import { Island } from '../components/island'
import type { PageSlots } from '../components/page-slots'
import { settings } from '../settings'
import type { AppEnv } from '../settings'
import { ENDPOINTS } from '../lib/endpoints'
import type { ContactErrorKey, ContactFieldErrors, ContactFormValues } from '../lib/contact-schema'

/** The fragment the no-JavaScript path is sent to after a successful submission. */
export const CONTACT_SENT_ANCHOR = 'contact-sent'

/** State of a server-rendered answer to a no-JavaScript submission (never in cached HTML). */
export interface ContactFormState {
  challenge?: ContactChallenge
  values?: Partial<ContactFormValues>
  errors?: ContactFieldErrors
  notice?: ContactErrorKey
}

/**
 * The contact form for the home page's #contact section: the island, with its copy
 * already translated, plus the thank-you message a JavaScript-free submission
 * returns to (`/{lang}#contact-sent`; CSS `:target` shows it, so the page's HTML
 * stays the same for everyone and cacheable). `state` is only given on uncached
 * responses to a JavaScript-free POST; `confirmation`, whether visitors are mailed one.
 */
export function ContactForm({ state, confirmation }: { state?: ContactFormState; confirmation: boolean }) {
  const { lang, path } = usePage()
  const all = useCopy(contactCopy)
  // "Check your email for a confirmation" only where one is mailed.
  const copy = confirmation ? all : { ...all, toast: { ...all.toast, successBody: all.toast.successBodyNoConfirmation } }
  const props: ContactFormProps = {
    lang,
    page: localePath(lang, path),
    action: `${ENDPOINTS.contact}?lang=${lang}`,
    challengeUrl: `${ENDPOINTS.contactChallenge}?lang=${lang}`,
    copy: { form: copy.form, helpWith: copy.helpWith, errors: copy.errors, toast: copy.toast },
    ...state,
  }
  return (
    <div>
      {state ? null : (
        <div
          id={CONTACT_SENT_ANCHOR}
          role="status"
          tabIndex={-1}
          className="mb-6 hidden items-start gap-3 rounded-xl border border-green-200 bg-green-50 p-4 text-green-900 target:flex"
        >
          <Icon name="check-circle" className="mt-0.5 size-5 shrink-0 text-green-700" />
          <div>
            <p className="font-semibold">{copy.toast.successTitle}</p>
            <p className="mt-1 text-sm">{copy.toast.successBody}</p>
          </div>
        </div>
      )}
      <Island name="contact-form" component={ContactFormIsland} props={props} load="visible" />
    </div>
  )
}

/** Added to the privacy policy's "Sharing" while Turnstile protects the form: what it processes and why. */
function TurnstilePrivacy() {
  return useCopy(turnstilePrivacyCopy).turnstile
}

/** Fills the contact feature's page slots for every page a request renders (`PageSlots`). */
export const contactSection: MiddlewareHandler<AppEnv> = async function contactSection(c, next) {
  const { contact, turnstile } = settings(c.env)
  const slots: PageSlots = {
    ...c.get('pageSlots'),
    contact: <ContactForm confirmation={contact.confirmation} />,
    privacySharing: turnstile ? <TurnstilePrivacy /> : undefined,
  }
  c.set('pageSlots', slots)
  await next()
}
