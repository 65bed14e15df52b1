import { performance } from 'node:perf_hooks'
import { median, percentile, withSiteModules } from './common.ts'
import { infoLine, numericLine } from './report.ts'
import type { Measurement } from './report.ts'

const RENDER_MODULE = '/scripts/bench/render-home.tsx'
const WARMUP = 200
const ITERATIONS = 2000

/** What render-home.tsx exports (typed here: that module is checked with the Worker's tsconfig). */
interface HomeRenderModule {
  createHomeRender: () => { render: () => string; throughRenderer: () => Promise<string>; byHand: () => Promise<string>; strings: number }
}

export interface RenderResult {
  iterations: number
  strings: number
  htmlBytes: number
  medianMs: number
  p99Ms: number
  meanMs: number
  /** A Hono request answered with `c.render` (the site's reactRenderer). */
  rendererMedianMs: number
  /** The same request answered with `c.html(renderToString(…))` by hand. */
  byHandMedianMs: number
  nodeEnv: string | undefined
}

/**
 * Server render of home with a warm dictionary (`renderToString`), timed in Node with
 * React's production build. Budget: median ≤ 1 ms, p99 ≤ 2.5 ms.
 *
 * The page module is loaded with `vite.ssrLoadModule` from a bare Vite server (no
 * Cloudflare plugin, only the client-assets one): the home page imports no `cloudflare:`
 * module, and the Worker's own entry and bindings are left out on purpose.
 */
export async function measureRender(): Promise<Measurement<RenderResult>> {
  return withSiteModules(async (vite) => {
    const module = (await vite.ssrLoadModule(RENDER_MODULE)) as HomeRenderModule
    const { render, throughRenderer, byHand, strings } = module.createHomeRender()
    let htmlBytes = 0
    for (let i = 0; i < WARMUP; i++) {
      htmlBytes = render().length
      await throughRenderer()
      await byHand()
    }
    const samples: number[] = []
    const renderer: number[] = []
    const hand: number[] = []
    for (let i = 0; i < ITERATIONS; i++) {
      let start = performance.now()
      render()
      samples.push(performance.now() - start)
      start = performance.now()
      await throughRenderer()
      renderer.push(performance.now() - start)
      start = performance.now()
      await byHand()
      hand.push(performance.now() - start)
    }
    const result: RenderResult = {
      iterations: ITERATIONS,
      strings,
      htmlBytes,
      medianMs: median(samples),
      p99Ms: percentile(samples, 99),
      meanMs: samples.reduce((sum, sample) => sum + sample, 0) / samples.length,
      rendererMedianMs: median(renderer),
      byHandMedianMs: median(hand),
      nodeEnv: process.env.NODE_ENV,
    }
    const section = 'Server render of home (renderToString, warm dictionary)'
    return {
      lines: [
        infoLine(section, 'page', `${strings} strings, ${(htmlBytes / 1024).toFixed(1)} KB HTML, ${ITERATIONS} renders after ${WARMUP} warm-up`),
        numericLine(section, 'median', result.medianMs, { max: 1, unit: ' ms', digits: 2 }),
        numericLine(section, 'p99', result.p99Ms, { max: 2.5, unit: ' ms', digits: 2 }),
        infoLine(
          section,
          'request via c.render',
          `median ${result.rendererMedianMs.toFixed(2)} ms (by hand with c.html: ${result.byHandMedianMs.toFixed(2)} ms)`,
        ),
      ],
      data: result,
    }
  })
}
