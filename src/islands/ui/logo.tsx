/** The brand mark: a rounded tile with a spark, drawn inline so it never shifts layout. */
export function Logo({ className = 'size-8' }: { className?: string }) {
  return (
    <svg viewBox="0 0 36 36" aria-hidden="true" focusable="false" className={className}>
      <rect width="36" height="36" rx="9" className="fill-brand-700" />
      <path d="M11 9v18M11 18l9-9M14.5 15.5 23 27" className="stroke-white" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" fill="none" />
      <circle cx="26" cy="11" r="2.6" className="fill-coral-400" />
    </svg>
  )
}
