/**
 * The bench's command line: `npm run bench -- --only cpu,upload` and the rest. `--help` and a
 * mistyped option answer with the usage rather than a stack trace.
 */
import { parseArgs } from 'node:util'

export const SECTIONS = [
  'render',
  'cpu',
  'latency',
  'html',
  'axe',
  'javascript',
  'media',
  'interaction',
  'lighthouse',
  'throughput',
  'upload',
  'requests',
  'load',
  'fuzz',
  'flood',
  'faults',
] as const

export const USAGE = `Usage: npm run bench -- [options]

Measures the budgets in docs/architecture.md on the production build and writes
bench-results/report.json.

  --no-build   serve the existing dist/ instead of running \`vite build\`
  --runs N     Lighthouse runs per page (default 3, the median is reported)
  --quick      1 Lighthouse run on fewer pages, shorter load tests
  --only A,B   run only these sections (cpu prints the Free-plan table too):
               ${SECTIONS.join(', ')}
  --help       print this and exit

  BENCH_PORT   port of the bench server (default 8790); the sections use the next four too`

export interface Options {
  build: boolean
  runs: number
  quick: boolean
  port: number
  /** Sections to run; empty means all. */
  only: string[]
}

/** What the command line asks for: options to run with, or the usage to print (with the mistake, if any). */
export type Request = { options: Options } | { usage: string; error?: string }

export function readOptions(args: string[], env: Record<string, string | undefined> = {}): Request {
  let values
  try {
    ;({ values } = parseArgs({
      args,
      options: {
        'no-build': { type: 'boolean', default: false },
        runs: { type: 'string' },
        quick: { type: 'boolean', default: false },
        only: { type: 'string' },
        help: { type: 'boolean', default: false },
      },
    }))
  } catch (error) {
    return { usage: USAGE, error: error instanceof Error ? error.message : String(error) }
  }
  if (values.help) return { usage: USAGE }
  const quick = values.quick ?? false
  const runs = values.runs ? Number(values.runs) : quick ? 1 : 3
  if (!Number.isInteger(runs) || runs < 1) return { usage: USAGE, error: `--runs must be a positive integer, got ${values.runs}` }
  const only = (values.only ?? '').split(',').filter(Boolean)
  const unknown = only.filter((name) => !(SECTIONS as readonly string[]).includes(name))
  if (unknown.length) return { usage: USAGE, error: `--only names no section called ${unknown.join(', ')}` }
  return { options: { build: !values['no-build'], runs, quick, port: Number(env.BENCH_PORT ?? 8790), only } }
}
