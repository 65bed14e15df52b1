import type { ConsoleCopy } from '../frame/console-context'

/** Who made a translation, in words (never the stored code, such as `ai-draft`). */
export function providerLabel(copy: ConsoleCopy, provider: string | null): string {
  if (!provider) return copy.strings.missing
  return (copy.strings.providers as Readonly<Record<string, string>>)[provider] ?? provider
}
