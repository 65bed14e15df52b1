import { useState } from 'react'
import { announce } from '../lib/announce'
import { Icon } from './ui/icon'

export interface CopyLinkProps {
  text: string
  label: string
  /** Said once the text is on the clipboard. */
  copied: string
}

/**
 * One button that puts a link on the clipboard (the invitation link, which stays selectable
 * text beside it). Pressed before this code has loaded, the press is carried out once it has.
 */
export default function CopyLink({ text, label, copied }: CopyLinkProps) {
  const [done, setDone] = useState(false)
  async function copy() {
    await navigator.clipboard.writeText(text)
    setDone(true)
    announce(copied)
  }
  return (
    <button
      type="button"
      onClick={() => void copy().catch(() => setDone(false))}
      className="mt-2 inline-flex min-h-10 items-center gap-2 rounded-lg border border-emerald-400 bg-white px-3 text-sm font-semibold text-emerald-900 hover:bg-emerald-100"
    >
      <Icon name={done ? 'check' : 'clipboard'} className="size-4 shrink-0" />
      {done ? copied : label}
    </button>
  )
}
