import { asciiSlug } from '../slug'
import {
  type Color,
  PageSizes,
  PDFDocument,
  type PDFFont,
  type PDFPage,
  rgb,
  setCharacterSpacing,
  StandardFonts,
} from 'pdf-lib'

/** JPEG bytes, as `loadCompCardImages` makes them. */
export type CompCardImage = { data: Uint8Array; width: number; height: number }

export type CompCardInput = {
  name: string
  /** Already translated and formatted: `{ label: 'Height', value: '178 cm' }`. */
  measures: { label: string; value: string }[]
  /** Only the first four are used. */
  images: CompCardImage[]
  /** Contact lines: address, phone, e-mail, website. */
  agency: { name: string; lines: string[] }
  /** BCP 47 tag for the document's language, e.g. 'pt-BR'. */
  language: string
}

const [PAGE_WIDTH, PAGE_HEIGHT] = PageSizes.A4
const MARGIN = 36
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN
const IMAGE_GAP = 8
const SECTION_GAP = 20
const CELL_PADDING = 6
// Long values push the measures onto more rows; past three they would crowd the photographs.
const MAX_MEASURE_ROWS = 3
const MAX_CONTACT_LINES = 3
const MAX_IMAGES = 4
const INK = rgb(0.1, 0.1, 0.1)
const GREY = rgb(0.45, 0.45, 0.45)
const RULE = rgb(0.8, 0.8, 0.8)

type TextStyle = { font: PDFFont; size: number; color: Color; /** In em. */ tracking: number }
type Box = { x: number; y: number; width: number; height: number }

export async function renderCompCard(input: CompCardInput): Promise<Uint8Array> {
  // Without `updateMetadata: false` pdf-lib stamps the current time, so the same card would
  // never give the same bytes (and the same ETag) twice.
  const pdf = await PDFDocument.create({ updateMetadata: false })
  pdf.setTitle(`${input.name} — comp card`, { showInWindowTitleBar: true })
  pdf.setAuthor(input.agency.name)
  pdf.setSubject(`Composite card of ${input.name}: measures and photographs`)
  pdf.setCreator(input.agency.name)
  pdf.setLanguage(input.language)

  const page = pdf.addPage(PageSizes.A4)
  const regular = await pdf.embedFont(StandardFonts.Helvetica)
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold)

  let top = drawName(page, input.name, bold, PAGE_HEIGHT - MARGIN)
  if (input.measures.length > 0) {
    top = drawMeasures(page, input.measures, regular, top - SECTION_GAP)
  }
  const bottom = drawFooter(page, input.agency, { regular, bold })

  const embedded = await Promise.all(
    input.images.slice(0, MAX_IMAGES).map((image) => pdf.embedJpg(image.data)),
  )
  const area = {
    x: MARGIN,
    y: bottom + SECTION_GAP,
    width: CONTENT_WIDTH,
    height: top - bottom - 2 * SECTION_GAP,
  }
  // The JPEG's own header, not the declared size: pdf-lib draws the stored pixels and
  // ignores EXIF orientation, so only these dimensions keep the aspect ratio true.
  const boxes = layOutImages(
    embedded.map((image) => image.width / image.height),
    area,
  )
  for (const [index, box] of boxes.entries()) {
    const image = embedded[index]
    if (image) page.drawImage(image, box)
  }

  return pdf.save()
}

/**
 * Draws the name in spaced capitals at the top and returns the y below it. A long name first
 * gets a smaller size, then tighter spacing; only one that fits neither way is cut short.
 */
function drawName(page: PDFPage, name: string, font: PDFFont, top: number) {
  const text = capitals(toWinAnsi(name.trim()))
  const wide = nameStyle(text, font, 0.22)
  const style = wide.size >= 16 ? wide : nameStyle(text, font, 0.08)
  const baseline = top - font.heightAtSize(30, { descender: false })
  drawCentred(page, fitText(text, style, CONTENT_WIDTH), style, PAGE_WIDTH / 2, baseline)
  return baseline
}

function nameStyle(text: string, font: PDFFont, tracking: number): TextStyle {
  // Width grows linearly with the size, so the size that fills the line can be solved for.
  const widthAtOne = textWidth(text, { font, size: 1, color: INK, tracking })
  const size = widthAtOne > 0 ? CONTENT_WIDTH / widthAtOne : 30
  return { font, size: Math.max(9, Math.min(30, size)), color: INK, tracking }
}

