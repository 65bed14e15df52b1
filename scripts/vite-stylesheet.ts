import { transform } from 'lightningcss'
import type { Plugin } from 'vite'
import type {
  CustomProperty,
  Declaration,
  Function as CssFunction,
  ParsedComponent,
  PropertyRule,
  ReturnedDeclaration,
  Rule,
  StyleRule,
  StyleSheet,
  TokenOrValue,
  Visitor,
  VisitorFunction,
} from 'lightningcss'

/**
 * The build's rewrite of every stylesheet, as a lightningcss visitor (a fresh one per
 * stylesheet, so stylesheets compiled side by side share no state). It does three things:
 *
 * - **Writes in theme values.** UnoCSS (preset-wind4) writes utilities against theme
 *   variables: `.text-slate-800{color:color-mix(in srgb, var(--colors-slate-800)
 *   var(--un-text-opacity), transparent)}`. The browser would resolve those variables and
 *   mix the colour again for every element it styles. A variable that can never hold
 *   another value is replaced by that value: one declared exactly once, in `:root`, or
 *   a registered property (`@property`) that every declaration sets to its initial
 *   value. Anything else stays a variable. This made the stylesheet about 28 % smaller
 *   and style recalculation of the home page about a fifth cheaper (decision record 0005).
 *   Once every use is written in, nothing reads the `:root` declaration any
 *   more, so it goes too. (Pages cannot read these variables from elsewhere: the
 *   Content-Security-Policy allows no style attributes.)
 * - **Drops colour mixes that change nothing**: `color-mix(in srgb, X 100%, transparent)`
 *   is X.
 * - **Sorts the blocks that hold only custom properties** (`:root`, the `@supports`
 *   fallbacks): preset-wind4 lists them in the order a build happened to meet them.
 *   Their order means nothing to the browser, but it is part of the file's content
 *   hash; sorted, the same source gives the same file name.
 */
export const stylesheetVisitor: VisitorFunction<never> = () => {
  // The whole sheet is read first (StyleSheet is visited before anything in it), so the
  // visitors below know every declaration before they rewrite one.
  let constants: Constants = { values: new Map(), atRoot: new Set() }
  return {
    StyleSheet(sheet) {
      constants = findConstants(sheet)
    },
    Variable(variable) {
      const value = variable.name.from ? undefined : constants.values.get(variable.name.ident)
      return value && handBack(value)
    },
    Declaration: {
      custom: (property) => (constants.atRoot.has(property.name) ? [] : undefined),
    },
    FunctionExit: {
      'color-mix'(fn) {
        const color = unmixOpaque(fn)
        return color && handBack(color)
      },
    },
    // The keyed form (`RuleExit: { style }`) is never called by lightningcss 1.33.
    RuleExit: (rule) => (rule.type === 'style' ? sortCustomProperties(rule) : undefined),
  } satisfies Visitor<never>
}

/**
 * What a build makes of one stylesheet: Vite compiles it with `stylesheetVisitor`, then
 * minifies the result, which parses the values the visitor wrote in (a `calc()` of
 * constants becomes a length).
 */
export function rewriteStylesheet(css: string): string {
  const rewritten = transform({ filename: 'stylesheet.css', code: Buffer.from(css), visitor: stylesheetVisitor }).code
  return transform({ filename: 'stylesheet.css', code: rewritten, minify: true }).code.toString()
}

/**
 * Fails the build when a finished stylesheet reads a variable, without a fallback, that
 * nothing in it declares. Vite rewrites each CSS file on its own and joins them
 * afterwards, so a hand-written rule that read a theme variable would lose it once the
 * UnoCSS sheet had written that variable in and dropped its `:root` declaration.
 */
export function stylesheetCheck(): Plugin {
  return {
    name: 'stylesheet-check',
    generateBundle(_options, bundle) {
      for (const file of Object.values(bundle)) {
        if (file.type !== 'asset' || !file.fileName.endsWith('.css')) continue
        const missing = undeclaredVariables(file.source.toString())
        if (missing.length > 0) this.error(`${file.fileName} reads ${missing.join(', ')}, declared nowhere in it: give the var() a fallback, or declare it.`)
      }
    },
  }
}

