import type { DocumentAssets } from './document'
import { FONT_SUBSETS, preloadedSubsets } from '../lib/fonts'
import { LANGUAGES, localeTag } from '../lib/languages'
import { localePath } from '../lib/routes'
import { SITE } from '../lib/site'
import { usePage } from '../i18n/page-context'

export interface PageMeta {
  title: string
  description: string
  /** Error pages and the admin area stay out of search results. */
  noindex?: boolean
}

/** Title, description, canonical URL, hreflang alternates and Open Graph tags. */
export function Head({ meta, assets }: { meta: PageMeta; assets: DocumentAssets }) {
  const { lang, path, siteUrl } = usePage()
  const url = `${siteUrl}${localePath(lang, path)}`
  // The font files the first screen is set in, fetched beside the stylesheet rather than
  // after the page is laid out (src/lib/fonts.ts says which).
  const preloads = preloadedSubsets(lang).flatMap((subset) => {
    const file = FONT_SUBSETS.find((entry) => entry.subset === subset)?.file
    const href = file ? assets.fonts[file] : undefined
    return href ? [href] : []
  })
  return (
    <head>
      <meta charSet="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <title>{meta.title}</title>
      <meta name="description" content={meta.description} />
      {meta.noindex ? (
        <meta name="robots" content="noindex" />
      ) : (
        <>
          <link rel="canonical" href={url} />
          {LANGUAGES.map((language) => (
            <link key={language.code} rel="alternate" hrefLang={language.code} href={`${siteUrl}${localePath(language.code, path)}`} />
          ))}
          <link rel="alternate" hrefLang="x-default" href={`${siteUrl}${localePath('en', path)}`} />
        </>
      )}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={SITE.brand} />
      <meta property="og:title" content={meta.title} />
      <meta property="og:description" content={meta.description} />
      <meta property="og:url" content={url} />
      <meta property="og:locale" content={localeTag(lang).replace('-', '_')} />
      {/* One language-neutral picture for every page (scripts/brand-images.ts draws it and the icons). */}
      <meta property="og:image" content={`${siteUrl}/og-image.png`} />
      <meta property="og:image:width" content="1200" />
      <meta property="og:image:height" content="630" />
      <meta property="og:image:alt" content={SITE.brand} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="theme-color" content="#3d37c8" />
      <link rel="icon" href="/favicon-32.png" sizes="32x32" type="image/png" />
      <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
      {preloads.map((href) => (
        <link key={href} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="anonymous" />
      ))}
      {assets.css.map((href) => (
        <link key={href} rel="stylesheet" href={href} />
      ))}
      {/* Without JavaScript: show what the islands would reveal, hide what only they can do. */}
      <noscript>
        <link rel="stylesheet" href="/noscript.css" />
      </noscript>
      {assets.scripts.map((src) => (
        <script key={src} type="module" src={src} />
      ))}
    </head>
  )
}
