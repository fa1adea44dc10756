// `npm start`: build when there is no build or any of its inputs changed since the last one,
// then serve. `--build-only` stops after the build check: the test suites' one way to a
// current build (Vitest's global setup runs it, Playwright's web server starts the site with it).
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { staleBuilds } from '../build-tools/build-inputs.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const builtHost = path.join(root, 'build/host/index.js')

// Always a production build: Vite follows NODE_ENV, and the test runner sets it to `test`,
// which would bundle React's development build into what the browser tests load.
function run(command, args) {
  const env = { ...process.env, NODE_ENV: 'production' }
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

// The site (React Router's build of app/) and its host (server/ with the embedded services,
// bundled by build-tools/build-host.mjs), each rebuilt when what it is made of changed.
const stale = staleBuilds(root)
if (stale.site) {
  console.log('Building the site…')
  run(process.execPath, [path.join(root, 'build-tools/react-router.mjs'), 'build'])
}
if (stale.host) {
  console.log('Building the host…')
  run(process.execPath, [path.join(root, 'build-tools/build-host.mjs')])
}

if (process.argv.includes('--build-only')) process.exit(0)

process.env.NODE_ENV ??= 'production'
// A stack trace in the log names the TypeScript sources, not the bundle's lines.
process.setSourceMapsEnabled(true)
await import(builtHost)
