// `npm test`: the build and every suite, one phase after another, each timed, so that a run's log
// says where its time went. It stops at the first phase that fails, with that phase's exit code.
// `PHASE_LOG` names a file each phase's time is also appended to (.ci/run prints it at the end).
import { spawnSync } from 'node:child_process'
import { appendFileSync } from 'node:fs'

// Each Playwright project runs alone to be timed alone; each keeps its own report and results,
// which the next run would otherwise wipe.
const playwright = (project) => [`--project=${project}`, `--output=test-results/${project}`]
const phases = [
  ['build', ['run', 'build']],
  ['Vitest', ['run', 'test:unit']],
  // The other Node lines `engines` declares, on the tests of what differs between lines.
  ['Vitest other Node lines', ['run', 'test:node-lines', '--', '--others-sampled']],
  ['Playwright phone', ['run', 'test:e2e', '--', ...playwright('phone')], 'phone'],
  ['Playwright desktop', ['run', 'test:e2e', '--', ...playwright('desktop')], 'desktop'],
  ['Playwright remote', ['run', 'test:e2e:remote', '--', '--output=test-results/remote'], 'remote'],
]

const times = []
for (const [name, args, report] of phases) {
  console.log(`\nstarting phase ${name}: npm ${args.join(' ')}`)
  const started = performance.now()
  const env = report
    ? { ...process.env, PLAYWRIGHT_HTML_OUTPUT_DIR: `playwright-report/${report}` }
    : process.env
  const result = spawnSync('npm', args, { stdio: 'inherit', env })
  const line = `phase ${name}: ${Math.round((performance.now() - started) / 1000)} s`
  times.push(line)
  if (process.env.PHASE_LOG) appendFileSync(process.env.PHASE_LOG, `${line}\n`)
  console.log(line)
  if (result.status !== 0) {
    console.log(`\n${times.join('\n')}\nphase ${name} failed`)
    process.exit(result.status ?? 1)
  }
}
console.log(`\n${times.join('\n')}`)
