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
  theme: {
    font: {
      sans: 'ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif, "Apple Color Emoji", "Segoe UI Emoji", "Noto Color Emoji"',
    },
  },
})
