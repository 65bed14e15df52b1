/**
 * The ROI calculator's arithmetic, pure so it can be tested and run in the
 * browser alike.
 */
const WEEKS_PER_YEAR = 52
export const MONTHS_PER_YEAR = 12
const WEEKS_PER_MONTH = WEEKS_PER_YEAR / MONTHS_PER_YEAR
const HOURS_PER_WORKING_DAY = 8

export interface RoiInputs {
  numberOfEmployees: number
  /** USD per hour. */
  averageHourlyWage: number
  hoursPerWeek: number
  /** Percent of the process time the automation saves, 10 to 80. */
  expectedTimeSavings: number
  /** Monthly retainer, USD. */
  solutionCost: number
  /** One-off setup fee, USD. */
  setupFee: number
  /** Monthly cost of the tools used today, USD. */
  currentToolsCost: number
}

export const DEFAULT_ROI_INPUTS: RoiInputs = {
  numberOfEmployees: 5,
  averageHourlyWage: 25,
  hoursPerWeek: 40,
  expectedTimeSavings: 30,
  solutionCost: 200,
  setupFee: 1250,
  currentToolsCost: 200,
}

export const ROI_LIMITS = {
  numberOfEmployees: { min: 1, step: 1 },
  averageHourlyWage: { min: 0, step: 0.01 },
  hoursPerWeek: { min: 0, step: 0.5 },
  expectedTimeSavings: { min: 10, max: 80, step: 5 },
  solutionCost: { min: 0, step: 1 },
  setupFee: { min: 0, step: 1 },
  currentToolsCost: { min: 0, step: 1 },
} as const

export interface RoiPeriod {
  currentCosts: number
  costSavings: number
  solutionCost: number
  netSavings: number
  timeSavingsHours: number
  workingDays: number
}

export interface RoiResult {
  monthly: RoiPeriod
  annual: RoiPeriod
  /** Percent; `Infinity` when the solution costs nothing and still saves money. */
  roi: number
  /** Months until the total first-year cost is paid back; 0 when it never is. */
  paybackPeriod: number
}

/**
 * Computes the ROI, or `null` (no message) when employees, hours per week or wage is
 * zero or less.
 */
export function calculateRoi(inputs: RoiInputs): RoiResult | null {
  const { numberOfEmployees, averageHourlyWage, hoursPerWeek, expectedTimeSavings, solutionCost, setupFee, currentToolsCost } = inputs
  if (!(numberOfEmployees > 0) || !(hoursPerWeek > 0) || !(averageHourlyWage > 0)) return null

  const weeklyProcessHours = numberOfEmployees * hoursPerWeek
  const weeklySavedHours = weeklyProcessHours * (expectedTimeSavings / 100)
  const monthlySavedHours = weeklySavedHours * WEEKS_PER_MONTH
  const annualSavedHours = weeklySavedHours * WEEKS_PER_YEAR

  const annualCurrentCosts = weeklyProcessHours * WEEKS_PER_YEAR * averageHourlyWage + currentToolsCost * MONTHS_PER_YEAR
  const annualCostSavings = annualSavedHours * averageHourlyWage
  const totalSolutionCost = setupFee + MONTHS_PER_YEAR * solutionCost
  const annualNetSavings = annualCostSavings - totalSolutionCost

  const monthlyCostSavings = monthlySavedHours * averageHourlyWage
  const monthlyNetSavings = monthlyCostSavings - solutionCost

  let roi: number
  if (totalSolutionCost > 0) roi = (annualNetSavings / totalSolutionCost) * 100
  else roi = annualNetSavings > 0 ? Number.POSITIVE_INFINITY : 0

  let paybackPeriod: number
  if (monthlyNetSavings <= 0) paybackPeriod = 0
  else if (totalSolutionCost === 0) paybackPeriod = 1
  else paybackPeriod = totalSolutionCost / monthlyNetSavings

  return {
    monthly: {
      currentCosts: annualCurrentCosts / MONTHS_PER_YEAR,
      costSavings: monthlyCostSavings,
      solutionCost,
      netSavings: monthlyNetSavings,
      timeSavingsHours: monthlySavedHours,
      workingDays: monthlySavedHours / HOURS_PER_WORKING_DAY,
    },
    annual: {
      currentCosts: annualCurrentCosts,
      costSavings: annualCostSavings,
      solutionCost: totalSolutionCost,
      netSavings: annualNetSavings,
      timeSavingsHours: annualSavedHours,
      workingDays: annualSavedHours / HOURS_PER_WORKING_DAY,
    },
    roi,
    paybackPeriod,
  }
}

export type RoiBadge = 'unlimited' | 'excellent-high' | 'excellent' | 'good' | 'positive' | 'negative'

/** The ROI percentage from which each badge is shown; the badges' copy names these numbers. */
export const ROI_BADGE_FROM = { 'excellent-high': 200, excellent: 100, good: 50, positive: 0 } as const

/** The badge for an ROI percentage: green from 200 (or unlimited), blue from 100, yellow from 50, red below. */
export function roiBadge(roi: number): RoiBadge {
  if (roi === Number.POSITIVE_INFINITY) return 'unlimited'
  for (const badge of ['excellent-high', 'excellent', 'good', 'positive'] as const) if (roi >= ROI_BADGE_FROM[badge]) return badge
  return 'negative'
}

/** Number of employees as typed: an integer, 0 when not a number. */
export function parseEmployees(value: string): number {
  const parsed = Number.parseInt(value, 10)
  return Number.isNaN(parsed) ? 0 : parsed
}

/** Any other numeric field as typed: 0 when not a number. */
export function parseAmount(value: string): number {
  const parsed = Number.parseFloat(value)
  return Number.isFinite(parsed) ? parsed : 0
}
