import { execFileSync } from 'node:child_process'
import { keepDataTemplates } from '../support/data-template'

/**
 * The integration suites talk to the built site: make sure the build is there and current.
 * `SKIP_BUILD=1` spares a run of unit tests alone the build (and a half-edited app's errors).
 * Their servers start from the run's data template (tests/support/data-template.ts), removed at the end.
 */
export default function buildOnce() {
  if (process.env.SKIP_BUILD !== '1') {
    execFileSync(process.execPath, ['scripts/start.mjs', '--build-only'], { stdio: 'inherit' })
  }
  return keepDataTemplates()
}
