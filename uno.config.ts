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
      'block rounded-lg px-3 py-2 text-sm text-slate-700 transition-colors hover:bg-blue-50 hover:text-blue-800 aria-[current=page]:font-semibold aria-[current=page]:text-blue-800',
    'lang-item':
      'flex items-center gap-2 rounded-lg px-3 py-2 text-sm text-slate-700 transition-colors hover:bg-blue-50 hover:text-blue-800 aria-[current=true]:bg-blue-50 aria-[current=true]:font-semibold aria-[current=true]:text-blue-800',
    'use-case-item': 'block rounded-lg px-3 py-2.5 text-start text-sm text-slate-700 transition-colors hover:bg-blue-50 hover:text-blue-800',
    'mobile-link': 'block rounded-md px-2 py-3 text-base font-semibold text-slate-900 hover:bg-slate-100',
    'mobile-sublink':
      'block rounded-md px-2 py-2.5 text-[0.95rem] text-slate-700 hover:bg-slate-100 aria-[current=page]:font-semibold aria-[current=page]:text-blue-800',
    'footer-link': 'text-slate-300 transition-colors hover:text-white',
  },
  theme: {
    font: {
      sans: 'system-ui, sans-serif',
    },
  },
})
