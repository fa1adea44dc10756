// The host ahead of time: `server/index.ts` with the embedded services and what they import,
// bundled into `build/host/index.js` (npm packages stay outside, loaded from node_modules).
// Production runs it with plain Node: no TypeScript loader in the process, whose thread and
// caches cost about 100 MB of memory (docs/decisions/016-page-cache-and-compiled-host.md).
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'
import { hostEntries } from './build-inputs.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

await build({
  absWorkingDir: root,
  entryPoints: hostEntries,
  outdir: 'build/host',
  bundle: true,
  packages: 'external',
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
})
