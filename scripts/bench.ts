/**
 * `npm run bench`: the budgets in docs/architecture.md, measured on the production build served
 * by local workerd. Prints a table with PASS/FAIL per budget line and writes every
 * number to bench-results/report.json. It reports and does not judge: the exit code is
 * 0 even when a budget fails, and 1 only when the site cannot be built or started.
 *
 *   --no-build   serve the existing dist/ instead of running `vite build`
 *   --runs N     Lighthouse runs per page (default 3, the median is reported)
 *   --quick      1 Lighthouse run on fewer pages, shorter load tests
 *   --only A,B   run only these sections (SECTIONS in bench/options.ts): on a shared
 *                machine, measure what changed
 *   --help       print the usage
 *
 * `load`, `fuzz`, `flood` and `faults` meet the real local server: `npm start` (load, fuzz,
 * flood, with its inspector open for the heap) and the built Worker under wrangler's server
 * with faults injected into its bindings (faults).
 * `cpu` runs the built Worker under wrangler's server too, counting the
 * CPU time of its workerd process per route and what each kind of visit asks of D1 and
 * KV, then the CPU that is the Worker's own by two methods side by side (in workerd with
 * D1's answers replayed, and the built Worker's fetch handler in Node against
 * node:sqlite; a fresh instance's first request in Node too), and prints the Free-plan
 * table.
 *   BENCH_PORT   port of the bench server (default 8790); the sections use the next
 *                four too (npm start, the fault server, npm start's inspector, the cpu server)
 */
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs'
import { cpus, loadavg } from 'node:os'
import { join } from 'node:path'
import type { Browser } from 'playwright-core'
import { measureAxe } from './bench/axe.ts'
import { measureCpu } from './bench/cpu.ts'
import { TEMPLATES, launchBrowser } from './bench/common.ts'
import { measureHtml } from './bench/html.ts'
import { measureInteractions } from './bench/interaction.ts'
import { measureJavaScript } from './bench/javascript.ts'
import { measureMedia } from './bench/media.ts'
import { measureLatency } from './bench/latency.ts'
import { LIGHTHOUSE_PAGES, measureLighthouse } from './bench/lighthouse.ts'
import { readOptions } from './bench/options.ts'
import { measureRender } from './bench/render.ts'
import { formatTable } from './bench/report.ts'
import type { BudgetLine, Measurement } from './bench/report.ts'
import { measureRequestCosts } from './bench/requests.ts'
import { SiteStartError, prepareSite, removeStaticTwin, startServer, writeStaticTwin } from './bench/server.ts'
import type { BenchServer } from './bench/server.ts'
import { measureThroughput } from './bench/throughput.ts'
import { measureWorkerUpload } from './bench/upload.ts'
import { measureLoad } from './bench/load.ts'
import { measureFuzz } from './bench/fuzz.ts'
import { measureFlood } from './bench/flood.ts'
import { measureFaults } from './bench/faults.ts'
import { startLocalSite } from './lib/local-site.ts'
import type { LocalSite } from './lib/local-site.ts'

const OUT_DIR = 'bench-results'
/** The sections `--only` asked for (all when empty). */
let selected: string[] = []

/** Runs one measurement; a measurement that throws becomes a FAIL line, and the rest still run. */
async function measure<T>(
  name: string,
  lines: BudgetLine[],
  results: Record<string, unknown>,
  run: () => Promise<Measurement<T>> | Measurement<T>,
): Promise<void> {
  if (selected.length && !selected.includes(name)) return
  const started = performance.now()
  console.log(`• ${name}`)
  try {
    const measurement = await run()
    lines.push(...measurement.lines)
    results[name] = measurement.data
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    lines.push({ section: name, what: 'measurement', value: `error: ${message.split('\n')[0]}`, budget: 'runs', status: 'FAIL' })
    results[name] = { error: message }
  }
  console.log(`  ${((performance.now() - started) / 1000).toFixed(0)} s`)
}

/** Whether any of these sections runs. */
function wants(...names: string[]): boolean {
  return !selected.length || names.some((name) => selected.includes(name))
}

/** The languages the shipped translation memory covers. */
function memoryLanguages(): string[] {
  return existsSync('translations')
    ? readdirSync('translations')
        .filter((file) => file.endsWith('.json'))
        .map((file) => file.slice(0, -'.json'.length))
    : []
}

