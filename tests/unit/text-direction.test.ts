import { describe, expect, it } from 'vitest'
import { containDirection, controlMark, isolatedLines } from '../../src/lib/text-direction'

describe('containDirection', () => {
  it('makes every embedding, override and isolate visible and counts them', () => {
    const controls = ['\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069']
    const { lines, controls: count } = containDirection(`a${controls.join('b')}c`)
    expect(count).toBe(9)
    expect(lines).toEqual(['a[U+202A]b[U+202B]b[U+202C]b[U+202D]b[U+202E]b[U+2066]b[U+2067]b[U+2068]b[U+2069]c'])
    expect(controlMark('\u202E')).toBe('[U+202E]')
  })

  it('keeps the marks right-to-left writers use, and letters, as they are', () => {
    const arabic = 'السعر\u200F 100 \u061Cدولار\u200E'
    expect(containDirection(arabic)).toEqual({ lines: [arabic], controls: 0 })
  })

  it('splits lines at every kind of line break, empty lines kept', () => {
    expect(containDirection('one\r\ntwo\n\nthree\rfour\u2028five').lines).toEqual(['one', 'two', '', 'three', 'four', 'five'])
  })
})

describe('isolatedLines', () => {
  it('puts each line between FSI and PDI', () => {
    expect(isolatedLines(['Invoice [U+202E]fdp.exe', ''])).toBe('\u2068Invoice [U+202E]fdp.exe\u2069\n\u2068\u2069')
  })
})
