import { readFileSync } from 'node:fs'
import { expect, test } from 'vitest'
import { parse } from 'yaml'
import { loadConfig } from '../../server/config'

/**
 * The example deployment (`deploy/compose.yaml`, described in `docs/deploy.md`) configures its
 * nodes with variables the site reads and accepts, and the settings the two-node test
 * (`tests/integration/two-nodes.test.ts`) proves: one PostgreSQL, one bucket, shared keys.
 */
const compose = parse(readFileSync('deploy/compose.yaml', 'utf8')) as {
  services: Record<string, { environment?: Record<string, string>; image?: string }>
}

test('both nodes are the same node, configured as the site accepts', () => {
  const a = compose.services['node-a']?.environment
  const b = compose.services['node-b']?.environment
  expect(a).toBeDefined()
  expect(b).toEqual(a)
  const config = loadConfig(a!)
  expect(config.DATABASE_URL).toMatch(/^postgres:\/\/.+@postgres:5432\//)
  expect(config.STORAGE_URL).toBe('s3://passarela/site')
  expect(config.S3_ENDPOINT).toBe('http://minio:9000')
  expect(config.TRUST_PROXY).toBe('uniquelocal')
  expect(config.BOOKING_API_KEY).toBeTruthy()
  expect(config.PANEL_API_TOKEN).toBeTruthy()
  // The panel's own secret, shared too, and as long as the panel accepts (issue 38).
  expect(config.PANEL_SECRET?.length).toBeGreaterThanOrEqual(32)
  for (const name of ['AWS_ACCESS_KEY_ID', 'AWS_SECRET_ACCESS_KEY', 'AWS_REGION']) {
    expect(a![name], name).toBeTruthy()
  }
})

test('the database, the store and the proxy are there, and the proxy spreads over both nodes', () => {
  expect(Object.keys(compose.services)).toEqual(
    expect.arrayContaining(['postgres', 'minio', 'bucket', 'node-a', 'node-b', 'nginx']),
  )
  const nginx = readFileSync('deploy/nginx.conf', 'utf8')
  expect(nginx).toMatch(/server node-a:3000/)
  expect(nginx).toMatch(/server node-b:3000/)
  expect(nginx).toMatch(/X-Forwarded-Proto/)
  expect(nginx).not.toMatch(/^\s*(ip_hash|sticky|hash )/m)
})