/** Draws the measures as centred columns, label over value, in as few rows as keep them whole. */
function drawMeasures(
  page: PDFPage,
  measures: CompCardInput['measures'],
  font: PDFFont,
  top: number,
) {
  const label = { font, size: 6.5, color: GREY, tracking: 0.14 }
  const value = { font, size: 10, color: INK, tracking: 0.02 }
  const cells = measures.map((measure) => ({
    label: capitals(toWinAnsi(measure.label.trim())),
    value: toWinAnsi(measure.value.trim()),
  }))
  const widest = Math.max(
    ...cells.map((cell) => Math.max(textWidth(cell.label, label), textWidth(cell.value, value))),
  )
  const perRowFor = (rows: number) => Math.ceil(cells.length / rows)
  const rows =
    [1, 2].find((count) => widest + CELL_PADDING <= CONTENT_WIDTH / perRowFor(count)) ??
    MAX_MEASURE_ROWS
  const perRow = perRowFor(rows)
  const columnWidth = CONTENT_WIDTH / perRow
  const room = columnWidth - CELL_PADDING
  let y = top
  for (let start = 0; start < cells.length; start += perRow) {
    const labelBaseline = y - font.heightAtSize(label.size, { descender: false })
    const valueBaseline = labelBaseline - 5 - font.heightAtSize(value.size, { descender: false })
    const row = cells.slice(start, start + perRow)
    // A shorter last row sits centred under the full one, as the name above it does.
    const indent = ((perRow - row.length) * columnWidth) / 2
    for (const [column, cell] of row.entries()) {
      const centre = MARGIN + indent + columnWidth * (column + 0.5)
      drawCentred(page, fitText(cell.label, label, room), label, centre, labelBaseline)
      drawCentred(page, fitText(cell.value, value, room), value, centre, valueBaseline)
    }
    y = valueBaseline - 12
  }
  return y + 12
}

/** Draws the agency's name and contact lines at the foot of the page; returns the y above them. */
function drawFooter(
  page: PDFPage,
  agency: CompCardInput['agency'],
  fonts: { regular: PDFFont; bold: PDFFont },
) {
  const nameStyle = { font: fonts.bold, size: 8, color: INK, tracking: 0.2 }
  const lineStyle = { font: fonts.regular, size: 7.5, color: GREY, tracking: 0.02 }
  const lines = wrapItems(
    agency.lines.map((line) => toWinAnsi(line.trim())).filter(Boolean),
    '   ·   ',
    lineStyle,
    CONTENT_WIDTH,
  ).slice(0, MAX_CONTACT_LINES)
  const leading = 11
  let baseline = MARGIN
  for (const line of lines.toReversed()) {
    drawCentred(page, line, lineStyle, PAGE_WIDTH / 2, baseline)
    baseline += leading
  }
  const name = fitText(capitals(toWinAnsi(agency.name.trim())), nameStyle, CONTENT_WIDTH)
  baseline += lines.length > 0 ? 2 : 0
  drawCentred(page, name, nameStyle, PAGE_WIDTH / 2, baseline)
  const rule = baseline + fonts.bold.heightAtSize(nameStyle.size) + 10
  page.drawLine({
    start: { x: MARGIN, y: rule },
    end: { x: PAGE_WIDTH - MARGIN, y: rule },
    thickness: 0.5,
    color: RULE,
  })
  return rule
}

type Arrangement = { boxes: Box[]; height: number }

/**
 * Lays the images out as a printed comp card does: the first large, the rest tiled in a column
 * beside it or a row under it, each in a box of its own ratio (nothing cropped); whichever covers
 * more wins, else fixed cells. Boxes are top-down from the area's top-left until `place`.
 */
function layOutImages(aspects: number[], area: Box): Box[] {
  const [first, ...rest] = aspects
  if (first === undefined) return []
  const origin = { ...area, x: 0, y: 0 }
  if (rest.length === 0) return place([contain(first, origin)], area)
  const tilings = [beside(first, rest), under(first, rest)]
    .map((arrange) => fitHeight(arrange, area))
    // A panorama beside a tall strip tiles only by shrinking one of them to nothing.
    .filter((boxes) => boxes.every((box) => box.width >= 1 && box.height >= 1))
  const best = tilings.reduce<Box[] | undefined>(
    (chosen, boxes) => (chosen && coverage(chosen) >= coverage(boxes) ? chosen : boxes),
    undefined,
  )
  return place(best ?? grid(first, rest, origin), area)
}

