import { randomBytes } from 'node:crypto'
import { once } from 'node:events'
import { createWriteStream } from 'node:fs'
import { mkdir, open, readdir, rename, rmdir, stat, unlink } from 'node:fs/promises'
import path from 'node:path'
import { type Readable, Transform } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  NotFound,
  S3Client,
} from '@aws-sdk/client-s3'
import { Upload } from '@aws-sdk/lib-storage'

/**
 * Where the services keep files: a folder on this machine (the embedded default, under
 * `DATA_DIR`), or S3-compatible object storage that several nodes share (`STORAGE_URL=s3://…`).
 * Keys are paths such as `uploads/3f9c….jpg`; bytes stream in and out, never held whole.
 */
export type FileStore = {
  /** Streams `body` in under `key`, replacing what was there; resolves with its size. */
  put(key: string, body: Readable, options?: { contentType?: string }): Promise<{ size: number }>
  /**
   * The bytes under `key` as a stream with their size, or null when there are none; `range`
   * asks for the bytes from `start` to `end` (inclusive, to the end when absent), as a video
   * player does.
   */
  get(key: string, range?: ByteRange): Promise<StoredFile | null>
  exists(key: string): Promise<boolean>
  /** Every key it holds with its size (a backup's files), a store's own scratch left out. */
  list(): AsyncIterable<{ key: string; size: number }>
  /** Removes `key`; a key already gone is no error. */
  delete(key: string): Promise<void>
  /** Throws unless the store answers (for `/readyz`). */
  check(): Promise<void>
  /** What it is, for the logs: a folder, or the bucket. */
  describe(): string
  /** Lets its connections go (at shutdown). */
  close(): Promise<void>
}

export type ByteRange = { start: number; end?: number }

export type StoredFile = {
  body: Readable
  /** Bytes in `body`. */
  size: number
  /** Bytes of the whole file (more than `size` for a range). */
  totalSize: number
  /** The range `body` holds, when one was asked for. */
  range?: { start: number; end: number }
  contentType?: string
}

/** A folder's path stands for the local store rooted there: what tests and commands pass. */
export function asFileStore(filesOrFolder: FileStore | string): FileStore {
  return typeof filesOrFolder === 'string' ? localFileStore(filesOrFolder) : filesOrFolder
}

/** `STORAGE_URL` and its companions, as the environment gives them. */
export type StorageSettings = {
  /** `s3://bucket/prefix`; absent: the local folder. */
  storageUrl?: string
  /** An S3-compatible endpoint (MinIO, …); absent: AWS itself. */
  s3Endpoint?: string
  /** Path-style addresses (`endpoint/bucket/key`), which most S3-compatible stores want. */
  s3ForcePathStyle?: boolean
  region?: string
}

/**
 * The settings as the environment spells them (`STORAGE_URL`, `S3_ENDPOINT`,
 * `S3_FORCE_PATH_STYLE`, `AWS_REGION`), an empty value counting as none.
 */
export function storageSettings(
  environment: Partial<
    Record<'STORAGE_URL' | 'S3_ENDPOINT' | 'S3_FORCE_PATH_STYLE' | 'AWS_REGION', string>
  >,
): StorageSettings {
  const value = (name: keyof typeof environment) => environment[name] || undefined
  const pathStyle = value('S3_FORCE_PATH_STYLE')
  return {
    storageUrl: value('STORAGE_URL'),
    s3Endpoint: value('S3_ENDPOINT'),
    s3ForcePathStyle: pathStyle === undefined ? undefined : pathStyle === 'true',
    region: value('AWS_REGION'),
  }
}

/** A key as the store takes it: relative, forward slashes, no `.` or `..` segments. */
export function storageKey(...parts: string[]): string {
  const segments = parts
    .join('/')
    .split('/')
    .filter((segment) => segment !== '' && segment !== '.')
  if (segments.some((segment) => segment === '..' || segment.includes('\\'))) {
    throw new RangeError(`Not a storage key: ${parts.join('/')}`)
  }
  return segments.join('/')
}

/**
 * The store `settings` name, for one kind of file: the local folder `localRoot`, or under the
 * bucket's prefix, the folder `name` (`s3://bucket/site` + `uploads` → `site/uploads/…`).
 */
export function openFileStore(settings: StorageSettings, localRoot: string, name = ''): FileStore {
  if (!settings.storageUrl) return localFileStore(localRoot)
  const url = new URL(settings.storageUrl)
  if (url.protocol !== 's3:' || !url.hostname) {
    throw new RangeError(`STORAGE_URL must be s3://bucket[/prefix]: ${settings.storageUrl}`)
  }
  return s3FileStore({
    bucket: url.hostname,
    prefix: storageKey(decodeURIComponent(url.pathname), name),
    endpoint: settings.s3Endpoint,
    forcePathStyle: settings.s3ForcePathStyle ?? Boolean(settings.s3Endpoint),
    region: settings.region ?? 'us-east-1',
  })
}

