/**
 * Runs npm scripts side by side instead of one after the other, for `npm test`:
 *
 *   node scripts/side-by-side.ts typecheck lint db:check translations:check                 (`npm run checks`)
 *   node scripts/side-by-side.ts test:integration,test:tools:checks test:tools:runs         (`npm run test:node`)
 *
 * Each argument is a lane; scripts joined by commas run one after another in their lane.
 * The checks that read the source without running it take a core each for a few seconds.
 * The tools that serve and deploy run one file at a time in one lane for about two and a
 * half minutes; the integration tier and the rest of the tools fill the other. Each
 * script's output is printed whole when it ends, so two never interleave; the script fails
 * when any of them failed, after all lanes have ended, so one run reports every problem.
 */
import { spawn } from 'node:child_process'
import { CHILD_ENV } from './run.ts'

const lanes = process.argv.slice(2).map((lane) => lane.split(',').filter(Boolean))
if (!lanes.length || lanes.some((lane) => !lane.length)) {
  console.error('Usage: node scripts/side-by-side.ts <npm script>[,<npm script>…] […]')
  process.exit(2)
}

interface Outcome {
  name: string
  code: number
  output: string
  seconds: number
}

function runScript(name: string): Promise<Outcome> {
  const started = performance.now()
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', name], { env: { ...CHILD_ENV, FORCE_COLOR: '0' }, shell: process.platform === 'win32' })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk))
    child.on('close', (code) => resolve({ name, code: code ?? 1, output, seconds: (performance.now() - started) / 1000 }))
  })
}

console.log(`▸ ${lanes.map((lane) => lane.join(' then ')).join(', ')} side by side: each one's output follows when it ends`)
const outcomes: Outcome[] = []
await Promise.all(
  lanes.map(async (lane) => {
    for (const name of lane) {
      const outcome = await runScript(name)
      console.log(`\n${outcome.code === 0 ? '✓' : '✗'} ${outcome.name} (${outcome.seconds.toFixed(1)} s)`)
      if (outcome.output.trim()) console.log(outcome.output.trimEnd())
      outcomes.push(outcome)
    }
  }),
)
const failed = outcomes.filter((outcome) => outcome.code !== 0)
if (failed.length) {
  console.error(`\n✗ ${failed.map((outcome) => outcome.name).join(', ')} failed`)
  process.exit(1)
}