/** Fixed cells, the first 60% wide, each image contained in its own: every image shows. */
function grid(first: number, rest: number[], area: Box): Box[] {
  const leftWidth = (area.width - IMAGE_GAP) * 0.6
  const rightWidth = area.width - IMAGE_GAP - leftWidth
  const height = (area.height - IMAGE_GAP * (rest.length - 1)) / rest.length
  return [
    contain(first, { x: 0, y: 0, width: leftWidth, height: area.height }),
    ...rest.map((aspect, index) =>
      contain(aspect, {
        x: leftWidth + IMAGE_GAP,
        y: index * (height + IMAGE_GAP),
        width: rightWidth,
        height,
      }),
    ),
  ]
}

/** The first image on the left, the others stacked to its right, both columns equally tall. */
function beside(first: number, rest: number[]) {
  return (width: number): Arrangement => {
    const inverse = rest.reduce((sum, aspect) => sum + 1 / aspect, 0)
    const gaps = IMAGE_GAP * (rest.length - 1)
    const leftWidth = ((width - IMAGE_GAP) * inverse + gaps) / (1 / first + inverse)
    const rightWidth = width - IMAGE_GAP - leftWidth
    const height = leftWidth / first
    const boxes = [{ x: 0, y: 0, width: leftWidth, height }]
    let y = 0
    for (const aspect of rest) {
      boxes.push({ x: leftWidth + IMAGE_GAP, y, width: rightWidth, height: rightWidth / aspect })
      y += rightWidth / aspect + IMAGE_GAP
    }
    return { boxes, height }
  }
}

/** The first image across the top, the others in one row under it, the row as wide. */
function under(first: number, rest: number[]) {
  return (width: number): Arrangement => {
    const aspects = rest.reduce((sum, aspect) => sum + aspect, 0)
    const topHeight = width / first
    const rowHeight = (width - IMAGE_GAP * (rest.length - 1)) / aspects
    const boxes = [{ x: 0, y: 0, width, height: topHeight }]
    let x = 0
    for (const aspect of rest) {
      boxes.push({ x, y: topHeight + IMAGE_GAP, width: rowHeight * aspect, height: rowHeight })
      x += rowHeight * aspect + IMAGE_GAP
    }
    return { boxes, height: topHeight + IMAGE_GAP + rowHeight }
  }
}

/**
 * The arrangement at the area's width, or narrower if that is too tall. Both arrangements'
 * height is linear in their width (the gaps stay fixed), so the width that fits is solved for.
 */
function fitHeight(arrange: (width: number) => Arrangement, area: Box) {
  const full = arrange(area.width)
  if (full.height <= area.height) return full.boxes
  const atZero = arrange(0).height
  const slope = (full.height - atZero) / area.width
  return arrange((area.height - atZero) / slope).boxes
}

function coverage(boxes: Box[]) {
  return boxes.reduce((sum, box) => sum + box.width * box.height, 0)
}

/** Centres the top-down boxes in the area and turns them into PDF coordinates (y upwards). */
function place(boxes: Box[], area: Box): Box[] {
  const width = Math.max(...boxes.map((box) => box.x + box.width))
  const height = Math.max(...boxes.map((box) => box.y + box.height))
  const left = area.x + (area.width - width) / 2
  const top = area.y + area.height - (area.height - height) / 2
  return boxes.map((box) => ({ ...box, x: left + box.x, y: top - box.y - box.height }))
}

/** The largest box of the aspect ratio that fits in the cell, centred in it. */
function contain(aspect: number, cell: Box): Box {
  const width = Math.min(cell.width, cell.height * aspect)
  const height = width / aspect
  return {
    x: cell.x + (cell.width - width) / 2,
    y: cell.y + (cell.height - height) / 2,
    width,
    height,
  }
}

/** The visible width: character spacing follows the last glyph too, but shows only between. */
function textWidth(text: string, style: TextStyle) {
  const glyphs = [...text].length
  return (
    style.font.widthOfTextAtSize(text, style.size) +
    style.tracking * style.size * Math.max(0, glyphs - 1)
  )
}

