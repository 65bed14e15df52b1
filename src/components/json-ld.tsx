import { htmlSafeJson } from '../lib/html'

/**
 * Structured data for search engines. A JSON data block, not a script: the CSP does
 * not apply to it, and `<` is escaped so the text can never close the element.
 */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: htmlSafeJson({ '@context': 'https://schema.org', ...data }) }} />
}
