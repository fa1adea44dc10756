import { execFileSync } from 'node:child_process'

/**
 * The integration suites talk to the built site: make sure the build is there and current.
 * `SKIP_BUILD=1` spares a run of unit tests alone the build (and a half-edited app's errors).
 */
export default function buildOnce() {
  if (process.env.SKIP_BUILD === '1') return
  execFileSync(process.execPath, ['scripts/start.mjs', '--build-only'], { stdio: 'inherit' })
}
