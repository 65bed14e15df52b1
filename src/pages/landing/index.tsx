import { isServiceNowSlug, landingCatalog, landingPageCopy } from '../../copy'
import { ctaCopy, landingCopy } from '../../copy/cta'
import type { LandingCopy } from '../../copy/landing/types'
import { shellCopy } from '../../copy/shell'
import { Band, ProcessTimeline } from '../../components/sections'
import { JsonLd } from '../../components/json-ld'
import { useCopy, usePage } from '../../i18n/page-context'
import { localePath } from '../../lib/routes'
import type { ServiceNowSlug, UseCaseSlug } from '../../lib/routes'
import { SITE } from '../../lib/site'
import type { PageDefinition } from '../types'
import { AddOn, Benefits, Closing, Integrations } from './bands'
import { ChallengeAndSolution } from './challenge'
import { Features, ProblemSolutions } from './features'
import { Hero } from './hero'
/**
 * One template for every industry and ServiceNow page, in bands that change pace: a
 * light hero with a scene of the assistant doing that page's work, the challenge
 * beside the solution (or, on industry pages whose copy asks for the 'conversation'
 * layout, told as an exchange with Karla with the solution on a band below), key features (a row to swipe on a phone), the add-on on a dark
 * band, integrations beside their heading, the bottom line as a row of figures and the
 * closing call to action on a light band. Platform pages add their capabilities as a list
 * in the key features' band and the implementation as a timeline; construction adds
 * problem/solution pairs.
 */
export function landingPage(slug: UseCaseSlug | ServiceNowSlug): PageDefinition {
  const catalog = landingCatalog(slug)
  return {
    ...landingPageCopy(slug),
    Component: function LandingPage() {
      return <Landing slug={slug} isPlatform={isServiceNowSlug(slug)} catalog={catalog} />
    },
  }
}

function Landing({ slug, isPlatform, catalog }: { slug: UseCaseSlug | ServiceNowSlug; isPlatform: boolean; catalog: LandingCopy }) {
  const { lang, path, siteUrl } = usePage()
  const page = useCopy(catalog)
  const labels = useCopy(landingCopy)
  const cta = useCopy(ctaCopy)
  const shell = useCopy(shellCopy)
  const groupLabel = isPlatform ? SITE.platform : labels.useCases
  const pageLabel = isPlatform ? shell.servicenow[slug as ServiceNowSlug] : shell.useCases[slug as UseCaseSlug]
  const url = `${siteUrl}${localePath(lang, path)}`

  return (
    <>
      <JsonLd
        data={{
          '@type': 'Service',
          name: page.hero.title,
          description: page.meta.description,
          serviceType: pageLabel,
          url,
          areaServed: 'Worldwide',
          provider: { '@type': 'ProfessionalService', name: SITE.brand, url: `${siteUrl}/${lang}` },
        }}
      />
      <JsonLd
        data={{
          '@type': 'BreadcrumbList',
          itemListElement: [
            { '@type': 'ListItem', position: 1, name: labels.home, item: `${siteUrl}/${lang}` },
            { '@type': 'ListItem', position: 2, name: groupLabel },
            { '@type': 'ListItem', position: 3, name: pageLabel, item: url },
          ],
        }}
      />

      <Hero page={page} labels={labels} groupLabel={groupLabel} pageLabel={pageLabel} />
      <ChallengeAndSolution page={page} labels={labels} />
      {page.problemSolutions && <ProblemSolutions problemSolutions={page.problemSolutions} labels={labels} />}
      <Features page={page} labels={labels} />
      {page.addOn && <AddOn addOn={page.addOn} label={labels.addOn[page.addOn.kind]} cta={cta.learnMore[page.addOn.kind]} />}
      {page.services && (
        // Muted after the dark add-on; white straight after the muted key features, so the two bands do not run together.
        <Band section="services" eyebrow={labels.implementation} title={page.services.title} intro={page.services.intro} tone={page.addOn ? 'muted' : 'white'}>
          <ProcessTimeline steps={page.services.items} labelledBy="services-title" />
        </Band>
      )}
      <Integrations integrations={page.integrations} label={labels.integrations} />
      <Benefits benefits={page.benefits} labels={labels} />
      <Closing closing={page.closing} />
    </>
  )
}
