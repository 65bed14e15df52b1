import type { ReactNode } from 'react'
import { notFoundPageCopy, serverErrorPageCopy } from '../copy'
import { shellCopy } from '../copy/shell'
import { Exchange } from '../components/karla'
import { useCopy, usePage } from '../i18n/page-context'
import { USE_CASE_SLUGS, localePath } from '../lib/routes'
import { byLabel } from '../lib/intl'
import type { PageDefinition } from './types'

function StatusPage({ code, copy, children }: { code: number; copy: { heading: string; body: string; returnHome: string }; children?: ReactNode }) {
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-2xl flex-col items-center justify-center px-4 py-20 text-center">
      <p className="text-6xl font-bold text-brand-700">{code}</p>
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-950 sm:text-4xl">{copy.heading}</h1>
      {children ?? (
        <>
          <p className="mt-4 text-base text-slate-600 sm:text-lg">{copy.body}</p>
          <a href="/" className="mt-8 inline-flex rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800">
            {copy.returnHome}
          </a>
        </>
      )}
    </section>
  )
}

/** The 404: Karla answers the visitor who did not find a page with the pages that exist, home and the use cases. */
function NotFound() {
  const { lang } = usePage()
  const { notFound, useCases, nav } = useCopy(shellCopy)
  const links = USE_CASE_SLUGS.map((slug) => ({ href: localePath(lang, `/use-cases/${slug}`), label: useCases[slug] })).sort(byLabel(lang))
  return (
    <StatusPage code={404} copy={notFound}>
      <div className="mt-8 w-full">
        <Exchange
          turns={[
            { from: 'visitor', text: notFound.asked },
            { from: 'karla', text: notFound.body },
            { from: 'karla', text: notFound.exists },
          ]}
        >
          <nav aria-label={nav.useCases} className="mt-4 ps-10">
            <a href="/" className="inline-flex rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800">
              {notFound.returnHome}
            </a>
            <p className="mt-5 text-sm font-semibold text-slate-900">{nav.useCases}</p>
            <ul className="mt-2 grid gap-x-4 gap-y-1 sm:grid-cols-2">
              {links.map((link) => (
                <li key={link.href}>
                  <a href={link.href} className="text-sm text-brand-700 underline-offset-2 hover:underline">
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </Exchange>
      </div>
    </StatusPage>
  )
}

export const notFoundPage: PageDefinition = {
  ...notFoundPageCopy,
  noindex: true,
  Component: NotFound,
}

export const serverErrorPage: PageDefinition = {
  ...serverErrorPageCopy,
  noindex: true,
  Component: () => <StatusPage code={500} copy={useCopy(shellCopy).serverError} />,
}