export function localFileStore(root: string): FileStore {
  const base = path.resolve(root)
  const fileOf = (key: string) => path.join(base, storageKey(key))
  return {
    async put(key, body) {
      const file = fileOf(key)
      await mkdir(path.dirname(file), { recursive: true, mode: 0o700 })
      // Written aside and renamed: a reader never sees half a file, a failure leaves none.
      const partial = `${file}.${randomBytes(6).toString('hex')}.partial`
      const counter = byteCounter()
      const output = createWriteStream(partial, { mode: 0o600 })
      try {
        await pipeline(body, counter, output)
        await rename(partial, file)
      } catch (error) {
        // A body that fails at once may do so while the file is still being opened: it is
        // removed once closed, or it would stay behind, created after the removal.
        if (!output.closed) await once(output, 'close').catch(() => undefined)
        await unlink(partial).catch(() => undefined)
        throw error
      }
      return { size: counter.bytes() }
    },
    async get(key, range) {
      // Opened now: a delete before the stream is read cannot take the bytes from under it.
      const handle = await open(fileOf(key)).catch(() => null)
      if (!handle) return null
      const info = await handle.stat()
      if (!info.isFile()) {
        await handle.close()
        return null
      }
      if (!range) return { body: handle.createReadStream(), size: info.size, totalSize: info.size }
      const end = Math.min(range.end ?? info.size - 1, info.size - 1)
      return {
        body: handle.createReadStream({ start: range.start, end }),
        size: Math.max(0, end - range.start + 1),
        totalSize: info.size,
        range: { start: range.start, end },
      }
    },
    async exists(key) {
      // Anything in the way counts: erasing it must then fail, not pass for already gone.
      return Boolean(await stat(fileOf(key)).catch(() => null))
    },
    // A name starting with a dot is a store's own (a file being written, an upload arriving).
    async *list() {
      async function* walk(
        folder: string,
        prefix: string,
      ): AsyncGenerator<{ key: string; size: number }> {
        const entries = await readdir(folder, { withFileTypes: true }).catch(() => [])
        for (const entry of entries.sort((a, b) => (a.name < b.name ? -1 : 1))) {
          if (entry.name.startsWith('.') || entry.name.endsWith('.partial')) continue
          const key = prefix ? `${prefix}/${entry.name}` : entry.name
          const full = path.join(folder, entry.name)
          if (entry.isDirectory()) yield* walk(full, key)
          else if (entry.isFile()) yield { key, size: (await stat(full)).size }
        }
      }
      yield* walk(base, '')
    },
    async delete(key) {
      const file = fileOf(key)
      await unlink(file).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error
      })
      // Its folders too, once empty, as a bucket has none: a deleted talent leaves no trace.
      for (let folder = path.dirname(file); folder.startsWith(base + path.sep);) {
        if (
          !(await rmdir(folder).then(
            () => true,
            () => false,
          ))
        )
          break
        folder = path.dirname(folder)
      }
    },
    async check() {
      await mkdir(base, { recursive: true, mode: 0o700 })
    },
    describe: () => base,
    close: async () => {},
  }
}

function s3FileStore({
  bucket,
  prefix,
  endpoint,
  forcePathStyle,
  region,
}: {
  bucket: string
  prefix: string
  endpoint?: string
  forcePathStyle: boolean
  region: string
}): FileStore {
  // Credentials come from the standard AWS variables (AWS_ACCESS_KEY_ID, …) or the machine's role.
  const client = new S3Client({ region, endpoint, forcePathStyle })
  const objectKey = (key: string) => (prefix ? `${prefix}/${storageKey(key)}` : storageKey(key))
  const missing = (error: unknown) =>
    error instanceof NoSuchKey ||
    error instanceof NotFound ||
    (error as { name?: string }).name === 'NotFound' ||
    (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404
  return {
    async put(key, body, options = {}) {
      const counter = byteCounter()
      // Multipart in 5 MB parts, a few at a time: a 100 MB video never sits whole in memory.
      const upload = new Upload({
        client,
        params: {
          Bucket: bucket,
          Key: objectKey(key),
          Body: body.pipe(counter),
          ContentType: options.contentType,
        },
        queueSize: 2,
        partSize: 5 * 1024 * 1024,
        leavePartsOnError: false,
      })
      body.once('error', (error) => counter.destroy(error))
      await upload.done()
      return { size: counter.bytes() }
    },
    async get(key, range) {
      try {
        const answer = await client.send(
          new GetObjectCommand({
            Bucket: bucket,
            Key: objectKey(key),
            Range: range ? `bytes=${range.start}-${range.end ?? ''}` : undefined,
          }),
        )
        const size = Number(answer.ContentLength ?? 0)
        // `bytes 0-99/1000`: the range the store sent, and the whole file's size.
        const parts = /bytes (\d+)-(\d+)\/(\d+)/.exec(answer.ContentRange ?? '')
        return {
          body: answer.Body as Readable,
          size,
          totalSize: parts ? Number(parts[3]) : size,
          range: parts ? { start: Number(parts[1]), end: Number(parts[2]) } : undefined,
          contentType: answer.ContentType,
        }
      } catch (error) {
        if (missing(error)) return null
        throw error
      }
    },
    async exists(key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket: bucket, Key: objectKey(key) }))
        return true
      } catch (error) {
        if (missing(error)) return false
        throw error
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: objectKey(key) }))
    },
    async *list() {
      const under = prefix ? `${prefix}/` : ''
      let token: string | undefined
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: bucket, Prefix: under, ContinuationToken: token }),
        )
        for (const object of page.Contents ?? []) {
          if (object.Key)
            yield { key: object.Key.slice(under.length), size: Number(object.Size ?? 0) }
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined
      } while (token)
    },
    async check() {
      await client.send(new HeadBucketCommand({ Bucket: bucket }))
    },
    describe: () => `s3://${bucket}${prefix ? `/${prefix}` : ''}`,
    close: async () => client.destroy(),
  }
}

/** Passes bytes through, counting them. */
function byteCounter() {
  let bytes = 0
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.byteLength
      done(null, chunk)
    },
  })
  return Object.assign(stream, { bytes: () => bytes })
}
