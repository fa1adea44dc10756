import { createHash, randomUUID } from 'node:crypto'
import { type FileHandle, open, rm } from 'node:fs/promises'
import path from 'node:path'
import type { Readable } from 'node:stream'
import busboy from 'busboy'
import { fileTypeFromBuffer } from 'file-type'
import sharp from 'sharp'

/**
 * A `multipart/form-data` body read as it streams in, through busboy: text fields kept, each file
 * written to a scratch file as it arrives, the body read at the disk's pace. The caller owns
 * `folder`. The one reader of forms with files on every side (decision 023).
 */

/** A file part on disk, with the type its first bytes show. */
export type ScratchFile = {
  field: string
  /** The name the sender gave it, at most 255 characters. */
  name: string
  path: string
  size: number
  sha256: string
  mime: string
  extension: string
  /**
   * An image's size in pixels as it is shown (its EXIF orientation applied), read from its
   * header when its field bounds its pixels.
   */
  width?: number
  height?: number
}

/**
 * Why a part was not kept: a file's bytes are of no type its field takes, too many, or an
 * image of too many pixels; a text field longer than `maxFieldBytes` (cut, so not kept).
 */
export type PartProblem = 'wrong-type' | 'too-large' | 'too-many-pixels' | 'too-long'

/** What a field's file parts may be; a field without rules has its files skipped. */
export type FilePartRules = {
  maxBytes: number
  types: readonly string[]
  /** An image's most pixels, read from its header once on disk (`scoutingFiles.maxPhotoPixels`). */
  maxPixels?: number
}

export type MultipartLimits = {
  /** The whole body, counted as it arrives, whatever it declared. */
  maxBodyBytes: number
  /** File parts read at all; a part beyond is a broken form. */
  maxFiles: number
  maxFieldBytes: number
  /**
   * After a refusal, the rest of the body is read and dropped up to this much, so that a client
   * still sending gets its answer rather than a reset connection; past it the body is left.
   */
  drainBytes?: number
}

export type MultipartForm = {
  fields: [string, string][]
  /** The kept files, in the order they came. */
  files: ScratchFile[]
  /** The refused parts, in order, by field; a file's with the name the sender gave it. */
  problems: { field: string; problem: PartProblem; name?: string }[]
}

/**
 * Why the body could not be read as the form: beyond its limits, or not a well-formed form at
 * all; `part` names the part being read when it broke, for the sender to know which field.
 */
export type MultipartRefusal = { refused: 'too-large' | 'unreadable'; part?: string }

// file-type's own measure: most formats are known by their first 4100 bytes.
const sampleBytes = 4100

export async function readMultipart(
  body: Readable,
  contentType: string,
  folder: string,
  rulesOf: (field: string) => FilePartRules | undefined,
  limits: MultipartLimits,
): Promise<MultipartForm | MultipartRefusal> {
  const form: MultipartForm = { fields: [], files: [], problems: [] }
  let parser: busboy.Busboy
  try {
    parser = busboy({
      headers: { 'content-type': contentType },
      defParamCharset: 'utf8',
      limits: {
        files: limits.maxFiles,
        fields: 100,
        fieldSize: limits.maxFieldBytes,
        parts: 100 + limits.maxFiles,
      },
    })
  } catch {
    // No boundary, or not multipart after all.
    body.resume()
    return { refused: 'unreadable' }
  }
  let refusal: MultipartRefusal | undefined
  let part: string | undefined
  const receiving: Promise<void>[] = []
  const placed: { index: number; file: ScratchFile }[] = []
  let fileIndex = 0
  parser.on('field', (name, value, info) => {
    if (info.valueTruncated) form.problems.push({ field: name, problem: 'too-long' })
    else form.fields.push([name, value])
  })
  for (const limit of ['filesLimit', 'partsLimit', 'fieldsLimit'] as const) {
    parser.on(limit, () => (refusal ??= { refused: 'too-large', part }))
  }
  parser.on('file', (field, stream, info) => {
    part = field
    const rules = rulesOf(field)
    if (!rules || refusal) {
      stream.resume()
      return
    }
    const index = fileIndex++
    receiving.push(
      receiveFilePart(stream, path.join(folder, randomUUID()), rules).then((outcome) => {
        if (outcome === null) return
        const name = info.filename.slice(0, 255)
        if (typeof outcome === 'string') form.problems.push({ field, problem: outcome, name })
        else placed.push({ index, file: { ...outcome, field, name } })
      }),
    )
  })

  await new Promise<void>((resolve) => {
    let received = 0
    const stop = (outcome: MultipartRefusal) => {
      refusal ??= outcome
      body.unpipe(parser)
      parser.destroy()
      drain(body, limits.drainBytes ?? 0)
      resolve()
    }
    body.on('data', (chunk: Buffer) => {
      received += chunk.length
      if (received > limits.maxBodyBytes && !refusal) stop({ refused: 'too-large', part })
    })
    body.on('error', () => stop({ refused: 'unreadable', part }))
    parser.on('error', () => stop({ refused: 'unreadable', part }))
    parser.on('close', resolve)
    body.pipe(parser)
  })
  // Every part settles (written, or refused and removed) before the form is judged.
  const outcomes = await Promise.allSettled(receiving)
  const failed = outcomes.find((outcome) => outcome.status === 'rejected')
  const files = placed.sort((a, b) => a.index - b.index).map(({ file }) => file)
  if (refusal || failed) {
    await Promise.all(files.map((file) => rm(file.path, { force: true })))
    if (refusal) return refusal
    throw failed?.reason
  }
  form.files = files
  return form
}

