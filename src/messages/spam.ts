/**
 * Whether a new message looks like spam, decided once, on arrival. The rule is simple on
 * purpose, so the owner can predict it:
 *
 * - a link-stuffed message: `SPAM_LINKS` or more web addresses in what the visitor typed;
 * - or one of the known offers in `SPAM_PATTERNS`: selling links and search rankings,
 *   crypto and trading schemes, casinos.
 *
 * A message that looks like spam is stored and delivered like any other, with its `spam`
 * flag set: the inbox shows it in the Spam view only, where the owner can say "Not spam".
 * Nothing is ever deleted because of it, and the owner's notification still goes out, so a
 * message this crude rule gets wrong is never missed.
 */

/** Web addresses that make a message link-stuffed. */
const SPAM_LINKS = 3

const LINK = /\bhttps?:\/\/|\bwww\.[\p{L}\p{N}-]+\./giu

/** Offers that real enquiries to an automation consultancy do not make. */
const SPAM_PATTERNS: readonly RegExp[] = [
  /\bback-?links?\b/i,
  /\blink[- ]building\b/i,
  /\bguest[- ]posts?\b/i,
  /\b(?:first|top) page of google\b/i,
  /\bseo (?:services?|packages?|agency|experts?|ranking)\b/i,
  /\brank(?:ing)? (?:your|higher)\b.*\bgoogle\b/i,
  /\b(?:bitcoin|btc|usdt|forex|binary options?)\b/i,
  /\bcrypto(?:currency)? (?:investment|trading|profits?|signals?|wallet)\b/i,
  /\bcasino\b/i,
]

export interface SpamCandidate {
  fullName: string
  companyName?: string | null
  challenge: string
}

/** True when a message meets the rule above. */
export function looksLikeSpam({ fullName, companyName, challenge }: SpamCandidate): boolean {
  const text = [fullName, companyName ?? '', challenge].join('\n')
  if ((text.match(LINK)?.length ?? 0) >= SPAM_LINKS) return true
  return SPAM_PATTERNS.some((pattern) => pattern.test(text))
}
