// `DATABASE_URL=postgres://… npm run bench:nodes`: requests per second of a board and a profile
// on one node, then on two nodes sharing that PostgreSQL behind a round-robin proxy
// (scripts/round-robin-proxy.ts), as docs/deploy.md runs them. autocannon, 20 connections,
// 10 s, gzip asked as a browser does. The database must be one the nodes may write to.
import autocannon from 'autocannon'
import { startRoundRobinProxy } from './round-robin-proxy'
import { startServer } from '../tests/support/site-process'

const databaseUrl = process.env.DATABASE_URL
if (!databaseUrl) {
  console.error('Set DATABASE_URL to a PostgreSQL database the two nodes may share and write to.')
  process.exit(2)
}

const shared = {
  DATABASE_URL: databaseUrl,
  BOOKING_API_KEY: 'bench-nodes-booking-key',
  PANEL_API_TOKEN: 'bench-nodes-panel-token',
  PANEL_SECRET: 'bench-nodes-panel-secret-of-32-characters',
  LOG_LEVEL: 'warn',
}

async function measure(url: string) {
  const result = await autocannon({
    url,
    connections: 20,
    duration: 10,
    headers: { 'accept-encoding': 'gzip, deflate, br', accept: 'text/html' },
  })
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  }
}

const a = await startServer(shared, { ownPublicUrl: true })
const b = await startServer(shared, { ownPublicUrl: true })
const proxy = await startRoundRobinProxy([a.url, b.url])
try {
  const board = '/models'
  const html = await (await fetch(a.url + board)).text()
  const profile = /href="(\/models\/\d+\/[^"]+)"/.exec(html)?.[1]
  if (!profile) throw new Error('no profile link on /models')
  const rows: string[][] = [['page', 'where', 'req/s', 'p50 ms', 'p99 ms', 'errors']]
  for (const page of [board, profile]) {
    // Warm both nodes' caches first, as a running site has them.
    await Promise.all([fetch(a.url + page), fetch(b.url + page)])
    for (const [where, url] of [
      ['one node', a.url],
      ['two nodes, proxy', proxy.url],
    ] as const) {
      const { requestsPerSecond, p50, p99, errors } = await measure(url + page)
      rows.push([page, where, String(requestsPerSecond), String(p50), String(p99), String(errors)])
    }
  }
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)))
  for (const row of rows)
    console.log(row.map((cell, index) => cell.padEnd(widths[index]!)).join('  '))
} finally {
  await proxy.close()
  await Promise.all([a.stop(), b.stop()])
}
