import { notFoundPageCopy, serverErrorPageCopy } from '../copy'
import { shellCopy } from '../copy/shell'
import { useCopy } from '../i18n/page-context'
import type { PageDefinition } from './types'

function StatusPage({ code, copy }: { code: number; copy: { heading: string; body: string; returnHome: string } }) {
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-2xl flex-col items-center justify-center px-4 py-20 text-center">
      <p className="text-6xl font-bold text-brand-700">{code}</p>
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-950 sm:text-4xl">{copy.heading}</h1>
      <p className="mt-4 text-base text-slate-600 sm:text-lg">{copy.body}</p>
      <a href="/" className="mt-8 inline-flex rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800">
        {copy.returnHome}
      </a>
    </section>
  )
}

export const notFoundPage: PageDefinition = {
  ...notFoundPageCopy,
  noindex: true,
  Component: () => <StatusPage code={404} copy={useCopy(shellCopy).notFound} />,
}

export const serverErrorPage: PageDefinition = {
  ...serverErrorPageCopy,
  noindex: true,
  Component: () => <StatusPage code={500} copy={useCopy(shellCopy).serverError} />,
}
