import type { Text } from '../../i18n/copy'
import type { IconName } from '../../lib/icons'

/**
 * The shape of one landing page's copy. Every string is English source text that the
 * translation engine translates; `layout`, `icon`, `kind` and `names` hold data, not copy
 * (see NON_COPY_KEYS), so they are never sent for translation.
 */
export interface LandingCopy {
  /**
   * How an industry page tells its challenge: beside its solution ('split', the default)
   * or as an exchange with Karla ('conversation'). Neighbours in the menu alternate.
   */
  layout?: 'split' | 'conversation'
  meta: { title: string; description: Text }
  hero: { eyebrow: string; title: string; subtitle: Text; highlights: readonly Text[] }
  /** The hero's picture: the assistant doing this page's work (src/components/scene.tsx). */
  scene: Scene
  challenge: { title: string; paragraphs: readonly Text[]; points: readonly string[] }
  solution: { title: string; paragraphs: readonly string[]; points: readonly string[] }
  features: { title: string; intro: string; items: readonly IconCard[] }
  /** Construction only: a problem and how the assistant solves it. */
  problemSolutions?: { title: string; intro: string; items: readonly { icon: IconName; title: string; problem: string; solution: string }[] }
  /** Platform pages only: what the product can do. */
  capabilities?: { title: string; intro: string; items: readonly IconCard[] }
  /** Platform pages only: the record the product produces, drawn beside the capabilities (src/components/artefact.tsx). */
  artefact?: Artefact
  /** Platform pages only: what we do to implement it. */
  services?: { title: string; intro: string; items: readonly IconCard[] }
  /** Optional voice or calling add-on; `kind` picks the call-to-action label. */
  addOn?: { kind: 'voice' | 'calling' | 'phone'; title: string; body: string; points: readonly string[] }
  integrations: { title: string; intro: string; names: readonly string[] }
  benefits: { title: string; items: readonly { icon: IconName; metric: Text; title: string; description: Text }[] }
  closing: { title: string; body: string }
}

export interface IconCard {
  icon: IconName
  title: string
  description: string
}

/**
 * A short scene of the assistant at work, drawn in HTML from copy: a conversation, a
 * flow of steps (triage, routing) or a form it fills in (an intake), and what came of it.
 * Sample people and details only: no client, no figure the business claims.
 */
export type Scene =
  | { kind: 'chat'; title: Text; messages: readonly { kind: 'customer' | 'agent'; text: Text }[]; outcome: string }
  | { kind: 'flow'; title: string; steps: readonly Text[]; outcome: string }
  | { kind: 'form'; title: string; fields: readonly { label: string; value: Text }[]; outcome: string }

/**
 * A sample record as the platform shows it (an incident, a case), with the fields the
 * copy talks about. `id` is the record's number and is not translated. Sample details
 * only: no client, no figure the business claims.
 */
export type Artefact = { kind: 'record'; id: string; fields: readonly { label: string; value: Text }[] }
