/**
 * `npm run checks` (the start of `npm test`): the checks that read the source without
 * running it, side by side instead of one after the other: typecheck, lint, the migration
 * check and the translation memory's check. Each one's output is printed whole when it
 * ends, so two never interleave; the script fails when any of them failed, after all have
 * ended, so one run reports every problem.
 */
import { spawn } from 'node:child_process'
import { CHILD_ENV } from './run.ts'

const CHECKS = ['typecheck', 'lint', 'db:check', 'translations:check'] as const

interface Outcome {
  name: string
  code: number
  output: string
  seconds: number
}

function runCheck(name: string): Promise<Outcome> {
  const started = performance.now()
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', name], { env: { ...CHILD_ENV, FORCE_COLOR: '0' }, shell: process.platform === 'win32' })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk))
    child.on('close', (code) => resolve({ name, code: code ?? 1, output, seconds: (performance.now() - started) / 1000 }))
  })
}

const outcomes = await Promise.all(
  CHECKS.map(async (name) => {
    const outcome = await runCheck(name)
    console.log(`\n${outcome.code === 0 ? '✓' : '✗'} ${outcome.name} (${outcome.seconds.toFixed(1)} s)`)
    if (outcome.output.trim()) console.log(outcome.output.trimEnd())
    return outcome
  }),
)
const failed = outcomes.filter((outcome) => outcome.code !== 0)
if (failed.length) {
  console.error(`\n✗ ${failed.map((outcome) => outcome.name).join(', ')} failed`)
  process.exit(1)
}
