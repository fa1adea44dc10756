import {
  decodePDFRawStream,
  PageSizes,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFRawStream,
  PDFStream,
  PDFString,
  StandardFonts,
} from 'pdf-lib'
import sharp from 'sharp'
import { expect, test } from 'vitest'
import {
  type CompCardImage,
  type CompCardInput,
  compCardFileName,
  renderCompCard,
  toWinAnsi,
} from './comp-card-pdf.server'

const PORTRAIT: [number, number] = [400, 600]
const LANDSCAPE: [number, number] = [600, 400]

async function jpeg([width, height]: [number, number]): Promise<CompCardImage> {
  const background = { r: (width * 7) % 255, g: (height * 3) % 255, b: 120 }
  const data = await sharp({ create: { width, height, channels: 3, background } })
    .jpeg()
    .toBuffer()
  return { data, width, height }
}

function card(overrides: Partial<CompCardInput>): CompCardInput {
  return {
    name: 'Ana Souza',
    measures: [
      { label: 'Height', value: '178 cm' },
      { label: 'Bust', value: '84 cm' },
      { label: 'Waist', value: '61 cm' },
      { label: 'Hips', value: '90 cm' },
      { label: 'Shoes', value: '38 BR' },
      { label: 'Hair', value: 'Light brown' },
      { label: 'Eyes', value: 'Green' },
    ],
    images: [],
    agency: {
      name: 'Passarela',
      lines: [
        'SHIS QI 9, Bloco E, Sala 214, Lago Sul, Brasília – DF, 71625-045',
        '+55 61 3248-7710',
        'contato@passarela.com.br',
        'passarela.com.br',
      ],
    },
    language: 'pt-BR',
    ...overrides,
  }
}