/** Cuts the text and adds an ellipsis until it fits the width. */
function fitText(text: string, style: TextStyle, maxWidth: number) {
  if (textWidth(text, style) <= maxWidth) return text
  let glyphs = [...text]
  while (glyphs.length > 0 && textWidth(`${glyphs.join('').trimEnd()}…`, style) > maxWidth) {
    glyphs = glyphs.slice(0, -1)
  }
  return glyphs.length > 0 ? `${glyphs.join('').trimEnd()}…` : ''
}

/** Joins items with the separator into as few lines as fit the width; never splits an item. */
function wrapItems(items: string[], separator: string, style: TextStyle, maxWidth: number) {
  const lines: string[] = []
  for (const item of items) {
    const last = lines.at(-1)
    if (last !== undefined && textWidth(last + separator + item, style) <= maxWidth) {
      lines[lines.length - 1] = last + separator + item
    } else {
      lines.push(fitText(item, style, maxWidth))
    }
  }
  return lines
}

function drawCentred(page: PDFPage, text: string, style: TextStyle, centre: number, y: number) {
  if (!text) return
  const tracking = style.tracking * style.size
  // pdf-lib's drawText has no letter-spacing option; the PDF's own character spacing (Tc)
  // keeps the text one string for copying and screen readers, unlike drawing letter by letter.
  if (tracking) page.pushOperators(setCharacterSpacing(tracking))
  page.drawText(text, {
    x: centre - textWidth(text, style) / 2,
    y,
    font: style.font,
    size: style.size,
    color: style.color,
  })
  if (tracking) page.pushOperators(setCharacterSpacing(0))
}

/** Upper case where the capital is still WinAnsi (the capitals of 'ƒ' and 'µ' are not). */
function capitals(text: string) {
  return [...text]
    .map((char) => {
      const upper = char.toUpperCase()
      return [...upper].every(isWinAnsi) ? upper : char
    })
    .join('')
}

// The standard 14 fonts encode WinAnsi only: Latin-1's printable range plus these
// characters that Windows-1252 puts in 0x80–0x9F.
const WIN_ANSI_EXTRAS = new Set('ŒœŠšŸŽžƒˆ˜–—‘’‚“”„†‡•…‰‹›€™')

function isWinAnsi(char: string) {
  const code = char.codePointAt(0) ?? 0
  return (
    (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRAS.has(char)
  )
}

// Letters that Unicode does not decompose into a base letter and a mark.
const LATIN_FALLBACKS: Record<string, string> = {
  Ł: 'L',
  ł: 'l',
  Đ: 'D',
  đ: 'd',
  Ħ: 'H',
  ħ: 'h',
  ı: 'i',
  Ŧ: 'T',
  ŧ: 't',
  ŀ: 'l',
  Ŀ: 'L',
  ĸ: 'k',
  ŉ: "'n",
  Ŋ: 'N',
  ŋ: 'n',
  ſ: 's',
  Ə: 'E',
  ə: 'e',
  '‐': '-',
  '‑': '-',
  '‒': '-',
  '−': '-',
  '′': "'",
  '″': '"',
}

/**
 * Text that Helvetica can draw: WinAnsi characters stay, others lose their accents
 * ('Nguyễn' → 'Nguyen'), a few letters without a decomposition get a look-alike ('Ł' → 'L'),
 * and anything else becomes '?', so drawing never throws.
 */
export function toWinAnsi(text: string) {
  let result = ''
  for (const char of text.normalize('NFC')) {
    if (isWinAnsi(char)) {
      result += char
    } else if (/\s/u.test(char)) {
      result += ' '
    } else if (/[\p{Cc}\p{Cf}\p{M}]/u.test(char)) {
      // Controls, zero-width joiners and stray combining marks have nothing to draw.
    } else {
      const bases = char.normalize('NFKD').replace(/\p{M}/gu, '')
      for (const base of bases) {
        result += isWinAnsi(base) ? base : (LATIN_FALLBACKS[base] ?? '?')
      }
    }
  }
  return result
}

/** 'Ana Souza' → 'ana-souza-comp-card.pdf': ASCII only, safe in any Content-Disposition. */
export function compCardFileName(name: string) {
  const slug = asciiSlug(name)
  return slug ? `${slug}-comp-card.pdf` : 'comp-card.pdf'
}
