import { adminCopy } from '../copy/admin'
import { useCopy, usePage } from '../i18n/page-context'
import { BannerMessage, adminStyles } from '../islands/ui/admin-banner'
import type { Banner } from '../islands/ui/admin-banner'
import { Icon } from '../islands/ui/icon'
import { ENDPOINTS } from '../lib/endpoints'

/** The password gate. */
export function LoginScreen({ banner }: { banner?: Banner }) {
  const copy = useCopy(adminCopy)
  const { lang } = usePage()
  return (
    <section className="mx-auto max-w-md px-4 py-16 sm:px-6">
      <span className="flex size-12 items-center justify-center rounded-xl bg-blue-50 text-blue-700">
        <Icon name="lock" className="size-6" />
      </span>
      <h1 className="mt-5 text-3xl font-bold tracking-tight text-slate-950">{copy.heading}</h1>
      <p className="mt-3 text-slate-600">{copy.gate.intro}</p>
      {banner && <BannerMessage banner={banner} />}
      <form method="post" action={ENDPOINTS.adminLogin} className="mt-6 space-y-4">
        <input type="hidden" name="lang" value={lang} />
        <div>
          <label htmlFor="admin-password" className="block text-sm font-semibold text-slate-800">
            {copy.gate.password}
          </label>
          <input id="admin-password" name="password" type="password" required autoComplete="current-password" className={`mt-1 ${adminStyles.input}`} />
        </div>
        <button type="submit" className={`${adminStyles.primaryButton} w-full py-2.5 text-base`}>
          {copy.gate.logIn}
        </button>
      </form>
    </section>
  )
}
