import type { contactCopy } from '../../copy/contact'
import type { Localized } from '../../i18n/copy'
import type { ContactErrorKey, ContactFieldErrors } from '../../lib/contact-schema'

/** A drawn math problem; the token is what the server checks the answer against. */
export interface ContactChallenge {
  a: number
  b: number
  token: string
}

/** The math problem the form shows: drawn, being drawn, not to be had, or none yet. */
export type ChallengeState = ContactChallenge | 'loading' | 'failed' | null

/** The contact copy the island is handed, already translated. */
export type ContactFormCopy = Localized<Pick<typeof contactCopy, 'form' | 'helpWith' | 'errors' | 'toast'>>

/** What the contact endpoint answers a send. */
export interface ContactResponse {
  ok: boolean
  error?: ContactErrorKey
  message?: string
  fields?: ContactFieldErrors
}
