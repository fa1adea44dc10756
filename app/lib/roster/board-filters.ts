/**
 * A board's search and filters as they live in the address (`?q=ana&gender=woman&height=170-180
 * &hair=blonde&eyes=green`, English slugs in every language; decision 018). Reading forgives:
 * an unreadable value is dropped, never an error; a well-formed one no model has is kept.
 */

export type HeightRange = { min: number | null; max: number | null }

export type BoardFilters = {
  /** A part of a model's name, as typed (trimmed, spaces collapsed). */
  q: string | null
  gender: 'woman' | 'man' | null
  height: HeightRange | null
  /** A colour's English slug: `blonde`, `light-brown`. */
  hair: string | null
  eyes: string | null
}

export const noFilters: BoardFilters = {
  q: null,
  gender: null,
  height: null,
  hair: null,
  eyes: null,
}

/** The parameters the filters own; any other (`page`, a campaign's `utm_…`) is left alone. */
export const filterKeys = ['q', 'gender', 'height', 'hair', 'eyes'] as const

/** Heights a person can have, in centimetres; a number outside is a typo, not a filter. */
export const heightBounds = { min: 100, max: 250 } as const

const maxQueryLength = 60
const slugPattern = /^[a-z]+(?:-[a-z]+)*$/
const maxSlugLength = 40

type ReadOptions = {
  /** Whether the board mixes women and men: only there does a gender filter mean anything. */
  gender: boolean
}

function readQuery(value: string | null): string | null {
  const text = value?.replace(/\s+/g, ' ').trim().slice(0, maxQueryLength).trim()
  return text || null
}

function readSlug(value: string | null): string | null {
  const slug = value?.trim().toLowerCase() ?? ''
  return slug.length <= maxSlugLength && slugPattern.test(slug) ? slug : null
}

function readGender(value: string | null): BoardFilters['gender'] {
  const slug = readSlug(value)
  return slug === 'woman' || slug === 'man' ? slug : null
}

function readCentimetres(value: string | undefined): number | null | undefined {
  const text = value?.trim() ?? ''
  if (text === '') return null
  if (!/^\d{1,3}$/.test(text)) return undefined
  const number = Number(text)
  return number >= heightBounds.min && number <= heightBounds.max ? number : undefined
}

/**
 * `170-180`, `170-` or `-180` (either end optional), `175` (just that), or the two values of
 * the form's two `height` fields, from and to. Ends given the wrong way round are swapped; a
 * range with an unreadable end is dropped whole, not half-applied.
 */
function readHeight(values: string[]): HeightRange | null {
  const [first = '', second] = values
  const ends = second === undefined ? rangeEnds(first) : [first, second]
  if (!ends) return null
  const [min, max] = ends.map(readCentimetres)
  if (min === undefined || max === undefined || (min === null && max === null)) return null
  if (min !== null && max !== null && min > max) return { min: max, max: min }
  return { min, max }
}

function rangeEnds(value: string): [string, string] | null {
  const text = value.trim()
  if (/^\d+$/.test(text)) return [text, text]
  const match = /^(\d*)\s*-\s*(\d*)$/.exec(text)
  return match ? [match[1] ?? '', match[2] ?? ''] : null
}

/** The filters in an address; what cannot be read is left out. */
export function readBoardFilters(params: URLSearchParams, options: ReadOptions): BoardFilters {
  return {
    q: readQuery(params.get('q')),
    gender: options.gender ? readGender(params.get('gender')) : null,
    height: readHeight(params.getAll('height')),
    hair: readSlug(params.get('hair')),
    eyes: readSlug(params.get('eyes')),
  }
}

function heightText({ min, max }: HeightRange): string {
  return `${min ?? ''}-${max ?? ''}`
}

/** The filters as the one address they have: fixed order, nothing empty (`''` for none). */
export function filterSearch(filters: BoardFilters): string {
  const params = new URLSearchParams()
  if (filters.q) params.set('q', filters.q)
  if (filters.gender) params.set('gender', filters.gender)
  if (filters.height) params.set('height', heightText(filters.height))
  if (filters.hair) params.set('hair', filters.hair)
  if (filters.eyes) params.set('eyes', filters.eyes)
  return params.toString()
}

/**
 * The query with its filters written the one way (the plain form sends `q=&height=&height=180`),
 * other parameters after them as they were. Null when it already is so, or holds no filter (a
 * campaign's parameters alone never cost a redirect).
 */
export function normalisedSearch(params: URLSearchParams, options: ReadOptions): string | null {
  const keys: readonly string[] = filterKeys
  if (![...params.keys()].some((key) => keys.includes(key))) return null
  const normal = new URLSearchParams(filterSearch(readBoardFilters(params, options)))
  for (const [key, value] of params) if (!keys.includes(key)) normal.append(key, value)
  const search = normal.toString()
  return search === params.toString() ? null : search
}

/** How many filters are set, the name search among them. */
export function activeFilterCount(filters: BoardFilters): number {
  return Object.values(filters).filter((value) => value !== null).length
}

/**
 * Whether a filtered board is a page of its own for search engines: one filter, not a search by
 * name (women with green eyes is a page; a name typed, or green eyes and 170–175 cm, is not).
 */
export function isIndexable(filters: BoardFilters): boolean {
  return filters.q === null && activeFilterCount(filters) <= 1
}

/** Text as compared by the name search: accents, case and extra spaces do not count. */
export function foldText(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim()
}

/** What the filters read of a talent, worked out once per roster (`app/lib/roster/roster.server.ts`). */
export type FilterableTalent = {
  /** The name folded (`foldText`). */
  name: string
  gender: 'woman' | 'man' | null
  /** Centimetres. */
  height: number | null
  hair: string | null
  eyes: string | null
}

/** A test of talents against the filters; one with no value for a filtered field fails it. */
export function filterMatcher(filters: BoardFilters): (talent: FilterableTalent) => boolean {
  const { gender, height, hair, eyes } = filters
  const q = filters.q === null ? null : foldText(filters.q)
  return (talent) => {
    if (q !== null && !talent.name.includes(q)) return false
    if (gender !== null && talent.gender !== gender) return false
    if (hair !== null && talent.hair !== hair) return false
    if (eyes !== null && talent.eyes !== eyes) return false
    if (height === null) return true
    if (talent.height === null) return false
    return (
      (height.min === null || talent.height >= height.min) &&
      (height.max === null || talent.height <= height.max)
    )
  }
}

/** A choice in a filter's list: the slug the address carries, the words the visitor reads. */
export type FilterOption = { value: string; label: string }

/** What a board's filters offer: the colours its models have, the heights they span. */
export type FilterChoices = {
  hair: FilterOption[]
  eyes: FilterOption[]
  height: { min: number; max: number } | null
  /** Whether the board mixes women and men, and so offers the gender filter. */
  gender: boolean
}
