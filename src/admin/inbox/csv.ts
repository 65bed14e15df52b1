import type { Submission } from '../../db/schema'
import type { ConsoleCopy } from '../frame/console-context'
import { markDirectionControls } from '../../lib/text-direction'
import { OWNER_TIME_ZONE, spreadsheetMoment } from '../frame/format'
import { topicLabel } from './labels'

/**
 * One CSV cell. A spreadsheet runs a cell that begins with `=`, `+`, `-`, `@`, a tab or
 * a carriage return as a formula, and some do the same for the full-width `＝ ＋ － ＠`
 * (they fold them to ASCII), so such a cell gets a leading apostrophe and stays text.
 * Direction controls are made visible first (`[U+202E]`), as the inbox shows them, so a
 * cell reads in a spreadsheet in the order it was typed, and a control in front of a
 * formula cannot hide it from the check.
 */
export function csvCell(value: unknown): string {
  let text = markDirectionControls(value === null || value === undefined ? '' : String(value))
  if (/^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/.test(text)) text = `'${text}`
  return `"${text.replace(/"/g, '""')}"`
}

/**
 * Messages as CSV for a spreadsheet: headings and topics in the console's language, times
 * in the business's time zone (named in the heading), yes/no in words. RFC 4180 with CRLF
 * line ends, UTF-8 with a byte-order mark so spreadsheets read accents.
 */
export function submissionsCsv(rows: readonly Submission[], copy: ConsoleCopy): string {
  const labels = copy.csv
  const yesNo = (value: boolean) => (value ? labels.yes : labels.no)
  const columns: [string, (row: Submission) => unknown][] = [
    [`${labels.received} (${OWNER_TIME_ZONE})`, (row) => spreadsheetMoment(row.createdAt)],
    [labels.name, (row) => row.fullName],
    [labels.company, (row) => row.companyName],
    [labels.email, (row) => row.email],
    [labels.phone, (row) => row.phoneNumber],
    [labels.topic, (row) => topicLabel(copy, row.helpWith)],
    [labels.message, (row) => row.challenge],
    [labels.language, (row) => row.language],
    [labels.page, (row) => row.page],
    [labels.delivery, (row) => copy.inbox.states[row.deliveryStatus]],
    [labels.handled, (row) => yesNo(row.handled)],
    [labels.kept, (row) => yesNo(row.keep)],
    [labels.id, (row) => row.id],
  ]
  const lines = [columns.map(([heading]) => csvCell(heading)).join(',')]
  for (const row of rows) lines.push(columns.map(([, value]) => csvCell(value(row))).join(','))
  return `\uFEFF${lines.join('\r\n')}\r\n`
}
