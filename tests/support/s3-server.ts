import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import S3rver from 's3rver'

/**
 * An S3-compatible server on a free port (s3rver, from npm), with its buckets in a folder of its
 * own: what the tests point `STORAGE_URL`/`S3_ENDPOINT` at. Its credentials are s3rver's fixed
 * pair, given as the standard AWS variables.
 */
export async function startS3Server(buckets: string[]) {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'passarela-s3-'))
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: buckets.map((name) => ({ name, configs: [] })),
  })
  const { port } = await server.run()
  let current = server
  return {
    endpoint: `http://127.0.0.1:${port}`,
    directory,
    credentials: {
      AWS_ACCESS_KEY_ID: 'S3RVER',
      AWS_SECRET_ACCESS_KEY: 'S3RVER',
      AWS_REGION: 'us-east-1',
    },
    /** The store stops answering (its port closed) until `resume`. */
    async pause() {
      await current.close()
    },
    async resume() {
      current = new S3rver({
        port,
        address: '127.0.0.1',
        silent: true,
        directory,
        configureBuckets: buckets.map((name) => ({ name, configs: [] })),
      })
      await current.run()
    },
    async close() {
      await current.close()
      rmSync(directory, { recursive: true, force: true })
    },
  }
}