/** Reads and drops up to `cap` more bytes of a refused body, then lets the rest go unread. */
function drain(body: Readable, cap: number) {
  let dropped = 0
  body.on('data', (chunk: Buffer) => {
    dropped += chunk.length
    if (dropped > cap) body.destroy()
  })
  body.on('error', () => undefined)
  body.resume()
}

/**
 * One file part to a scratch file: its first bytes say its type (refused at once if its field
 * does not take it), its size counted against the field's allowance. A refused part is read to
 * its end unwritten, so the other parts still come. Null for an empty part (an empty input).
 */
async function receiveFilePart(
  stream: Readable,
  file: string,
  rules: FilePartRules,
): Promise<Omit<ScratchFile, 'field' | 'name'> | PartProblem | null> {
  const hash = createHash('sha256')
  let head: Buffer[] = []
  let headSize = 0
  let size = 0
  let type: { mime: string; ext: string } | undefined
  let problem: PartProblem | undefined
  let output: FileHandle | undefined
  let failure: unknown

  // Each chunk is written before the next is read: the disk's pace is the upload's.
  async function write(chunk: Buffer) {
    // wx: a random name that already exists is a bug, never something to overwrite.
    output ??= await open(file, 'wx', 0o600)
    hash.update(chunk)
    await output.write(chunk)
  }

  async function settleHead() {
    const found = await fileTypeFromBuffer(Buffer.concat(head))
    if (!found || !rules.types.includes(found.mime)) return void (problem = 'wrong-type')
    type = found
    for (const chunk of head) await write(chunk)
    head = []
  }

  try {
    // The loop never breaks: ending it early would leave the parser waiting.
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      if (problem || failure) continue
      try {
        size += chunk.length
        if (size > rules.maxBytes) {
          problem = 'too-large'
          continue
        }
        if (type) {
          await write(chunk)
          continue
        }
        head.push(chunk)
        headSize += chunk.length
        if (headSize >= sampleBytes) await settleHead()
      } catch (error) {
        failure = error
      }
    }
    if (!problem && !failure && !type && size > 0) await settleHead()
  } catch (error) {
    // The body broke off mid-part: the form is refused as a whole by the reader.
    failure ??= error
  }
  try {
    await output?.close()
  } catch (error) {
    failure ??= error
  }
  let dimensions: { width: number; height: number } | undefined
  if (!failure && !problem && type && rules.maxPixels && type.mime.startsWith('image/')) {
    const measured = await measureImage(file, rules.maxPixels)
    if (typeof measured === 'string') problem = measured
    else dimensions = measured
  }
  if (failure || problem || size === 0 || !type) {
    await rm(file, { force: true })
    if (failure) throw failure
    return problem ?? null
  }
  return {
    path: file,
    size,
    sha256: hash.digest('hex'),
    mime: type.mime,
    extension: type.ext,
    ...dimensions,
  }
}

/**
 * An image's size in pixels from its header alone (sharp decodes nothing for its metadata): over
 * the limit or unreadable is a problem; else its width and height as shown, turned as its EXIF
 * orientation says (5 to 8 are a quarter turn).
 */
async function measureImage(
  file: string,
  maxPixels: number,
): Promise<PartProblem | { width: number; height: number }> {
  try {
    const {
      width = 0,
      height = 0,
      orientation,
    } = await sharp(file, {
      limitInputPixels: false,
    }).metadata()
    if (width === 0 || height === 0) return 'wrong-type'
    if (width * height > maxPixels) return 'too-many-pixels'
    return orientation && orientation >= 5 ? { width: height, height: width } : { width, height }
  } catch {
    return 'wrong-type'
  }
}
