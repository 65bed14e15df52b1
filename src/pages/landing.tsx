import { shellCopy } from '../copy/shell'
import { useCopy } from '../i18n/page-context'
import type { ServiceNowSlug, UseCaseSlug } from '../lib/routes'
import { SITE } from '../lib/site'
import type { PageDefinition } from './types'

export function landingPage(slug: UseCaseSlug | ServiceNowSlug): PageDefinition {
  const label = slug in shellCopy.useCases ? shellCopy.useCases[slug as UseCaseSlug] : shellCopy.servicenow[slug as ServiceNowSlug]
  return {
    catalogs: [],
    meta: { title: `${label} | ${SITE.brand}`, description: label },
    Component: function LandingPage() {
      const copy = useCopy(shellCopy)
      const heading = slug in copy.useCases ? copy.useCases[slug as UseCaseSlug] : copy.servicenow[slug as ServiceNowSlug]
      return (
        <section className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8">
          <h1 className="text-4xl font-bold tracking-tight text-slate-950">{heading}</h1>
        </section>
      )
    },
  }
}
