import { execFileSync } from 'node:child_process'

/** The integration suites talk to the built site: make sure the build is there and current. */
export default function buildOnce() {
  execFileSync(process.execPath, ['scripts/start.mjs', '--build-only'], { stdio: 'inherit' })
}
