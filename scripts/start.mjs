// `npm start`: build when there is no build or the app changed since the last one, then serve.
// `--build-only` stops after the build check (the test suites use it).
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const builtSite = path.join(root, 'build/server/index.js')
const builtHost = path.join(root, 'build/host/index.js')

function newestChange(directory) {
  let newest = 0
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    const full = path.join(directory, entry.name)
    newest = Math.max(newest, entry.isDirectory() ? newestChange(full) : statSync(full).mtimeMs)
  }
  return newest
}

/** Whether `built` is missing or older than any of `sources` (folders or files). */
function staleAgainst(built, sources) {
  if (!existsSync(built)) return true
  const builtAt = statSync(built).mtimeMs
  return sources.some((source) => {
    const full = path.join(root, source)
    const changed = statSync(full).isDirectory() ? newestChange(full) : statSync(full).mtimeMs
    return changed > builtAt
  })
}

// Always a production build: Vite follows NODE_ENV, and the test runner sets it to `test`,
// which would bundle React's development build into what the browser tests load.
function run(command, args) {
  const env = { ...process.env, NODE_ENV: 'production' }
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

// The site (React Router's build of app/) and its host (server/ with the embedded services,
// bundled by scripts/build-host.mjs), each rebuilt when what it is made of changed.
if (
  staleAgainst(builtSite, ['app', 'vite.config.ts', 'react-router.config.ts', 'package-lock.json'])
) {
  console.log('Building the site…')
  run(path.join(root, 'node_modules/.bin/react-router'), ['build'])
}
if (staleAgainst(builtHost, ['server', 'services', 'contracts', 'app', 'package-lock.json'])) {
  console.log('Building the host…')
  run(process.execPath, [path.join(root, 'scripts/build-host.mjs')])
}

if (process.argv.includes('--build-only')) process.exit(0)

process.env.NODE_ENV ??= 'production'
// A stack trace in the log names the TypeScript sources, not the bundle's lines.
process.setSourceMapsEnabled(true)
await import(builtHost)
