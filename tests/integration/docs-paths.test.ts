import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, test } from 'vitest'

/**
 * Every path the README and the pages in `docs/` name is one the repository holds: the relative
 * targets of their Markdown links (with the headings their `#anchors` name), and the repository
 * paths they name in inline code (`server/config.ts`, `services/panel/`), and the globs they name
 * there (`app/lib/*.server.ts`), each of which must match a file. Placeholders (`services/<name>/`,
 * `packages/:token`) are not paths and are left alone.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

/** The folders at the top of the repository whose names a path in the docs starts with. */
const topFolders = [
  'app',
  'server',
  'services',
  'contracts',
  'scripts',
  'build-tools',
  'tests',
  'docs',
  'public',
  'deploy',
  'eslint-rules',
]
const rootFile = /^(package(-lock)?\.json|tsconfig\.json|README\.md|[\w-]+\.config\.(ts|js|mjs))$/
const placeholder = /[<>{}…]|:[a-z]/i

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

/**
 * Words of inline code that name a repository path (`server/config.ts`, `tsx scripts/seed.ts`)
 * or a glob of them (`app/lib/*.server.ts`, with `*` for any part of a name).
 */
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

/**
 * The repository's files and folders a glob names (`*` within one name, a trailing `/` for a
 * folder), read from the folder before its first `*`: `app/lib/comp-card*.server.ts` names
 * none, `app/lib/profile/comp-card*.server.ts` three.
 */
function globMatches(glob: string): string[] {
  const fixed = glob.slice(0, glob.indexOf('*')).replace(/[^/]*$/, '')
  if (!existsSync(path.join(root, fixed))) return []
  const name = glob.replace(/\/$/, '')
  const pattern = new RegExp(
    `^${name
      .split('*')
      .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
      .join('[^/]*')}$`,
  )
  return readdirSync(path.join(root, fixed), { recursive: true, encoding: 'utf8' })
    .map((entry) => `${fixed}${entry.split(path.sep).join('/')}`)
    .filter((entry) => pattern.test(entry))
    .filter((entry) => !glob.endsWith('/') || statSync(path.join(root, entry)).isDirectory())
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
    if (name.includes('*')) {
      if (globMatches(name).length === 0) problems.push(`${file}: \`${name}\` matches no file`)
    } else if (!existsSync(resolved)) {
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
      'A glob: `app/lib/*.server.ts`. Not paths: `services/<name>/db/`, `packages/:token`, `DATA_DIR/media`.',
      '```sh',
      'cat scripts/in-a-fence.ts [x](in-a-fence.md)',
      '```',
    ].join('\n'),
  )
  expect(linkTargets(text)).toEqual(['docs/deploy.md#backups', '../app/root.tsx'])
  expect(codePaths(text)).toEqual([
    'server/config.ts',
    'services/panel/main.ts',
    'services/panel/',
    'app/lib/*.server.ts',
  ])
  expect(anchors('# Running several nodes\n## Health, readiness and stopping\n## Backups')).toEqual(
    new Set(['running-several-nodes', 'health-readiness-and-stopping', 'backups']),
  )
})

test('a glob names the files it matches, and a glob that matches none is found out', () => {
  expect(globMatches('app/lib/comp-card*.server.ts')).toEqual([])
  expect(globMatches('app/lib/profile/comp-card*.server.ts').sort()).toEqual([
    'app/lib/profile/comp-card-images.server.ts',
    'app/lib/profile/comp-card-pdf.server.ts',
    'app/lib/profile/comp-card.server.ts',
  ])
  expect(globMatches('app/lib/*.server.ts')).toContain('app/lib/image-encoding.server.ts')
  // One name: `*` does not reach into folders.
  expect(globMatches('app/lib/*.server.ts')).not.toContain('app/lib/profile/profile.server.ts')
  expect(globMatches('services/*/')).toContain('services/panel')
  expect(globMatches('nowhere/*.ts')).toEqual([])
})
