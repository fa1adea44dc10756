/**
 * The little of tar a backup needs: regular files only, written as POSIX ustar with a pax
 * header for a name too long for ustar's fields, and read back the same way. Any tar tool
 * (`tar -tzf`) lists an archive written here.
 */

const block = 512

/** A file's header: one 512-byte block, preceded by a pax header when the name needs one. */
export function tarHeader(name: string, size: number, mtime = new Date()): Buffer {
  const bytes = Buffer.byteLength(name)
  if (bytes <= 100 && /^[\x20-\x7e]*$/.test(name)) return ustarHeader(name, size, mtime, '0')
  // `len path=NAME\n`, where len counts itself.
  const record = (length: number) => `${length} path=${name}\n`
  let length = Buffer.byteLength(record(0))
  while (Buffer.byteLength(record(length)) !== length) length = Buffer.byteLength(record(length))
  const pax = Buffer.from(record(length))
  return Buffer.concat([
    ustarHeader('PaxHeader', pax.length, mtime, 'x'),
    pax,
    Buffer.alloc(padding(pax.length)),
    ustarHeader(asciiName(name), size, mtime, '0'),
  ])
}

/** The zeros after a file's data, up to the next block. */
export function padding(size: number) {
  return (block - (size % block)) % block
}

/** An archive ends with two empty blocks. */
export const tarEnd = Buffer.alloc(block * 2)

function asciiName(name: string) {
  return name.replace(/[^\x20-\x7e]/g, '_').slice(-100)
}

function ustarHeader(name: string, size: number, mtime: Date, type: '0' | 'x') {
  const header = Buffer.alloc(block)
  const field = (offset: number, length: number, value: string) =>
    header.write(value, offset, length, 'ascii')
  const octal = (offset: number, length: number, value: number) =>
    field(offset, length, `${value.toString(8).padStart(length - 1, '0')}\0`)
  field(0, 100, name)
  octal(100, 8, 0o600)
  octal(108, 8, 0)
  octal(116, 8, 0)
  octal(124, 12, size)
  octal(136, 12, Math.floor(mtime.getTime() / 1000))
  field(148, 8, ' '.repeat(8))
  field(156, 1, type)
  field(257, 6, 'ustar\0')
  field(263, 2, '00')
  let sum = 0
  for (const byte of header) sum += byte
  field(148, 8, `${sum.toString(8).padStart(6, '0')}\0 `)
  return header
}

export type TarEntryReader = {
  /** Called with each piece of the file's data, in order; awaited before the next. */
  data: (chunk: Buffer) => void | Promise<void>
  /** Called once its last piece has been given. */
  end: () => void | Promise<void>
}

/**
 * Reads a tar of regular files from `source`, calling `onEntry` for each with its name and size;
 * the reader it returns takes the file's data. Throws on anything not written by `tarHeader`
 * (a link, a damaged header, an archive cut short).
 */
export async function readTar(
  source: AsyncIterable<Buffer | string>,
  onEntry: (entry: { name: string; size: number }) => TarEntryReader | Promise<TarEntryReader>,
): Promise<void> {
  const bytes = new ByteReader(source)
  let paxName: string | undefined
  for (;;) {
    const header = await bytes.read(block)
    if (header === null) throw new Error('The archive ends without the end of a tar.')
    if (header.every((byte) => byte === 0)) return
    if (!checksumHolds(header)) throw new Error('The archive holds a damaged tar header.')
    const type = String.fromCharCode(header[156] ?? 0)
    const size = parseOctal(header.subarray(124, 136))
    if (type === 'x') {
      const pax = await bytes.readExactly(size)
      await bytes.readExactly(padding(size))
      paxName = /(?:^|\n)\d+ path=([^\n]*)\n/.exec(pax.toString('utf8'))?.[1]
      continue
    }
    if (type !== '0' && type !== '\0')
      throw new Error('The archive holds an entry that is not a file.')
    const prefix = text(header.subarray(345, 500))
    const name = paxName ?? (prefix ? `${prefix}/` : '') + text(header.subarray(0, 100))
    paxName = undefined
    const reader = await onEntry({ name, size })
    for await (const chunk of bytes.stream(size)) await reader.data(chunk)
    await reader.end()
    await bytes.readExactly(padding(size))
  }
}

function text(field: Buffer) {
  const end = field.indexOf(0)
  return field.subarray(0, end < 0 ? field.length : end).toString('utf8')
}

function parseOctal(field: Buffer) {
  const value = Number.parseInt(text(field).trim() || '0', 8)
  if (!Number.isSafeInteger(value) || value < 0) throw new Error('The archive holds a bad size.')
  return value
}

function checksumHolds(header: Buffer) {
  let sum = 0
  for (let index = 0; index < block; index++) {
    sum += index >= 148 && index < 156 ? 0x20 : (header[index] ?? 0)
  }
  return parseOctal(header.subarray(148, 156)) === sum
}

/** Exact reads from a stream of chunks. */
class ByteReader {
  private readonly iterator: AsyncIterator<Buffer | string>
  private pending: Buffer = Buffer.alloc(0)
  private done = false

  constructor(source: AsyncIterable<Buffer | string>) {
    this.iterator = source[Symbol.asyncIterator]()
  }

  private async fill() {
    if (this.done) return false
    const next = await this.iterator.next()
    if (next.done) {
      this.done = true
      return false
    }
    this.pending = Buffer.concat([this.pending, Buffer.from(next.value)])
    return true
  }

  /** `length` bytes, or null when the stream ended before any of them. */
  async read(length: number): Promise<Buffer | null> {
    while (this.pending.length < length) {
      if (!(await this.fill())) {
        if (this.pending.length === 0) return null
        throw new Error('The archive is cut short.')
      }
    }
    const taken = this.pending.subarray(0, length)
    this.pending = this.pending.subarray(length)
    return taken
  }

  async readExactly(length: number): Promise<Buffer> {
    if (length === 0) return Buffer.alloc(0)
    const taken = await this.read(length)
    if (taken === null) throw new Error('The archive is cut short.')
    return taken
  }

  /** The next `length` bytes, as they come. */
  async *stream(length: number): AsyncGenerator<Buffer> {
    let left = length
    while (left > 0) {
      if (this.pending.length === 0 && !(await this.fill())) {
        throw new Error('The archive is cut short.')
      }
      const taken = this.pending.subarray(0, Math.min(left, this.pending.length))
      this.pending = this.pending.subarray(taken.length)
      left -= taken.length
      yield taken
    }
  }
}