/** The variables a stylesheet reads without a fallback but never declares or registers. */
export function undeclaredVariables(css: string): string[] {
  const declared = new Map<string, TokenOrValue[][]>()
  const registered = new Map<string, PropertyRule>()
  const read = new Set<string>()
  transform({
    filename: 'stylesheet.css',
    code: Buffer.from(css),
    visitor: {
      StyleSheet: (sheet) => collect(sheet.rules, declared, registered),
      Variable(variable) {
        if (!variable.fallback) read.add(variable.name.ident)
      },
    },
  })
  return [...read].filter((name) => !declared.has(name) && !registered.has(name)).sort()
}

const CSS_WIDE_KEYWORDS = new Set(['initial', 'inherit', 'unset', 'revert', 'revert-layer'])

interface Constants {
  /** The value each constant always has, with the constants it names written in. */
  values: Map<string, TokenOrValue[]>
  /** The constants declared in `:root`, whose one declaration is read by nothing once they are written in. */
  atRoot: Set<string>
}

function findConstants(sheet: StyleSheet): Constants {
  const declared = new Map<string, TokenOrValue[][]>()
  const registered = new Map<string, PropertyRule>()
  collect(sheet.rules, declared, registered)
  const atRoot = new Set(sheet.rules.flatMap((rule) => (rule.type === 'style' && isRootRule(rule.value) ? customPropertyNames(rule.value) : [])))

  const candidates = new Map<string, TokenOrValue[]>()
  for (const [name, values] of declared) {
    const [value] = values
    if (registered.has(name) || values.length !== 1 || !value || !atRoot.has(name)) continue
    // `--x: initial` is the guaranteed-invalid value: var() falls back, so it is no constant.
    if (value.some((token) => token.type === 'token' && token.value.type === 'ident' && CSS_WIDE_KEYWORDS.has(token.value.value.toLowerCase()))) continue
    candidates.set(name, value)
  }
  for (const [name, rule] of registered) {
    const initial = rule.initialValue ? initialTokens(rule.initialValue) : undefined
    if (!initial) continue
    const expected = JSON.stringify(initial)
    if ((declared.get(name) ?? []).every((value) => JSON.stringify(value) === expected)) candidates.set(name, initial)
  }

  // A constant may name another (`--default-font-family:var(--font-sans)`). It is only a
  // constant if everything it names is one too: `:root` resolves the var() once for the
  // page, while the same var() written into a rule would be resolved per element.
  const constants = new Map<string, TokenOrValue[]>()
  const resolving = new Set<string>()
  const resolve = (name: string): TokenOrValue[] | undefined => {
    if (constants.has(name)) return constants.get(name)
    const value = candidates.get(name)
    if (!value || resolving.has(name)) return undefined
    resolving.add(name)
    const resolved = substitute(value, resolve)
    resolving.delete(name)
    if (resolved) constants.set(name, resolved)
    return resolved
  }
  for (const name of candidates.keys()) resolve(name)
  return { values: constants, atRoot: new Set([...constants.keys()].filter((name) => !registered.has(name))) }
}

/** Every custom property declaration and `@property` rule, however deeply nested. */
function collect(node: unknown, declared: Map<string, TokenOrValue[][]>, registered: Map<string, PropertyRule>): void {
  if (Array.isArray(node)) {
    for (const item of node) collect(item, declared, registered)
  } else if (node && typeof node === 'object') {
    if (isCustomDeclaration(node)) {
      const { name, value } = node.value
      declared.set(name, [...(declared.get(name) ?? []), value])
    } else if (isPropertyRule(node)) {
      registered.set(node.value.name, node.value)
    } else {
      for (const value of Object.values(node)) collect(value, declared, registered)
    }
  }
}

