// `npm start`: build when there is no build or the app changed since the last one, then serve.
// `--build-only` stops after the build check (the test suites use it).
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const builtServer = path.join(root, 'build/server/index.js')

function newestChange(directory) {
  let newest = 0
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    const full = path.join(directory, entry.name)
    newest = Math.max(newest, entry.isDirectory() ? newestChange(full) : statSync(full).mtimeMs)
  }
  return newest
}

const stale =
  !existsSync(builtServer) ||
  newestChange(path.join(root, 'app')) > statSync(builtServer).mtimeMs ||
  ['vite.config.ts', 'react-router.config.ts', 'package-lock.json'].some(
    (file) => statSync(path.join(root, file)).mtimeMs > statSync(builtServer).mtimeMs,
  )

if (stale) {
  console.log('Building the site…')
  const build = spawnSync(path.join(root, 'node_modules/.bin/react-router'), ['build'], {
    cwd: root,
    stdio: 'inherit',
  })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

if (process.argv.includes('--build-only')) process.exit(0)

process.env.NODE_ENV ??= 'production'
const { register } = await import('tsx/esm/api')
register()
await import(path.join(root, 'server/index.ts'))
