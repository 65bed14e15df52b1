import type { landingCopy } from '../../copy/cta'
import type { LandingCopy } from '../../copy/landing/types'
import type { Localized } from '../../i18n/copy'

/** One landing page's copy in the visitor's language. */
export type PageCopy = Localized<LandingCopy>

/** The labels every landing page shares (breadcrumb, band eyebrows), in the visitor's language. */
export type Labels = Localized<typeof landingCopy>
