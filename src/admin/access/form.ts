import type { Context } from 'hono'

/** A console form post's fields: one value by name, or every value of a repeated name (the inbox's ticked messages). */
export interface FormFields {
  get(name: string): string | undefined
  all(name: string): string[]
  /** Every field and value, in the order they came. */
  entries(): [string, string][]
}

const forms = new WeakMap<Request, Promise<FormFields>>()

/**
 * The request's form fields, read once however many middleware ask (a form post, or a
 * JSON object from a script). A body that is neither, or does not parse, has no fields.
 */
export function readForm(c: Context): Promise<FormFields> {
  let form = forms.get(c.req.raw)
  if (!form) {
    form = parse(c)
    forms.set(c.req.raw, form)
  }
  return form
}

async function parse(c: Context): Promise<FormFields> {
  const type = c.req.header('Content-Type') ?? ''
  const values = new Map<string, string[]>()
  const add = (name: string, value: unknown) => {
    if (typeof value === 'string') values.set(name, [...(values.get(name) ?? []), value])
  }
  try {
    if (/application\/json/i.test(type)) {
      const body = (await c.req.json()) as unknown
      if (body && typeof body === 'object') for (const [name, value] of Object.entries(body)) for (const item of [value].flat()) add(name, item)
    } else if (/application\/x-www-form-urlencoded|multipart\/form-data/i.test(type)) {
      const body = await c.req.parseBody({ all: true })
      for (const [name, value] of Object.entries(body)) for (const item of [value].flat()) add(name, item)
    }
  } catch {
    // Not a form: every field is missing, and the handler says what it needed.
  }
  return {
    get: (name) => values.get(name)?.[0],
    all: (name) => values.get(name) ?? [],
    entries: () => [...values].flatMap(([name, list]) => list.map((value): [string, string] => [name, value])),
  }
}

/** Whether the caller is a script that wants JSON back rather than a screen. */
export function wantsJson(c: Context): boolean {
  return /application\/json/i.test(c.req.header('Accept') ?? '')
}
