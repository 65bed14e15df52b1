import { defineConfig } from '@unocss/vite'
import presetWind4 from '@unocss/preset-wind4'

/**
 * The site's palette, the one place colours are chosen (public pages and the console):
 * greys tinted toward the brand's ink, ink for the dark bands and the darkest text, one
 * accent family (brand, indigo) for actions and links, coral only for the logo's spark
 * and highlights on dark bands, and three states (ok, bad, warn) with a light surface, a
 * border and a text colour each. Text colours keep 4.5:1 on the surfaces they are used on.
 */
const PALETTE = {
  grey: {
    50: '#f6f7fa',
    100: '#edeff5',
    200: '#dfe2eb',
    300: '#c5cad8',
    400: '#8c93aa',
    500: '#4a5169',
    600: '#4a5169',
    700: '#2a3557',
  },
  ink: {
    700: '#2a3557',
    800: '#1a2340',
    900: '#10162b',
    950: '#0b1020',
  },
  brand: {
    50: '#f2f3ff',
    100: '#e6e8ff',
    200: '#cfd3ff',
    300: '#aab1ff',
    400: '#8088fb',
    500: '#5f63f2',
    600: '#4b47e4',
    700: '#3d37c8',
    800: '#332ea2',
    900: '#2c2a80',
    950: '#1a184a',
  },
  coral: {
    200: '#ffcfbf',
    300: '#ffad93',
    400: '#f9623a',
    500: '#f9623a',
    700: '#c03616',
  },
  ok: {
    50: '#eefaf3',
    100: '#d5f2e2',
    200: '#a7e0c0',
    300: '#a7e0c0',
    400: '#145c3c',
    500: '#145c3c',
    600: '#145c3c',
    700: '#145c3c',
    800: '#145c3c',
    900: '#145c3c',
  },
  // Its text is coral's darkest: an error and a highlight on a light page share one red.
  bad: { 50: '#fdf2f1', 100: '#fbe3e0', 200: '#f5c6c0', 300: '#f5c6c0', 600: '#c03616', 700: '#c03616', 800: '#9c2f18', 900: '#9c2f18' },
  warn: { 50: '#fff8eb', 100: '#fdefd0', 300: '#f2b84b', 400: '#f2b84b', 600: '#b7791f', 700: '#92590f', 900: '#6b3f0a' },
}

/** Four radii: controls, cards, large panels and pills. */
const RADII = { sm: '0.25rem', DEFAULT: '0.25rem', md: '0.5rem', lg: '0.5rem', xl: '0.75rem', '2xl': '0.75rem', '3xl': '0.75rem', full: '9999px' }

export default defineConfig({
  presets: [presetWind4({ preflights: { reset: true } })],
  // Pages render only on the server, so their classes never pass through the client
  // bundle: scan the source files themselves.
  content: {
    filesystem: ['src/**/*.{ts,tsx}'],
    pipeline: { include: [/\.(tsx?|css)($|\?)/] },
  },
  // Class lists repeated dozens of times on every page (menu items, language links)
  // become one class each, which keeps the HTML small.
  shortcuts: {
    'menu-item':
      'block rounded-lg px-3 py-2 text-sm text-slate-700 transition-colors hover:bg-brand-50 hover:text-brand-800 aria-[current=page]:font-semibold aria-[current=page]:text-brand-800',
    'lang-item':
      'flex items-center gap-2 rounded-lg px-3 py-2 text-sm text-slate-700 transition-colors hover:bg-brand-50 hover:text-brand-800 aria-[current=true]:bg-brand-50 aria-[current=true]:font-semibold aria-[current=true]:text-brand-800',
    'use-case-item': 'block rounded-lg px-3 py-2.5 text-start text-sm text-slate-700 transition-colors hover:bg-brand-50 hover:text-brand-800',
    'mobile-link': 'block rounded-md px-2 py-3 text-base font-semibold text-slate-900 hover:bg-slate-100',
    'mobile-sublink':
      'block rounded-md px-2 py-2.5 text-[0.95rem] text-slate-700 hover:bg-slate-100 aria-[current=page]:font-semibold aria-[current=page]:text-brand-800',
    'footer-link': 'text-slate-300 transition-colors hover:text-white',
  },
  theme: {
    font: {
      // The brand face, then local faces reshaped to its metrics (src/styles/fonts.css), so
      // nothing moves when it arrives. Arabic pages add the Arabic face (site.css).
      sans: "Manrope, 'Manrope Fallback', 'Manrope Fallback Roboto', system-ui, sans-serif",
    },
    colors: {
      ...PALETTE,
      // The framework's colour names the markup still uses, pointed at the palette, so no
      // framework default renders: greys are the ink-tinted greys, blue the brand, and
      // green, red and amber the three states.
      slate: { ...PALETTE.grey, 800: PALETTE.ink[800], 900: PALETTE.ink[900], 950: PALETTE.ink[950] },
      blue: PALETTE.brand,
      sky: PALETTE.brand,
      green: PALETTE.ok,
      emerald: PALETTE.ok,
      teal: PALETTE.ok,
      red: PALETTE.bad,
      rose: PALETTE.bad,
      amber: PALETTE.warn,
    },
    radius: RADII,
  },
})
