import type { ReactNode } from 'react'

/**
 * Text whose last word keeps what follows it (an icon, a required mark) on its line, so
 * a narrow screen never leaves the mark alone on the next one.
 */
export function WithTail({ text, children }: { text: string; children: ReactNode }) {
  const cut = text.lastIndexOf(' ') + 1
  return (
    <>
      {text.slice(0, cut)}
      <span className="whitespace-nowrap">
        {text.slice(cut)}
        {children}
      </span>
    </>
  )
}
