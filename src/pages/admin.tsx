import { adminPageCopy } from '../copy'
import { adminCopy } from '../copy/pages'
import { useCopy } from '../i18n/page-context'
import type { PageDefinition } from './types'

function AdminPage() {
  const copy = useCopy(adminCopy)
  return (
    <section className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-slate-950">{copy.heading}</h1>
    </section>
  )
}

export const adminPage: PageDefinition = { ...adminPageCopy, noindex: true, Component: AdminPage }
