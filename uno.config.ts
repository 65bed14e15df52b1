import { defineConfig } from '@unocss/vite'
import presetWind4 from '@unocss/preset-wind4'

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
    // The brand's palette: brand (indigo) for actions and links, coral for highlights and
    // what draws the eye on dark bands, ink for the dark bands themselves; teal marks an
    // outcome (time saved, a task done). Text colours keep 4.5:1 on their backgrounds.
    colors: {
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
        50: '#fff5f1',
        100: '#ffe8df',
        200: '#ffcfbf',
        300: '#ffad93',
        400: '#ff8460',
        500: '#f9623a',
        600: '#e6461f',
        700: '#c03616',
        800: '#9c2f18',
        900: '#7f2b19',
      },
      ink: {
        700: '#2a3557',
        800: '#1a2340',
        900: '#10162b',
        950: '#0b1020',
      },
    },
  },
})
