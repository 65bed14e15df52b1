/**
 * Writes src/styles/fonts.css: the brand's typefaces, self-hosted, and the fallbacks
 * that stand in for them while they load. Run it after changing a font package or
 * the subsets below:
 *
 *   node scripts/font-faces.ts
 *
 * Manrope (a variable grotesque with Latin, Central-European and Turkish letters and
 * Cyrillic) sets every language; Readex Pro, a variable Arabic face of the same
 * geometric build, sets the Arabic letters. Each script is its own file, named by
 * `unicode-range`, so a page downloads only the subsets its text uses. The files come
 * from the Fontsource packages (the faces' SIL Open Font License travels with them);
 * Vite copies the ones the stylesheet names into /assets/ under a content hash.
 *
 * The fallbacks are local system faces scaled to the web face's average letter width
 * and given its ascent and descent (from the Capsize metrics of each face), so text
 * set in a fallback takes the room the brand face will take: nothing moves when it
 * arrives (`font-display: swap`).
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import arial from '@capsizecss/metrics/arial'
import manrope from '@capsizecss/metrics/manrope'
import notoSansArabic from '@capsizecss/metrics/notoSansArabic'
import readexPro from '@capsizecss/metrics/readexPro'
import roboto from '@capsizecss/metrics/roboto'
import { FONT_FAMILIES, FONT_SUBSETS } from '../src/lib/fonts.ts'

export const FONT_CSS_PATH = 'src/styles/fonts.css'

interface Metrics {
  ascent: number
  descent: number
  lineGap: number
  unitsPerEm: number
  xWidthAvg: number
}

/** The `unicode-range` Fontsource gives a subset file, read from the package's own stylesheet. */
function unicodeRange(pkg: string, file: string): string {
  const css = readFileSync(`node_modules/${pkg}/wght.css`, 'utf8')
  const block = css.split('@font-face').find((face) => face.includes(`/${file}`))
  const range = block && /unicode-range:\s*([^;]+);/.exec(block)?.[1]
  if (!range) throw new Error(`${pkg} has no subset file ${file}`)
  return range.trim()
}

const percent = (value: number) => `${(value * 100).toFixed(2)}%`

/**
 * A local face reshaped to the metrics of `web`, for the letters the web face covers
 * (so an Arabic page's Latin fallback never sets its Arabic, nor the other way round).
 */
function fallbackFace(family: string, locals: readonly string[], local: Metrics, web: Metrics, range: string): string {
  const sizeAdjust = web.xWidthAvg / web.unitsPerEm / (local.xWidthAvg / local.unitsPerEm)
  return [
    '@font-face {',
    `  font-family: '${family}';`,
    `  src: ${locals.map((name) => `local('${name}')`).join(', ')};`,
    `  unicode-range: ${range};`,
    `  size-adjust: ${percent(sizeAdjust)};`,
    `  ascent-override: ${percent(web.ascent / web.unitsPerEm / sizeAdjust)};`,
    `  descent-override: ${percent(Math.abs(web.descent) / web.unitsPerEm / sizeAdjust)};`,
    `  line-gap-override: ${percent(web.lineGap / web.unitsPerEm / sizeAdjust)};`,
    '}',
  ].join('\n')
}

/** The stylesheet `scripts/font-faces.ts` writes. */
export function fontFaces(): string {
  const ranges = (family: string) =>
    FONT_SUBSETS.filter((subset) => subset.family === family)
      .map(({ pkg, file }) => unicodeRange(pkg, file))
      .join(',')
  const faces = FONT_SUBSETS.map(({ family, pkg, file, weight }) =>
    [
      '@font-face {',
      `  font-family: '${family}';`,
      '  font-style: normal;',
      '  font-display: swap;',
      `  font-weight: ${weight};`,
      `  src: url('${pkg}/files/${file}') format('woff2');`,
      `  unicode-range: ${unicodeRange(pkg, file)};`,
      '}',
    ].join('\n'),
  )
  const { sans, arabic } = FONT_FAMILIES
  const fallbacks = [
    // Windows and macOS (Arial), Linux with the metric-compatible Liberation Sans or Arimo; Android (Roboto).
    fallbackFace(sans.fallbacks[0], ['Arial', 'Liberation Sans', 'Arimo'], arial, manrope, ranges(sans.name)),
    fallbackFace(sans.fallbacks[1], ['Roboto'], roboto, manrope, ranges(sans.name)),
    fallbackFace(arabic.fallbacks[0], ['Arial'], arial, readexPro, ranges(arabic.name)),
    fallbackFace(arabic.fallbacks[1], ['Noto Sans Arabic', 'Noto Naskh Arabic'], notoSansArabic, readexPro, ranges(arabic.name)),
  ]
  return `/* Written by scripts/font-faces.ts; do not edit. */\n\n${[...faces, ...fallbacks].join('\n\n')}\n`
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(FONT_CSS_PATH, fontFaces())
  console.log(`wrote ${FONT_CSS_PATH}`)
}
