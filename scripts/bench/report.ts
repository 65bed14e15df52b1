/**
 * Budget lines and the printed table. Every measurement returns its raw numbers (for
 * the JSON report) and the lines it checks against the budgets in docs/architecture.md.
 */
export type Status = 'PASS' | 'FAIL' | 'INFO'

export interface BudgetLine {
  section: string
  what: string
  value: string
  budget: string
  status: Status
}

export interface Measurement<T> {
  lines: BudgetLine[]
  data: T
}

/** A numeric line: PASS when `value` is within `limit` in the given direction. */
export function numericLine(section: string, what: string, value: number, rule: { max?: number; min?: number; unit?: string; digits?: number }): BudgetLine {
  const unit = rule.unit ?? ''
  const format = (n: number) => `${n.toFixed(rule.digits ?? 0)}${unit}`
  const ok = (rule.max === undefined || value <= rule.max) && (rule.min === undefined || value >= rule.min)
  const budget = rule.max !== undefined ? `≤ ${format(rule.max)}` : rule.min !== undefined ? `≥ ${format(rule.min)}` : ''
  return { section, what, value: Number.isFinite(value) ? format(value) : 'n/a', budget, status: Number.isFinite(value) && ok ? 'PASS' : 'FAIL' }
}

/** A yes/no line. */
export function booleanLine(section: string, what: string, ok: boolean, value: string, budget: string): BudgetLine {
  return { section, what, value, budget, status: ok ? 'PASS' : 'FAIL' }
}

/** A line that reports without judging. */
export function infoLine(section: string, what: string, value: string): BudgetLine {
  return { section, what, value, budget: '', status: 'INFO' }
}

/** The report as aligned text tables, one per section, with a summary line. */
export function formatTable(lines: readonly BudgetLine[]): string {
  const headers = ['what', 'value', 'budget', 'status'] as const
  const sections = [...new Set(lines.map((line) => line.section))]
  const out: string[] = []
  for (const section of sections) {
    const rows = lines.filter((line) => line.section === section)
    const widths = headers.map((key) => Math.max(key.length, ...rows.map((line) => line[key].length)))
    const row = (cells: readonly string[]) =>
      cells
        .map((cell, i) => cell.padEnd(widths[i] ?? 0))
        .join('  ')
        .trimEnd()
    out.push('', `== ${section} ==`, row(headers), row(widths.map((width) => '-'.repeat(width))))
    for (const line of rows) out.push(row([line.what, line.value, line.budget, line.status]))
  }
  const count = (status: Status) => lines.filter((line) => line.status === status).length
  out.push('', `${count('PASS')} passed, ${count('FAIL')} failed, ${count('INFO')} informational`)
  return out.join('\n')
}
