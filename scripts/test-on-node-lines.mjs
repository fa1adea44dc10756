// `npm run test:node-lines [-- vitest filters]`: the unit and integration tests (Vitest) on each
// Node line package.json's engines declare, one after the other. A line other than the running
// Node's is fetched from the npm registry, which carries Node's own binaries as the `node`
// package (`npx -y -p node@22 node …`); the suite's own processes (the site, the commands) run
// on that Node too, as they start with `process.execPath`. NODE_LINES=22,24 picks some lines.
//
// `--others-sampled` (what `npm test` runs, docs/testing.md): every declared line but the running
// one, each with the tests of what changes from one line to another: Node's own APIs under the
// whole site (a form with a photo through the scouting path, images resized), the dependencies
// that declare their own Node (file-type, sanitize-html) or carry native code (argon2, sharp),
// and Intl. The whole suite on one line takes eight minutes of a 30-minute CI.
import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const { engines } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'))

/** The major of each range in `engines.node`: `^20.19.0 || ^22.13.0 || >=24` gives 20, 22, 24. */
function declaredLines(range) {
  return range.split('||').map((part) => {
    const major = /(\d+)/.exec(part)
    if (!major) throw new Error(`engines.node: cannot read a Node line in "${part.trim()}"`)
    return Number(major[1])
  })
}

const sampled = [
  'contracts/',
  'services/panel/admin/security/passwords.test.ts',
  'services/panel/admin/markdown.test.ts',
  'app/lib/news/post-html.server.test.ts',
  'tests/integration/images.test.ts',
  'tests/integration/scouting-application.test.ts',
]
const othersSampled = process.argv[2] === '--others-sampled'
const running = Number(process.versions.node.split('.')[0])
const lines = process.env.NODE_LINES
  ? process.env.NODE_LINES.split(',').map(Number)
  : declaredLines(engines.node).filter((line) => !othersSampled || line !== running)
const vitest = path.join(root, 'node_modules/vitest/vitest.mjs')
const filters = othersSampled ? sampled : process.argv.slice(2)

const results = []
for (const line of lines) {
  const args = ['run', ...filters]
  // The running Node serves its own line; another is the newest release of its line.
  const [command, commandArgs] =
    line === running
      ? [process.execPath, [vitest, ...args]]
      : ['npx', ['-y', '-p', `node@${line}`, 'node', vitest, ...args]]
  console.log(`\n— Node ${line}: ${[command, ...commandArgs].join(' ')}`)
  const started = Date.now()
  const result = spawnSync(command, commandArgs, { cwd: root, stdio: 'inherit' })
  const seconds = Math.round((Date.now() - started) / 1000)
  results.push({ line, status: result.status ?? 1, seconds })
}

console.log('\nNode line  result  time')
for (const { line, status, seconds } of results) {
  console.log(`${String(line).padEnd(9)}  ${status === 0 ? 'passed' : 'FAILED'}  ${seconds} s`)
}
process.exit(results.every(({ status }) => status === 0) ? 0 : 1)
