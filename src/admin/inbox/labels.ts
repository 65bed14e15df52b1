import type { ConsoleCopy } from '../frame/console-context'

/** The contact form's label for a topic, in the console's language (the slug only for a topic the form no longer has). */
export function topicLabel(copy: ConsoleCopy, topic: string): string {
  return (copy.topics as Readonly<Record<string, string>>)[topic] ?? topic
}
