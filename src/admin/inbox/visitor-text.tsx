/**
 * Text a visitor typed, shown as text: line by line, each line isolated in its own
 * direction (`dir="auto"`), so a right-to-left override in one line cannot reverse what
 * follows it, and never as HTML.
 */
export function VisitorText({ text, className = '' }: { text: string; className?: string }) {
  return (
    <div className={`[overflow-wrap:anywhere] ${className}`}>
      {text.split(/\r\n|\r|\n/).map((line, index) => (
        <p key={index} dir="auto" className="min-h-[1lh] whitespace-pre-wrap">
          {line}
        </p>
      ))}
    </div>
  )
}
