import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, test } from 'vitest'

/**
 * Every path the README and the pages in `docs/` name is one the repository holds: the relative
 * targets of their Markdown links (with the headings their `#anchors` name), and the repository
 * paths they name in inline code (`server/config.ts`, `services/panel/`). Globs and placeholders
 * (`app/lib/*.server.ts`, `services/<name>/`) are not paths and are left alone.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

/** The folders at the top of the repository whose names a path in the docs starts with. */
const topFolders = [
  'app',
  'server',
  'services',
  'contracts',
  'scripts',
  'tests',
  'docs',
  'public',
  'deploy',
  'eslint-rules',
]
const rootFile = /^(package(-lock)?\.json|tsconfig\.json|README\.md|[\w-]+\.config\.(ts|js|mjs))$/
const placeholder = /[*<>{}…]|:[a-z]/i

function markdownFiles(): string[] {
  const docs = readdirSync(path.join(root, 'docs'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.md'))
    .map((file) => path.join('docs', file))
  return ['README.md', ...docs.sort()]
}

/** The text outside fenced code blocks, where links and inline code mean what they say. */
function prose(markdown: string): string {
  return markdown.replace(/^ *(```|~~~)[^\n]*\n[\s\S]*?^ *\1 *$/gm, '')
}

/** Relative link targets, as written: `docs/deploy.md#backups`, `../app/root.tsx`, `#anchor`. */
function linkTargets(text: string): string[] {
  return [...text.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)]
    .map((match) => match[1]!)
    .filter((target) => !/^[a-z][a-z\d+.-]*:/i.test(target))
}

/** Words of inline code that name a repository path: `server/config.ts`, `tsx scripts/seed.ts`. */
function codePaths(text: string): string[] {
  const paths: string[] = []
  for (const [, , code] of text.matchAll(/(`+)([^`]+?)\1/g)) {
    for (const word of code!.trim().split(/\s+/)) {
      const candidate = word.replace(/[),;.:]+$/, '')
      if (placeholder.test(candidate)) continue
      const top = candidate.split('/')[0]!
      if ((candidate.includes('/') && topFolders.includes(top)) || rootFile.test(candidate)) {
        paths.push(candidate)
      }
    }
  }
  return paths
}

/** GitHub's anchors of a Markdown file's headings. */
function anchors(markdown: string): Set<string> {
  const seen = new Map<string, number>()
  const result = new Set<string>()
  for (const [, heading] of prose(markdown).matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const slug = heading!
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
      .replace(/ /g, '-')
    const count = seen.get(slug) ?? 0
    seen.set(slug, count + 1)
    result.add(count === 0 ? slug : `${slug}-${count}`)
  }
  return result
}

function problemsOf(file: string): string[] {
  const text = prose(readFileSync(path.join(root, file), 'utf8'))
  const folder = path.dirname(path.join(root, file))
  const problems: string[] = []

  for (const target of linkTargets(text)) {
    const [address = '', anchor] = target.split('#')
    const resolved = address === '' ? path.join(root, file) : path.resolve(folder, address)
    if (!resolved.startsWith(root + path.sep) && resolved !== root) {
      problems.push(`${file}: link to ${target} leaves the repository`)
    } else if (!existsSync(resolved)) {
      problems.push(`${file}: link to ${target}: no ${path.relative(root, resolved)}`)
    } else if (anchor && resolved.endsWith('.md')) {
      if (!anchors(readFileSync(resolved, 'utf8')).has(anchor)) {
        problems.push(`${file}: link to ${target}: no heading #${anchor}`)
      }
    }
  }

  for (const name of codePaths(text)) {
    const resolved = path.join(root, name)
    if (!existsSync(resolved)) {
      problems.push(`${file}: \`${name}\` does not exist`)
    } else if (name.endsWith('/') && !statSync(resolved).isDirectory()) {
      problems.push(`${file}: \`${name}\` is not a folder`)
    }
  }
  return problems
}

test('the README and docs/ name only paths the repository holds', () => {
  const files = markdownFiles()
  expect(files).toContain('docs/architecture.md')
  // 55 links and about 300 paths today: a reader that finds none fails too.
  const named = files.map((file) => prose(readFileSync(path.join(root, file), 'utf8')))
  expect(named.flatMap(linkTargets).length).toBeGreaterThan(10)
  expect(named.flatMap(codePaths).length).toBeGreaterThan(100)
  expect(files.flatMap(problemsOf)).toEqual([])
})

test('paths are read from links and inline code, not from placeholders', () => {
  const text = prose(
    [
      'See [deploying](docs/deploy.md#backups), [the app](<../app/root.tsx>) and [a site](https://example.com).',
      'The host is `server/config.ts`, run by `tsx services/panel/main.ts`; `services/panel/`.',
      'Not paths: `app/lib/*.server.ts`, `services/<name>/db/`, `packages/:token`, `DATA_DIR/media`.',
      '```sh',
      'cat scripts/in-a-fence.ts [x](in-a-fence.md)',
      '```',
    ].join('\n'),
  )
  expect(linkTargets(text)).toEqual(['docs/deploy.md#backups', '../app/root.tsx'])
  expect(codePaths(text)).toEqual(['server/config.ts', 'services/panel/main.ts', 'services/panel/'])
  expect(anchors('# Running several nodes\n## Health, readiness and stopping\n## Backups')).toEqual(
    new Set(['running-several-nodes', 'health-readiness-and-stopping', 'backups']),
  )
})