async function main(): Promise<number> {
  const request = readOptions(process.argv.slice(2), process.env)
  if (!('options' in request)) {
    if (request.error) console.error(`${request.error}\n`)
    ;(request.error ? console.error : console.log)(request.usage)
    return request.error ? 2 : 0
  }
  const { options } = request
  selected = options.only
  const startedAt = new Date()
  // Other work on a 2-core machine moves Lighthouse and timing numbers: say how busy it was.
  const loadBefore = loadavg()
  const lines: BudgetLine[] = []
  const results: Record<string, unknown> = {}
  mkdirSync(OUT_DIR, { recursive: true })

  // Before the server starts, so the render timing has the machine to itself.
  await measure('render', lines, results, measureRender)

  let server: BenchServer | undefined
  let browser: Browser | undefined
  const cleanUp = async () => {
    await browser?.close().catch(() => undefined)
    await server?.stop()
    removeStaticTwin()
  }
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void cleanUp().finally(() => process.exit(130)))
  }

  try {
    prepareSite({ build: options.build })
    if (wants('latency', 'html', 'axe', 'javascript', 'media', 'interaction', 'lighthouse', 'throughput', 'upload')) await previewSections()
  } catch (error) {
    await cleanUp()
    if (error instanceof SiteStartError) {
      console.error(`\n✗ The site could not be started: ${error.message}`)
      return 1
    }
    throw error
  }
  await cleanUp()

  // The built Worker in workerd, alone on the machine as far as the bench goes.
  await measure('cpu', lines, results, () => measureCpu(options.port + 4, options.quick))

  if (wants('load', 'fuzz', 'flood')) {
    let site: LocalSite | undefined
    const inspectorPort = options.port + 3
    try {
      site = await startLocalSite(options.port + 1, { INSPECTOR_PORT: String(inspectorPort) })
      const { origin } = site
      console.log(`\nnpm start on ${origin}\n`)
      await measure('load', lines, results, () => measureLoad(origin, options.quick ? 15 : 60))
      await measure('fuzz', lines, results, () => measureFuzz(origin, options.quick ? 2000 : 10_000))
      await measure('flood', lines, results, () => measureFlood(origin, inspectorPort, options.quick ? 300 : 1000))
    } finally {
      await site?.stop()
    }
  }
  await measure('faults', lines, results, () => measureFaults(options.port + 2))

  async function previewSections(): Promise<void> {
    server = await startServer(options.port)
    const { origin } = server
    const sizes = await writeStaticTwin(origin)
    console.log(`\nBench server on ${origin}\n`)
    // First, while no language but English has been asked for.
    await measure('latency', lines, results, () => measureLatency(origin, memoryLanguages()))

    const bothScripts = ['en', 'ar']
    browser = await launchBrowser()
    const openBrowser = browser
    await measure('html', lines, results, () => measureHtml(openBrowser, origin, TEMPLATES, bothScripts))
    await measure('axe', lines, results, () => measureAxe(openBrowser, origin, TEMPLATES, bothScripts))
    await measure('javascript', lines, results, () => measureJavaScript(openBrowser, origin, TEMPLATES, options.quick ? ['en'] : bothScripts))
    await measure('media', lines, results, () => measureMedia(openBrowser, origin, TEMPLATES))
    await measure('interaction', lines, results, () => measureInteractions(openBrowser, origin, options.quick ? 1 : 3))
    await browser.close()
    browser = undefined

    const lighthousePages = options.quick ? LIGHTHOUSE_PAGES.slice(0, 1) : LIGHTHOUSE_PAGES
    const lighthouseLangs = options.quick ? ['en', 'ar'] : ['en', 'cs', 'ar']
    await measure('lighthouse', lines, results, () => measureLighthouse(origin, lighthousePages, lighthouseLangs, options.runs))
    await measure('throughput', lines, results, () =>
      measureThroughput(origin, options.quick ? { blocks: 3, turnSeconds: 1 } : { blocks: 8, turnSeconds: 2 }, sizes),
    )
    await measure('upload', lines, results, measureWorkerUpload)
  }

  await measure('requests', lines, results, () => measureRequestCosts(join(OUT_DIR, 'request-costs.json')))

  const report = {
    startedAt: startedAt.toISOString(),
    finishedAt: new Date().toISOString(),
    options,
    machine: { cpus: cpus().length, cpu: cpus()[0]?.model, node: process.version, loadAverageBefore: loadBefore, loadAverageAfter: loadavg() },
    lines,
    results,
  }
  writeFileSync(join(OUT_DIR, 'report.json'), `${JSON.stringify(report, null, 2)}\n`)
  console.log(formatTable(lines))
  const load = (values: number[]) => values.map((value) => value.toFixed(1)).join(' ')
  console.log(`Load average (1, 5, 15 min) before: ${load(loadBefore)}, after: ${load(loadavg())} on ${cpus().length} cores`)
  console.log(`\nFull results: ${join(OUT_DIR, 'report.json')} (${((Date.now() - startedAt.getTime()) / 1000).toFixed(0)} s)`)
  return 0
}

process.exitCode = await main()
