import { describe, expect, it } from 'vitest'
import { DEFAULT_ROI_INPUTS, calculateRoi, parseAmount, parseEmployees, roiBadge } from '../../src/lib/roi'

describe('calculateRoi', () => {
  it('computes every figure for the default inputs', () => {
    const result = calculateRoi(DEFAULT_ROI_INPUTS)!
    // 5 people × 40 h × 30% = 60 h a week saved.
    expect(result.annual.timeSavingsHours).toBe(3120)
    expect(result.monthly.timeSavingsHours).toBeCloseTo(260, 10)
    expect(result.annual.workingDays).toBe(390)
    expect(result.monthly.workingDays).toBeCloseTo(32.5, 10)
    // 5 × 40 × 52 × $25 + $200 × 12
    expect(result.annual.currentCosts).toBe(262_400)
    expect(result.monthly.currentCosts).toBeCloseTo(21_866.67, 2)
    expect(result.annual.costSavings).toBe(78_000)
    expect(result.monthly.costSavings).toBeCloseTo(6_500, 10)
    // $1,250 setup + 12 × $200 retainer
    expect(result.annual.solutionCost).toBe(3_650)
    expect(result.monthly.solutionCost).toBe(200)
    expect(result.annual.netSavings).toBe(74_350)
    expect(result.monthly.netSavings).toBeCloseTo(6_300, 10)
    expect(result.roi).toBeCloseTo(2036.99, 2)
    expect(result.paybackPeriod).toBeCloseTo(0.5794, 4)
  })

  it('skips the calculation silently when employees, hours or wage is zero or less', () => {
    expect(calculateRoi({ ...DEFAULT_ROI_INPUTS, numberOfEmployees: 0 })).toBeNull()
    expect(calculateRoi({ ...DEFAULT_ROI_INPUTS, numberOfEmployees: -2 })).toBeNull()
    expect(calculateRoi({ ...DEFAULT_ROI_INPUTS, hoursPerWeek: 0 })).toBeNull()
    expect(calculateRoi({ ...DEFAULT_ROI_INPUTS, averageHourlyWage: 0 })).toBeNull()
    expect(calculateRoi({ ...DEFAULT_ROI_INPUTS, averageHourlyWage: Number.NaN })).toBeNull()
  })

  it('gives unlimited ROI and a one-month payback when the solution costs nothing', () => {
    const result = calculateRoi({ ...DEFAULT_ROI_INPUTS, solutionCost: 0, setupFee: 0 })!
    expect(result.roi).toBe(Number.POSITIVE_INFINITY)
    expect(result.paybackPeriod).toBe(1)
    expect(roiBadge(result.roi)).toBe('unlimited')
  })

  it('reports no payback when monthly net savings are zero or less', () => {
    // 1 person × 1 h × 10% × 52/12 × $1 ≈ $0.43 saved a month, against a $200 retainer.
    const result = calculateRoi({ ...DEFAULT_ROI_INPUTS, numberOfEmployees: 1, hoursPerWeek: 1, averageHourlyWage: 1, expectedTimeSavings: 10 })!
    expect(result.monthly.netSavings).toBeLessThan(0)
    expect(result.paybackPeriod).toBe(0)
    expect(result.roi).toBeLessThan(0)
    expect(roiBadge(result.roi)).toBe('negative')
  })

  it('treats net savings of exactly zero as no payback', () => {
    // Monthly savings: 1 × 12 h × 50% × 52/12 × $10 = $260 = the retainer.
    const result = calculateRoi({
      ...DEFAULT_ROI_INPUTS,
      numberOfEmployees: 1,
      hoursPerWeek: 12,
      averageHourlyWage: 10,
      expectedTimeSavings: 50,
      solutionCost: 260,
      setupFee: 0,
    })!
    expect(result.monthly.netSavings).toBeCloseTo(0, 10)
    expect(result.paybackPeriod).toBe(0)
  })

  it('gives 0% ROI when nothing is saved and nothing is spent', () => {
    const result = calculateRoi({ ...DEFAULT_ROI_INPUTS, expectedTimeSavings: 0, solutionCost: 0, setupFee: 0 })!
    expect(result.roi).toBe(0)
    expect(result.paybackPeriod).toBe(0)
  })
})

describe('roiBadge', () => {
  it('follows the thresholds of the specification', () => {
    expect(roiBadge(Number.POSITIVE_INFINITY)).toBe('unlimited')
    expect(roiBadge(200)).toBe('excellent-high')
    expect(roiBadge(199.9)).toBe('excellent')
    expect(roiBadge(100)).toBe('excellent')
    expect(roiBadge(99)).toBe('good')
    expect(roiBadge(50)).toBe('good')
    expect(roiBadge(49.9)).toBe('positive')
    expect(roiBadge(0)).toBe('positive')
    expect(roiBadge(-0.1)).toBe('negative')
  })
})

describe('input parsing', () => {
  it('parses employees as an integer and anything else as 0', () => {
    expect(parseEmployees('7')).toBe(7)
    expect(parseEmployees('7.9')).toBe(7)
    expect(parseEmployees('abc')).toBe(0)
    expect(parseEmployees('')).toBe(0)
  })

  it('parses amounts as decimals and anything else as 0', () => {
    expect(parseAmount('25.50')).toBe(25.5)
    expect(parseAmount('')).toBe(0)
    expect(parseAmount('x')).toBe(0)
  })
})
