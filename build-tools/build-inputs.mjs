import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

/**
 * What each build is made of, every input it reads: a change to any of them rebuilds it. The
 * site is React Router's build of app/ with the contracts it imports, the public files, and the
 * configuration and plugins Vite runs (the files under build-tools/ that vite.config.ts imports);
 * the host is server/ bundled with the embedded services and everything else they import, and
 * the services and commands bundled beside it (hostEntries).
 */
/**
 * What the host build bundles, by the file each lands in under build/host/: the site's host
 * (what `npm start` serves), the two services as `npm run booking` and `npm run panel` start them,
 * and the commands package.json runs. The commands' npm scripts run their sources with tsx, as
 * they may come before any build; the tests run these bundles, a second sooner a start.
 */
export const commands = ['panel-user', 'panel-erase', 'backup', 'restore', 'seed', 'catalog-import']
export const hostEntries = {
  index: 'server/index.ts',
  booking: 'services/booking/main.ts',
  panel: 'services/panel/main.ts',
  ...Object.fromEntries(
    commands.map((command) => [`commands/${command}`, `scripts/${command}.ts`]),
  ),
}

export function buildInputs(root) {
  const shared = ['app', 'contracts', 'package-lock.json', 'tsconfig.json']
  const config = readFileSync(path.join(root, 'vite.config.ts'), 'utf8')
  const plugins = [...config.matchAll(/from '\.\/(build-tools\/[^']+)'/g)].map((match) => match[1])
  return {
    site: [...shared, 'public', 'vite.config.ts', 'react-router.config.ts', ...plugins],
    host: [
      ...shared,
      'server',
      'services',
      'build-tools/build-host.mjs',
      'build-tools/build-inputs.mjs',
      'scripts/database-in-use.ts',
      ...commands.map((command) => `scripts/${command}.ts`),
    ],
  }
}

/** Where each build's entry lands: its age is the build's. */
export const builtEntries = { site: 'build/server/index.js', host: 'build/host/index.js' }

/** Which builds are missing or older than one of their inputs. */
export function staleBuilds(root) {
  const inputs = buildInputs(root)
  const stale = (build) => {
    const built = path.join(root, builtEntries[build])
    if (!existsSync(built)) return true
    const builtAt = statSync(built).mtimeMs
    return inputs[build].some((input) => newestChange(path.join(root, input)) > builtAt)
  }
  return { site: stale('site'), host: stale('host') }
}

function newestChange(full) {
  if (!existsSync(full)) return 0
  if (!statSync(full).isDirectory()) return statSync(full).mtimeMs
  let newest = 0
  for (const entry of readdirSync(full))
    newest = Math.max(newest, newestChange(path.join(full, entry)))
  return newest
}