function isCustomDeclaration(node: object): node is { property: 'custom'; value: CustomProperty } {
  if (!('property' in node) || node.property !== 'custom' || !('value' in node)) return false
  const value = node.value as Partial<CustomProperty> | null
  return typeof value?.name === 'string' && Array.isArray(value.value)
}

function isPropertyRule(node: object): node is { type: 'property'; value: PropertyRule } {
  if (!('type' in node) || node.type !== 'property' || !('value' in node)) return false
  const value = node.value as Partial<PropertyRule> | null
  return typeof value?.name === 'string' && typeof value.inherits === 'boolean'
}

/** `:root` or `:root,:host`: a top-level rule for the document itself. */
function isRootRule(rule: StyleRule): boolean {
  const kinds = rule.selectors.map((selector) => (selector.length === 1 && selector[0]?.type === 'pseudo-class' ? selector[0].kind : undefined))
  return kinds.includes('root') && kinds.every((kind) => kind === 'root' || kind === 'host')
}

function customPropertyNames(rule: StyleRule): string[] {
  const { declarations = [], importantDeclarations = [] } = rule.declarations ?? {}
  return [...declarations, ...importantDeclarations].flatMap((declaration) => (declaration.property === 'custom' ? [declaration.value.name] : []))
}

/** The tokens with every var() replaced by its constant; undefined if one names a non-constant. */
function substitute(tokens: TokenOrValue[], lookup: (name: string) => TokenOrValue[] | undefined): TokenOrValue[] | undefined {
  const out: TokenOrValue[] = []
  for (const token of tokens) {
    if (token.type === 'var') {
      const value = token.value.name.from ? undefined : lookup(token.value.name.ident)
      if (!value) return undefined
      out.push(...value)
    } else if (token.type === 'function') {
      const args = substitute(token.value.arguments, lookup)
      if (!args) return undefined
      out.push({ type: 'function', value: { name: token.value.name, arguments: args } })
    } else {
      out.push(token)
    }
  }
  return out
}

/** An `@property` initial value as the tokens a declaration of the same value parses to. */
function initialTokens(component: ParsedComponent): TokenOrValue[] | undefined {
  switch (component.type) {
    case 'token-list':
      return component.value
    case 'color':
      return [{ type: 'color', value: component.value }]
    case 'percentage':
      return [{ type: 'token', value: { type: 'percentage', value: component.value } }]
    case 'number':
    case 'integer':
      return [{ type: 'token', value: { type: 'number', value: component.value } }]
    case 'length':
      return component.value.type === 'value' ? [{ type: 'length', value: component.value.value }] : undefined
    case 'length-percentage':
      if (component.value.type === 'dimension') return [{ type: 'length', value: component.value.value }]
      if (component.value.type === 'percentage') return [{ type: 'token', value: { type: 'percentage', value: component.value.value } }]
      return undefined
    default:
      // Images, transforms, calc() and the rest: the variable stays a variable.
      return undefined
  }
}

/** `color-mix(in <space>, X 100%, transparent)` is X itself. */
function unmixOpaque(fn: CssFunction): TokenOrValue[] | undefined {
  const parts = splitOnCommas(fn.arguments).map(trim)
  if (parts.length !== 3) return undefined
  const [space = [], mixed = [], other = []] = parts
  const amount = mixed.at(-1)
  const color = trim(mixed.slice(0, -1))
  const inSpace = space[0]?.type === 'token' && space[0].value.type === 'ident' && space[0].value.value === 'in'
  const opaque = amount?.type === 'token' && amount.value.type === 'percentage' && amount.value.value === 1
  const transparent =
    other.length === 1 && other[0]?.type === 'token' && other[0].value.type === 'ident' && other[0].value.value.toLowerCase() === 'transparent'
  return inSpace && opaque && transparent && color.length > 0 ? color : undefined
}

function splitOnCommas(tokens: TokenOrValue[]): TokenOrValue[][] {
  const parts: TokenOrValue[][] = [[]]
  for (const token of tokens) {
    if (token.type === 'token' && token.value.type === 'comma') parts.push([])
    else parts.at(-1)?.push(token)
  }
  return parts
}

