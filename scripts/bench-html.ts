// What a first visit to a page downloads before it is interactive, read from the server's HTML.
// A regular-expression reader is enough here: the HTML is React's own output, not arbitrary markup.

type FirstLoadAssets = {
  /** Absolute URLs of the scripts the page loads at once, without duplicates. */
  scripts: string[]
  /** Absolute URLs of the stylesheets the page loads at once, without duplicates. */
  styles: string[]
}

type Tag = { tag: string; attributes: Map<string, string>; text: string }

const scriptElement = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi
const linkElement = /<link\b([^>]*?)\/?>/gi
const comment = /<!--[\s\S]*?-->/g
const attribute = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g

// `import x from "…"`, `import * as x from "…"`, `import "…"`, `export … from "…"` and
// `import("…")` with a literal specifier: everything a module script makes the browser fetch.
const staticImport = /\b(?:import|export)\s*(?:[\w$*{},\s]+?\s*from\s*)?(["'])([^"'\n]+)\1/g
const dynamicImport = /\bimport\s*\(\s*(["'])([^"'\n]+)\1\s*\)/g

export function firstLoadAssets(html: string, pageUrl: string): FirstLoadAssets {
  const scripts = new Set<string>()
  const styles = new Set<string>()
  const add = (set: Set<string>, reference: string | undefined) => {
    const url = reference && resolveUrl(reference, pageUrl)
    if (url) set.add(url)
  }

  for (const { tag, attributes, text } of tags(html)) {
    if (tag === 'link') {
      const rel = relTokens(attributes)
      if (rel.includes('modulepreload') || rel.includes(heldModulePreload))
        add(scripts, attributes.get('href'))
      if (rel.includes('stylesheet')) add(styles, attributes.get('href'))
    } else if (isExecutedScript(attributes)) {
      const src = attributes.get('src')
      if (src !== undefined) add(scripts, src)
      else if (isModule(attributes))
        for (const specifier of moduleImports(text)) add(scripts, specifier)
    }
  }
  return { scripts: [...scripts], styles: [...styles] }
}

const scriptTypes = ['', 'module', 'text/javascript', 'application/javascript']

/**
 * A script the browser runs: a module or a classic script. Ours are modules; a site compared
 * with ours (`--against`) may load classic ones by `src`. A `nomodule` script is the fallback
 * a modern browser skips, and JSON or template types are data.
 */
function isExecutedScript(attributes: Map<string, string>): boolean {
  const type = scriptType(attributes)
  return scriptTypes.includes(type) && !(attributes.has('nomodule') && type !== 'module')
}

function isModule(attributes: Map<string, string>): boolean {
  return scriptType(attributes) === 'module'
}

// Our pages hold their preloads and bootstrap module until the first screen has painted, then
// put them back as they were (app/lib/page/script-after-first-screen.server.ts): the same first load.
const heldModulePreload = 'held-modulepreload'
const heldModuleScript = 'held/module'

function scriptType(attributes: Map<string, string>): string {
  const type = (attributes.get('type') ?? '').trim().toLowerCase()
  return type === heldModuleScript ? 'module' : type
}

/** The module specifiers an inline module script imports, statically or with a literal `import()`. */
export function moduleImports(source: string): string[] {
  const specifiers = [...source.matchAll(staticImport), ...source.matchAll(dynamicImport)]
    .map((match) => match[2])
    .filter((specifier) => specifier !== undefined)
  return [...new Set(specifiers)]
}

function tags(html: string): Tag[] {
  const found: Tag[] = []
  // Script bodies hold JSON and code that may spell `<link`; links are looked for outside them.
  const outsideScripts = html
    .replace(comment, '')
    .replace(scriptElement, (_whole, attributes: string, text: string) => {
      found.push({ tag: 'script', attributes: parseAttributes(attributes), text })
      return ' '
    })
  for (const match of outsideScripts.matchAll(linkElement)) {
    found.push({ tag: 'link', attributes: parseAttributes(match[1] ?? ''), text: '' })
  }
  return found
}

export function parseAttributes(source: string): Map<string, string> {
  const attributes = new Map<string, string>()
  for (const match of source.matchAll(attribute)) {
    const name = match[1]?.toLowerCase()
    if (!name || attributes.has(name)) continue
    attributes.set(name, decodeEntities(match[2] ?? match[3] ?? match[4] ?? ''))
  }
  return attributes
}

function relTokens(attributes: Map<string, string>): string[] {
  return (attributes.get('rel') ?? '').toLowerCase().split(/\s+/).filter(Boolean)
}

function resolveUrl(reference: string, base: string): string | null {
  try {
    const url = new URL(reference.trim(), base)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null
  } catch {
    return null
  }
}

const namedEntities: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
}

function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (entity, name: string) => {
    if (name[0] === '#') {
      const hex = name[1] === 'x' || name[1] === 'X'
      const code = hex ? parseInt(name.slice(2), 16) : Number(name.slice(1))
      return code <= 0x10ffff ? String.fromCodePoint(code) : entity
    }
    return namedEntities[name.toLowerCase()] ?? entity
  })
}