/** Parses the PDF back and reads what its one page shows. */
async function read(bytes: Uint8Array) {
  const pdf = await PDFDocument.load(bytes, { updateMetadata: false })
  const [page] = pdf.getPages()
  if (!page) throw new Error('the PDF has no page')
  const contents = page.node.Contents()
  const streams = contents instanceof PDFArray ? contents.asArray() : [contents]
  const operators = streams
    .map((ref) => pdf.context.lookup(ref))
    .filter((stream) => stream instanceof PDFRawStream)
    .map((stream) => Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1'))
    .join('\n')
  const xObjects = page.node.Resources()?.lookupMaybe(PDFName.of('XObject'), PDFDict)
  const imageNames = (xObjects?.keys() ?? []).filter((name) => {
    const stream = pdf.context.lookup(xObjects?.get(name), PDFStream)
    return stream.dict.get(PDFName.of('Subtype')) === PDFName.of('Image')
  })
  return {
    header: new TextDecoder().decode(bytes.subarray(0, 5)),
    pageCount: pdf.getPageCount(),
    size: page.getSize(),
    title: pdf.getTitle(),
    author: pdf.getAuthor(),
    language: pdf.catalog.lookupMaybe(PDFName.of('Lang'), PDFString)?.decodeText(),
    imageCount: imageNames.length,
    texts: [...operators.matchAll(/<([0-9A-F]*)> Tj/g)].map((match) =>
      Buffer.from(match[1] ?? '', 'hex').toString('latin1'),
    ),
    imageBoxes: imageBoxes(operators),
  }
}

/**
 * Where each image lands: pdf-lib draws an image as the unit square through the `cm`
 * matrices of its `q … Q` block, so their product is the image's box on the page.
 */
function imageBoxes(operators: string) {
  return [...operators.matchAll(/q\n((?:[^\n]+ cm\n)+)\/\S+ Do\nQ/g)].map((block) => {
    let [a, d, e, f] = [1, 1, 0, 0]
    for (const line of (block[1] ?? '').trim().split('\n')) {
      const [ma = 1, , , md = 1, me = 0, mf = 0] = line.split(' ').map(Number)
      ;[e, f, a, d] = [e + a * me, f + d * mf, a * ma, d * md]
    }
    return { x: e, y: f, width: a, height: d }
  })
}

function expectOnePageA4(result: Awaited<ReturnType<typeof read>>) {
  expect(result.header).toBe('%PDF-')
  expect(result.pageCount).toBe(1)
  expect(result.size.width).toBeCloseTo(PageSizes.A4[0], 2)
  expect(result.size.height).toBeCloseTo(PageSizes.A4[1], 2)
}

function expectInsideMargins(boxes: { x: number; y: number; width: number; height: number }[]) {
  for (const box of boxes) {
    expect(box.x).toBeGreaterThanOrEqual(36 - 0.01)
    expect(box.y).toBeGreaterThanOrEqual(36 - 0.01)
    expect(box.x + box.width).toBeLessThanOrEqual(PageSizes.A4[0] - 36 + 0.01)
    expect(box.y + box.height).toBeLessThanOrEqual(PageSizes.A4[1] - 36 + 0.01)
  }
}

function expectShapes(boxes: { width: number; height: number }[], shapes: [number, number][]) {
  expect(boxes).toHaveLength(shapes.length)
  for (const [index, box] of boxes.entries()) {
    const [width, height] = shapes[index] ?? [1, 1]
    expect(box.width / box.height).toBeCloseTo(width / height, 3)
  }
}

test('a card with four photographs of mixed shapes is one A4 page with all four, unstretched', async () => {
  const shapes = [PORTRAIT, LANDSCAPE, PORTRAIT, LANDSCAPE]
  const images = await Promise.all(shapes.map(jpeg))
  const result = await read(await renderCompCard(card({ images })))

  expectOnePageA4(result)
  expect(result.title).toBe('Ana Souza — comp card')
  expect(result.author).toBe('Passarela')
  expect(result.language).toBe('pt-BR')
  expect(result.imageCount).toBe(4)
  expect(result.imageBoxes).toHaveLength(4)
  expectInsideMargins(result.imageBoxes)
  expectShapes(result.imageBoxes, shapes)
  const [first, ...rest] = result.imageBoxes.map((box) => box.width * box.height)
  for (const area of rest) expect(first).toBeGreaterThan(area)
})

test('the name, the measures and the agency are drawn as text', async () => {
  const result = await read(await renderCompCard(card({})))

  expect(result.texts).toContain('ANA SOUZA')
  expect(result.texts).toEqual(
    expect.arrayContaining(['HEIGHT', '178 cm', 'HAIR', 'Light brown', 'PASSARELA']),
  )
  expect(result.texts.join(' ')).toContain('contato@passarela.com.br')
})

test('only the first four photographs are used, and all-landscape ones still fit', async () => {
  const images = await Promise.all([1, 2, 3, 4, 5, 6].map(() => jpeg(LANDSCAPE)))
  const result = await read(await renderCompCard(card({ images })))

  expectOnePageA4(result)
  expect(result.imageCount).toBe(4)
  expectInsideMargins(result.imageBoxes)
  expectShapes(result.imageBoxes, [LANDSCAPE, LANDSCAPE, LANDSCAPE, LANDSCAPE])
})

test('extreme shapes (a panorama, a tall strip) still fit the page unstretched', async () => {
  const panorama: [number, number] = [2000, 80]
  const strip: [number, number] = [80, 2000]
  const shapes = [panorama, strip, LANDSCAPE, PORTRAIT]
  for (const order of [shapes, shapes.toReversed(), [strip, panorama]]) {
    const images = await Promise.all(order.map(jpeg))
    const result = await read(await renderCompCard(card({ images })))
    expectOnePageA4(result)
    expectInsideMargins(result.imageBoxes)
    expectShapes(result.imageBoxes, order)
  }
})

test('a card without photographs, or with one, still renders', async () => {
  const none = await read(await renderCompCard(card({ images: [] })))
  expectOnePageA4(none)
  expect(none.imageCount).toBe(0)

  const one = await read(await renderCompCard(card({ images: [await jpeg(PORTRAIT)] })))
  expectOnePageA4(one)
  expect(one.imageCount).toBe(1)
  expectInsideMargins(one.imageBoxes)
  expectShapes(one.imageBoxes, [PORTRAIT])
})

test('two photographs of the same shape are drawn the same size', async () => {
  const images = [await jpeg(PORTRAIT), await jpeg(PORTRAIT)]
  const result = await read(await renderCompCard(card({ images })))

  const [left, right] = result.imageBoxes
  expect(left?.height).toBeCloseTo(right?.height ?? 0, 3)
  expectInsideMargins(result.imageBoxes)
})

test('a very long name shrinks to the width of the page instead of overflowing it', async () => {
  const name = 'Maria Antônia Guimarães de Albuquerque Cavalcanti Wanderley Vasconcelos Bittencourt'
  const images = await Promise.all([PORTRAIT, PORTRAIT, LANDSCAPE].map(jpeg))
  const result = await read(await renderCompCard(card({ name, images })))

  expectOnePageA4(result)
  expect(result.title).toContain(name)
  expect(result.texts[0]).toMatch(/^MARIA ANTÔNIA GUIMARÃES/)
  expect(result.imageCount).toBe(3)
  expectShapes(result.imageBoxes, [PORTRAIT, PORTRAIT, LANDSCAPE])
})

test('names outside WinAnsi render without throwing and keep their letters in the metadata', async () => {
  for (const [name, drawn] of [
    ['Nguyễn Thị Ánh', 'NGUYEN THI ÁNH'],
    ['Łukasz Żółw', 'LUKASZ ZÓLW'],
    ['山田', '??'],
    ['Zoë Ørsted', 'ZOË ØRSTED'],
  ]) {
    const result = await read(
      await renderCompCard(
        card({ name, measures: [{ label: 'Größe · Высота', value: '1,78 m' }], language: 'vi' }),
      ),
    )
    expectOnePageA4(result)
    expect(result.title).toBe(`${name} — comp card`)
    expect(result.language).toBe('vi')
    expect(result.texts[0]).toBe(drawn)
  }
})

test('toWinAnsi keeps what Helvetica encodes and replaces the rest', async () => {
  expect(toWinAnsi('Zoë Ørsted – “€ 5”')).toBe('Zoë Ørsted – “€ 5”')
  expect(toWinAnsi('Nguyễn Thị Ánh')).toBe('Nguyen Thi Ánh')
  expect(toWinAnsi('Łukasz Żółw')).toBe('Lukasz Zólw')
  expect(toWinAnsi('e\u0301')).toBe('é')
  expect(toWinAnsi('Ana\tSouza\n')).toBe('Ana Souza ')
  expect(toWinAnsi('Ana\u200BSouza')).toBe('AnaSouza')
  expect(toWinAnsi('山田 😀')).toBe('?? ?')

  // Every character it lets through is one Helvetica can encode, and nothing throws.
  const pdf = await PDFDocument.create()
  const font = await pdf.embedFont(StandardFonts.Helvetica)
  const everything = Array.from({ length: 0x3000 }, (_, code) => String.fromCodePoint(code))
  const safe = toWinAnsi(everything.join(''))
  expect(() => font.encodeText(safe)).not.toThrow()
  expect(new Set([...safe].map((char) => char.codePointAt(0)))).toEqual(
    new Set(font.getCharacterSet()),
  )
})

test('compCardFileName is an ASCII slug of the name', () => {
  expect(compCardFileName('Ana Souza')).toBe('ana-souza-comp-card.pdf')
  expect(compCardFileName('Nguyễn Thị Ánh')).toBe('nguyen-thi-anh-comp-card.pdf')
  expect(compCardFileName('Łukasz Żółw')).toBe('lukasz-zolw-comp-card.pdf')
  expect(compCardFileName("  Zoë O'Brien-Straße!! ")).toBe('zoe-o-brien-strasse-comp-card.pdf')
  expect(compCardFileName('山田')).toBe('comp-card.pdf')
  expect(compCardFileName('')).toBe('comp-card.pdf')
  expect(compCardFileName('a'.repeat(200))).toBe(`${'a'.repeat(80)}-comp-card.pdf`)
})
