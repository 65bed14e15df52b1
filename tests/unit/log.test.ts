import { afterEach, describe, expect, it, vi } from 'vitest'
import { errorCode, log, logFailure } from '../../src/platform/log'

/** The error drizzle throws for a failed query: its message quotes the query's values. */
function queryError(cause: unknown): Error {
  return Object.assign(new Error('Failed query: select * from "contact_submissions" where lower(email) = ?\nparams: jana@example.cz'), { cause })
}

afterEach(() => {
  vi.restoreAllMocks()
})

function captured(): string[] {
  const lines: string[] = []
  for (const method of ['log', 'warn', 'error'] as const) vi.spyOn(console, method).mockImplementation((line: string) => void lines.push(line))
  return lines
}

describe('errorCode', () => {
  it('reads D1’s code and SQLite’s from the cause of a query error, and nothing else of either message', () => {
    expect(errorCode(queryError(new Error('D1_ERROR: database is locked: SQLITE_BUSY')))).toBe('D1_ERROR:SQLITE_BUSY')
    expect(errorCode(queryError(new Error('D1_ERROR: Network connection lost.')))).toBe('D1_ERROR')
  })

  it('takes a binding’s code, and the class of an error without one', () => {
    expect(errorCode(Object.assign(new Error('Email to jana@example.cz failed'), { code: 'E_DELIVERY_FAILED' }))).toBe('E_DELIVERY_FAILED')
    expect(errorCode(new TypeError('jana@example.cz is not a function'))).toBe('TypeError')
    expect(errorCode(queryError(new Error('no code in here')))).toBe('Error')
    expect(errorCode('a thrown string with jana@example.cz')).toBe('unknown')
  })

  it('never takes a code that is free text', () => {
    expect(errorCode(Object.assign(new Error('x'), { code: 'jana@example.cz wrote this' }))).toBe('Error')
  })
})

describe('log', () => {
  it('writes the event and its fields as one JSON line, at the level asked for', () => {
    const lines = captured()
    log('contact_received', { id: 'abc', language: 'cs' })
    logFailure('contact_store_failed', queryError(new Error('D1_ERROR: database is locked: SQLITE_BUSY')), { id: 'abc' })
    expect(lines.map((line) => JSON.parse(line) as unknown)).toEqual([
      { event: 'contact_received', id: 'abc', language: 'cs' },
      { event: 'contact_store_failed', id: 'abc', error: 'D1_ERROR:SQLITE_BUSY' },
    ])
    expect(console.error).toHaveBeenCalledTimes(1)
  })

  it('drops anything shaped like an email address and cuts long text', () => {
    const lines = captured()
    log('not_found', { path: `/en/contact/jana.novakova+site@example.cz/${'x'.repeat(400)}` }, 'warn')
    const { path } = JSON.parse(lines[0] ?? '{}') as { path: string }
    expect(path.startsWith('/en/contact/[email]/x')).toBe(true)
    expect(path).not.toContain('example')
    expect(path.length).toBeLessThanOrEqual(300)
  })

  it('takes an error only as its code: free text in `error`, `message` or `stack` does not typecheck', () => {
    const lines = captured()
    const failure = new Error('params: jana@example.cz')
    // @ts-expect-error an error's text is not an ErrorCode
    log('failed', { error: String(failure) })
    // @ts-expect-error a log line has no message field
    log('failed', { message: failure.message })
    // @ts-expect-error nor a stack
    log('failed', { stack: failure.stack })
    expect(lines).toHaveLength(3)
  })
})
