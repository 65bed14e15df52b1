import { homeCopy } from '../copy/home'
import { useCopy } from '../i18n/page-context'
import type { PageDefinition } from './types'

function HomePage() {
  const copy = useCopy(homeCopy)
  return (
    <section className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8">
      <h1 className="text-4xl font-bold tracking-tight text-slate-950 sm:text-6xl">{copy.hero.title}</h1>
    </section>
  )
}

export const homePage: PageDefinition = { catalogs: [homeCopy], meta: homeCopy.meta, Component: HomePage }