function trim(tokens: TokenOrValue[]): TokenOrValue[] {
  const isSpace = (token: TokenOrValue | undefined) => token?.type === 'token' && token.value.type === 'white-space'
  let start = 0
  let end = tokens.length
  while (start < end && isSpace(tokens[start])) start++
  while (end > start && isSpace(tokens[end - 1])) end--
  return tokens.slice(start, end)
}

/** A block of only custom properties, its declarations sorted by name. */
function sortCustomProperties(rule: Extract<Rule, { type: 'style' }>) {
  const { declarations = [], importantDeclarations = [] } = rule.value.declarations ?? {}
  const custom = declarations.flatMap((declaration) => (declaration.property === 'custom' ? [declaration.value] : []))
  if (importantDeclarations.length > 0 || custom.length < 2 || custom.length !== declarations.length) return undefined
  const sorted = [...custom].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
  if (sorted.every((property, i) => property === custom[i])) return undefined
  const handedBack = sorted.map(({ name, value }): ReturnedDeclaration => {
    const raw = plainText(value)
    return raw ? { property: name as `-${string}`, raw } : withoutNulls<Declaration>({ property: 'custom', value: { name, value } })
  })
  return withoutNulls({ ...rule, value: { ...rule.value, declarations: { declarations: handedBack } } })
}

/*
 * What a visitor returns goes back to lightningcss, which reads some of it wrong: a
 * percentage token prints as `100.0%` (the JavaScript side has no record that it was
 * written as an integer), and absent optional fields, handed to JavaScript as `null`,
 * fail to read back (parcel-bundler/lightningcss#1081). Plain values go back as text,
 * which lightningcss parses as it parsed the source; the rest without its nulls.
 */
function handBack(tokens: TokenOrValue[]): TokenOrValue[] | { raw: string } {
  const raw = plainText(tokens)
  return raw ? { raw } : withoutNulls(tokens)
}

/** The CSS text of numbers, idents, commas, spaces, var() and functions of them; else undefined. */
function plainText(tokens: TokenOrValue[]): string | undefined {
  const pieces = tokens.map((token): string | undefined => {
    switch (token.type) {
      case 'var': {
        const { name, fallback } = token.value
        const rest = fallback ? plainText(fallback) : ''
        if (name.from || !DASHED_IDENT.test(name.ident) || rest === undefined) return undefined
        return fallback ? `var(${name.ident},${rest})` : `var(${name.ident})`
      }
      case 'function': {
        const args = plainText(token.value.arguments)
        return args !== undefined && IDENT.test(token.value.name) ? `${token.value.name}(${args})` : undefined
      }
      case 'length':
        return number(token.value.value, token.value.unit)
      case 'token': {
        const { value } = token
        if (value.type === 'ident') return IDENT.test(value.value) ? value.value : undefined
        if (value.type === 'number') return number(value.value)
        if (value.type === 'percentage') return number(value.value * 100, '%')
        if (value.type === 'dimension') return UNIT.test(value.unit) ? number(value.value, value.unit) : undefined
        if (value.type === 'white-space') return ' '
        if (value.type === 'comma') return ','
        return undefined
      }
      default:
        return undefined
    }
  })
  return pieces.includes(undefined) ? undefined : pieces.join('')
}

const IDENT = /^-?[A-Za-z_][\w-]*$/
const DASHED_IDENT = /^--[\w-]+$/
const UNIT = /^[A-Za-z]+$/

/** lightningcss keeps numbers as 32-bit floats and prints them to six significant digits. */
function number(value: number, unit = ''): string | undefined {
  return Number.isFinite(value) ? String(Number(value.toPrecision(6))) + unit : undefined
}

function withoutNulls<T>(value: T): T {
  if (Array.isArray(value)) return value.map(withoutNulls) as T
  if (value === null || typeof value !== 'object') return value
  return Object.fromEntries(Object.entries(value).flatMap(([key, item]) => (item === null ? [] : [[key, withoutNulls(item)]]))) as T
}
