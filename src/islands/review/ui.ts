/**
 * The review panel's looks that its parts share, as the console's own buttons share theirs:
 * a button or link with an icon, in its three kinds, the small capitals over a field, and a
 * text box.
 */
const BUTTON = 'inline-flex min-h-10 items-center gap-2 rounded-lg'

/** The step forward (Save, Next). */
export const primaryButton = `${BUTTON} border border-transparent bg-blue-700 px-3 text-sm font-semibold text-white hover:bg-blue-800`
/** A second choice (Accept, Accept all, Post). */
export const outlineButton = `${BUTTON} border border-slate-300 px-3 text-sm font-semibold hover:bg-slate-50`
/** A quiet one, without a border, its colour added (History, Close). */
export const quietButton = `${BUTTON} px-2 text-sm font-semibold`

export const fieldLabel = 'block text-xs font-semibold uppercase tracking-wide text-slate-600'
export const textBox = 'mt-1 w-full rounded-lg border border-slate-400 px-3 py-2 text-slate-900'
