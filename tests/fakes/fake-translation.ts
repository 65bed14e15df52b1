/** The fake provider's translation: a language marker in front, markup kept as it came. */
export function fakeTranslation(text: string, target: string): string {
  return `[${target}] ${text}`
}
