import { eyeColours, type hairColours as catalogHairColours } from '../../contracts/colours'
import { divisionCategoryIds, listedDivisionId } from '../../contracts/divisions'
import type { GalleryItem, LocalizedText, VideoItem } from './db/schema'
import type { MeasureField, TalentRecord } from './talent-record'

/**
 * The demo catalog: a deterministic roster that exercises everything the site must render
 * (both genders, every board, every colour of the hair and eye lists below, portrait and landscape
 * photos, both video providers, missing covers, talents outside the listed division). It is
 * pure: the same options always give the same talents, so seeding twice changes nothing.
 */

export const defaultDemoCount = 120
const defaultDemoSeed = 1446
/** Ages are computed against this date, not today, so the catalog never drifts. */
export const demoReferenceDate = '2025-01-01'
export const demoMinAge = 16
export const demoMaxAge = 35
/** A division other than the listed one: its talents exist but the site must not list them. */
const unlistedDivisionId = 1447

/**
 * Demo media paths carry everything needed to draw the image later, since a media path is
 * all the catalog keeps (relative to the service, as `contracts/booking.ts` has it). The version
 * segment changes whenever the drawing does, because media are served as immutable.
 */
const demoMediaVersion = 'demo-v1'
const demoImageKinds = ['cover', 'cover2', 'web', 'book', 'snap', 'compo'] as const
type DemoImageKind = (typeof demoImageKinds)[number]
export type DemoImage = {
  talentId: number
  kind: DemoImageKind
  index: number
  width: number
  height: number
}

export const portrait = { width: 1600, height: 2400 }
export const landscape = { width: 2400, height: 1600 }
const coverSize = { width: 1000, height: 1500 }
const polaroidSize = { width: 1200, height: 1600 }
const maxDemoSide = 4000

export function demoImagePath({ talentId, kind, index, width, height }: DemoImage) {
  return `media/${demoMediaVersion}/${talentId}/${kind}-${index}-${width}x${height}.jpg`
}

const demoPathPattern = new RegExp(
  `^media/${demoMediaVersion}/(\\d{1,9})/(${demoImageKinds.join('|')})-(\\d{1,3})-(\\d{2,4})x(\\d{2,4})\\.jpg$`,
)

/** The inverse of `demoImagePath`; null for anything that is not a demo image's path. */
export function parseDemoImagePath(file: string): DemoImage | null {
  const match = demoPathPattern.exec(file)
  if (!match) return null
  const [, id, kind, index, width, height] = match
  const found = demoImageKinds.find((candidate) => candidate === kind)
  if (!found) return null
  const image = {
    talentId: Number(id),
    kind: found,
    index: Number(index),
    width: Number(width),
    height: Number(height),
  }
  return image.width <= maxDemoSide && image.height <= maxDemoSide ? image : null
}

/**
 * Hair colours of `contracts/colours.ts`, as the booking software sends them (Portuguese). Not
 * every feminine form of the table: the demo's talents, and the browser tests written against
 * them, stay as they were generated.
 */
export const hairColours = [
  'castanho',
  'castanho claro',
  'castanho escuro',
  'loiro',
  'loira',
  'loiro claro',
  'loiro escuro',
  'loiro acinzentado',
  'preto',
  'grisalho',
  'cinza',
  'ruivo',
  'vermelho',
  'careca',
] as const satisfies readonly (typeof catalogHairColours)[number][]
/** Eye colours: every one the catalog takes. */
export { eyeColours }

type Random = ReturnType<typeof createRandom>

/** mulberry32: small, fast and good enough to vary a demo; never Math.random. */
function createRandom(seed: number) {
  let state = seed >>> 0
  function next() {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  function int(min: number, max: number) {
    return min + Math.floor(next() * (max - min + 1))
  }
  function pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(next() * items.length)]
    if (item === undefined) throw new Error('cannot pick from an empty list')
    return item
  }
  return { next, int, pick, chance: (probability: number) => next() < probability }
}

const womenNames = {
  brazilian: [
    'Ana',
    'Beatriz',
    'Camila',
    'Larissa',
    'Juliana',
    'Fernanda',
    'Gabriela',
    'Isabela',
    'Luana',
    'Mariana',
    'Rafaela',
    'Thaís',
    'Yasmin',
    'Letícia',
    'Bianca',
    'Manuela',
    'Giovana',
    'Lívia',
    'Maria Eduarda',
    'Aline',
    'Débora',
    'Priscila',
    'Iara',
    'Jaqueline',
  ],
  international: [
    'Sofia',
    'Chloé',
    'Amara',
    'Freya',
    'Zara',
    'Naomi',
    'Aiko',
    'Valentina',
    'Ximena',
    'Ayla',
    'Lucía',
    'Elena',
    'Nadia',
    'Imani',
    'Mei',
    'Ingrid',
  ],
}
const menNames = {
  brazilian: [
    'João',
    'Pedro',
    'Lucas',
    'Gabriel',
    'Matheus',
    'Rafael',
    'Thiago',
    'Gustavo',
    'Felipe',
    'Bruno',
    'Caio',
    'Diego',
    'Enzo',
    'Heitor',
    'Vinícius',
    'Rodrigo',
    'Otávio',
    'Davi',
    'Leonardo',
    'André',
    'Murilo',
    'Igor',
    'João Pedro',
  ],
  international: [
    'Lukas',
    'Mateo',
    'Kwame',
    'Hiroshi',
    'Oliver',
    'Santiago',
    'Malik',
    'Nikolai',
    'Luca',
    'Théo',
    'Emeka',
    'Arjun',
    'Finn',
    'Tomás',
  ],
}
const surnames = {
  brazilian: [
    'Silva',
    'Souza',
    'Oliveira',
    'Santos',
    'Pereira',
    'Costa',
    'Almeida',
    'Ferreira',
    'Ribeiro',
    'Carvalho',
    'Gomes',
    'Martins',
    'Araújo',
    'Rocha',
    'Barbosa',
    'Cardoso',
    'Teixeira',
    'Moreira',
    'Nascimento',
    'Lima',
    'Mendes',
    'Castro',
    'Vasconcelos',
    'Nogueira',
    'Brandão',
    'Figueiredo',
    'Conceição',
    'Magalhães',
  ],
  international: [
    'Okafor',
    'Tanaka',
    'Müller',
    'Rossi',
    'García',
    'Fernández',
    'Dubois',
    'Kowalski',
    'Nakamura',
    'Mensah',
    'Novak',
    'Lindqvist',
    "O'Brien",
    'Haddad',
    'Kim',
    'Chen',
  ],
}

const cities: LocalizedText[] = [
  { en: 'Brasília', es: 'Brasilia', pt: 'Brasília' },
  { en: 'Goiânia', es: 'Goiânia', pt: 'Goiânia' },
  { en: 'Salvador', es: 'Salvador de Bahía', pt: 'Salvador' },
  { en: 'Recife', es: 'Recife', pt: 'Recife' },
  { en: 'Belo Horizonte', es: 'Belo Horizonte', pt: 'Belo Horizonte' },
  { en: 'Porto Alegre', es: 'Porto Alegre', pt: 'Porto Alegre' },
  { en: 'Florianópolis', es: 'Florianópolis', pt: 'Florianópolis' },
  { en: 'Manaus', es: 'Manaos', pt: 'Manaus' },
  { en: 'São Paulo', es: 'São Paulo', pt: 'São Paulo' },
  { en: 'Rio de Janeiro', es: 'Río de Janeiro', pt: 'Rio de Janeiro' },
  { en: 'Lisbon', es: 'Lisboa', pt: 'Lisboa' },
  { en: 'Luanda', es: 'Luanda', pt: 'Luanda' },
  { en: 'Montevideo', es: 'Montevideo', pt: 'Montevidéu' },
  { en: 'Tokyo', es: 'Tokio', pt: 'Tóquio' },
]
const hobbies: LocalizedText[] = [
  { en: 'surfing', es: 'el surf', pt: 'surfe' },
  { en: 'contemporary dance', es: 'la danza contemporánea', pt: 'dança contemporânea' },
  { en: 'film photography', es: 'la fotografía analógica', pt: 'fotografia analógica' },
  { en: 'reading', es: 'la lectura', pt: 'leitura' },
  { en: 'cooking', es: 'la cocina', pt: 'culinária' },
  { en: 'football', es: 'el fútbol', pt: 'futebol' },
  { en: 'yoga', es: 'el yoga', pt: 'ioga' },
  { en: 'painting', es: 'la pintura', pt: 'pintura' },
  { en: 'playing the guitar', es: 'tocar la guitarra', pt: 'tocar violão' },
]
const skillOptions = [
  'dança',
  'natação',
  'surfe',
  'inglês fluente',
  'espanhol',
  'teatro',
  'canto',
  'skate',
  'equitação',
  'ioga',
  'futebol',
  'violão',
]
const youtubeAlphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'
const boards = [
  divisionCategoryIds.image,
  divisionCategoryIds.mainboard,
  divisionCategoryIds.development,
  divisionCategoryIds.direct,
]

export type DemoCatalogOptions = { count?: number; seed?: number }

export function generateDemoCatalog({
  count = defaultDemoCount,
  seed = defaultDemoSeed,
}: DemoCatalogOptions = {}): TalentRecord[] {
  if (!Number.isInteger(count) || count < 0) throw new RangeError(`bad count: ${count}`)
  const names = new Set<string>()
  const catalog: TalentRecord[] = []
  for (let index = 0; index < count; index++) {
    // One generator per talent: talent n is the same whatever the count, so a larger catalog
    // keeps the smaller one's talents (and any images already drawn for them).
    const random = createRandom(seed * 100_003 + index)
    catalog.push(demoTalent(index, random, names))
  }
  return catalog
}

function demoTalent(index: number, random: Random, names: Set<string>): TalentRecord {
  const id = 4001 + index * 7 + (index % 3)
  // Cycling by index rather than drawing guarantees that every colour appears.
  const hair = hairColours[index % hairColours.length] ?? 'castanho'
  const eyes = eyeColours[(index * 3) % eyeColours.length] ?? 'castanho'
  const gender =
    hair === 'careca' ? 'man' : hair === 'loira' ? 'woman' : random.chance(0.55) ? 'woman' : 'man'

  const primary = boards[index % boards.length] ?? divisionCategoryIds.mainboard
  const categoryIds = [primary]
  if (random.chance(0.2)) {
    const second = random.pick(boards.filter((board) => board !== primary))
    categoryIds.push(second)
  }
  const development = categoryIds.includes(divisionCategoryIds.development)
  const age = development ? random.int(demoMinAge, 20) : random.int(18, demoMaxAge)

  const name = uniqueName(gender, random, names)
  const firstName = name.split(' ')[0] ?? name
  const media = (
    kind: DemoImageKind,
    imageIndex: number,
    size: { width: number; height: number },
  ) => demoImagePath({ talentId: id, kind, index: imageIndex, ...size })

  let galleryId = id * 100
  const gallery = (kind: DemoImageKind, imageIndex: number, size: typeof portrait) => ({
    id: ++galleryId,
    file: media(kind, imageIndex, size),
    ...size,
  })
  const book: GalleryItem[] = []
  const bookSize = random.int(4, 12)
  for (let n = 1; n <= bookSize; n++) {
    // The first photo is always a portrait, as an agency's book opens.
    book.push(gallery('book', n, n > 1 && random.chance(0.3) ? landscape : portrait))
  }
  const snap: GalleryItem[] = []
  const snapSize = random.int(2, 6)
  for (let n = 1; n <= snapSize; n++) {
    snap.push(gallery('snap', n, random.chance(0.15) ? flip(polaroidSize) : polaroidSize))
  }
  const compo = random.chance(0.9)
    ? [gallery('compo', 1, random.chance(0.3) ? landscape : portrait)]
    : []

  // A few talents have no cover: null, or the booking software's empty file name (`/.jpg`).
  const hasCover = index % 29 !== 11 && index % 29 !== 20
  const emptyCover = index % 29 === 11 ? null : `media/${demoMediaVersion}/${id}/.jpg`
  const cover = hasCover ? media('cover', 1, coverSize) : emptyCover

  return {
    id,
    name,
    gender,
    birthdate: birthdateFor(age, random),
    ...measuresFor(gender, random),
    eyes: varyColour(eyes, random),
    hair: varyColour(hair, random),
    instagram: random.chance(0.85) ? handleFor(name, random) : random.pick([null, '']),
    city: null,
    skills: Array.from(
      new Set(Array.from({ length: random.int(0, 4) }, () => random.pick(skillOptions))),
    ),
    about: aboutFor(firstName, age, development, random),
    cover,
    cover2: hasCover && random.chance(0.85) ? media('cover2', 1, portrait) : null,
    coverWeb: random.chance(0.8) ? media('web', 1, coverSize) : null,
    divisionIds: index % 17 === 5 ? [unlistedDivisionId] : [listedDivisionId],
    categoryIds,
    book,
    snap,
    compo,
    video: videosFor(index, random),
    // A few featured talents open the roster; the rest follow by name.
    position: index < 8 ? index + 1 : 100,
  }
}

function flip(size: { width: number; height: number }) {
  return { width: size.height, height: size.width }
}

function uniqueName(gender: 'man' | 'woman', random: Random, taken: Set<string>) {
  const firstNames = gender === 'woman' ? womenNames : menNames
  for (let attempt = 0; ; attempt++) {
    const international = random.chance(0.3)
    const first = random.pick(international ? firstNames.international : firstNames.brazilian)
    let name = `${first} ${random.pick(international ? surnames.international : surnames.brazilian)}`
    // Brazilians often carry two surnames; a second one also settles a rare clash.
    if (attempt >= 5 || random.chance(0.15)) name += ` ${random.pick(surnames.brazilian)}`
    if (attempt >= 20) name += ` ${attempt}`
    if (!taken.has(name)) {
      taken.add(name)
      return name
    }
  }
}

function birthdateFor(age: number, random: Random) {
  const reference = new Date(`${demoReferenceDate}T00:00:00Z`)
  const birthday = new Date(reference)
  birthday.setUTCFullYear(reference.getUTCFullYear() - age)
  // Between one day and eleven months before that birthday: exactly `age` at the reference.
  birthday.setUTCDate(birthday.getUTCDate() - random.int(1, 335))
  return birthday.toISOString().slice(0, 10)
}

type Measures = Pick<TalentRecord, MeasureField>

function measuresFor(gender: 'man' | 'woman', random: Random): Measures {
  const value = (min: number, max: number) => String(random.int(min, max))
  const halfSize = (min: number, max: number) => {
    const size = random.int(min, max)
    return random.chance(0.25) ? `${size}/${size + 1}` : String(size)
  }
  // The booking software sends an unused measure as "" and sometimes as null.
  const blank = () => (random.chance(0.2) ? null : '')
  if (gender === 'woman') {
    return {
      height: value(168, 183),
      bust: value(76, 90),
      chest: blank(),
      waist: value(56, 66),
      hips: value(84, 96),
      shoes: halfSize(35, 40),
      weight: random.chance(0.2) ? value(48, 60) : blank(),
      suit: blank(),
      shirt: blank(),
      jeans: random.chance(0.8) ? halfSize(24, 30) : blank(),
    }
  }
  return {
    height: value(178, 194),
    bust: blank(),
    chest: value(86, 104),
    waist: value(70, 84),
    hips: random.chance(0.6) ? value(88, 98) : blank(),
    shoes: halfSize(39, 45),
    weight: random.chance(0.2) ? value(65, 85) : blank(),
    suit: String(2 * random.int(22, 26)),
    shirt: value(38, 42),
    jeans: random.chance(0.8) ? value(28, 34) : blank(),
  }
}

/** The booking software's colours arrive in any case, with or without accents. */
function varyColour(colour: string, random: Random) {
  const roll = random.next()
  if (roll < 0.1) return colour.normalize('NFD').replace(/\p{M}/gu, '')
  if (roll < 0.2) return colour.toUpperCase()
  if (roll < 0.3) return colour.replace(/(^|\s)\p{L}/gu, (letter) => letter.toUpperCase())
  return colour
}

function handleFor(name: string, random: Random) {
  const plain = name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z ]/g, '')
  const separator = random.pick(['', '.', '_'])
  const handle = plain.split(' ').slice(0, 2).join(separator)
  return random.chance(0.3) ? `${handle}${random.int(1, 99)}` : handle
}

function aboutFor(first: string, age: number, development: boolean, random: Random) {
  const city = random.pick(cities)
  const hobby = random.pick(hobbies)
  const start = random.int(14, Math.min(age, 21))
  const opening = random.int(0, 2)
  const experience = development ? 2 : random.int(0, 1)
  const en = [
    [
      `${first} was born in ${city.en} and started modelling at ${start}.`,
      `Raised in ${city.en}, ${first} was scouted at ${start} on a walk through the city centre.`,
      `${first} grew up in ${city.en} and joined the agency at ${start}.`,
    ][opening],
    [
      'Recent work includes editorial, runway and campaign jobs in Brazil and abroad.',
      'Clients so far range from beauty brands to fashion weeks in São Paulo and Milan.',
      'Now building a first book with test shoots and the first runway seasons.',
    ][experience],
    `Off set, ${first} loves ${hobby.en}.`,
  ]
  const es = [
    [
      `${first} nació en ${city.es} y empezó a modelar a los ${start} años.`,
      `Criado en ${city.es}, ${first} fue descubierto a los ${start} años paseando por el centro.`,
      `${first} creció en ${city.es} y entró en la agencia a los ${start} años.`,
    ][opening],
    [
      'Ha trabajado en editoriales, pasarelas y campañas en Brasil y en el extranjero.',
      'Sus clientes van de marcas de belleza a las semanas de la moda de São Paulo y Milán.',
      'Ahora construye su primer book con pruebas de fotos y sus primeras temporadas de pasarela.',
    ][experience],
    `Fuera del trabajo, le gusta ${hobby.es}.`,
  ]
  const pt = [
    [
      `${first} nasceu em ${city.pt} e começou a modelar aos ${start} anos.`,
      `Criado em ${city.pt}, ${first} foi descoberto aos ${start} anos passeando pelo centro.`,
      `${first} cresceu em ${city.pt} e entrou na agência aos ${start} anos.`,
    ][opening],
    [
      'Já fez editoriais, desfiles e campanhas no Brasil e no exterior.',
      'Os clientes vão de marcas de beleza às semanas de moda de São Paulo e Milão.',
      'Agora monta o primeiro book com testes fotográficos e as primeiras temporadas de desfiles.',
    ][experience],
    `Fora do trabalho, gosta de ${hobby.pt}.`,
  ]
  const roll = random.next()
  // A few biographies exist only in Portuguese, and a few not at all: the fallbacks matter.
  if (roll < 0.04) return {}
  if (roll < 0.12) return { pt: pt.join(' ') }
  return { en: en.join(' '), es: es.join(' '), pt: pt.join(' ') }
}

function videosFor(index: number, random: Random): VideoItem[] {
  const youtube = (): VideoItem => ({
    provider: 'youtube',
    file: Array.from({ length: 11 }, () => random.pick([...youtubeAlphabet])).join(''),
    width: 1920,
    height: 1080,
  })
  const vimeo = (hashed = random.chance(0.4)): VideoItem => {
    const id = String(random.int(10_000_000, 999_999_999))
    const hash = Array.from({ length: 10 }, () => random.int(0, 15).toString(16)).join('')
    // Unlisted Vimeo videos carry their privacy hash after a slash.
    return { provider: 'vimeo', file: hashed ? `${id}/${hash}` : id, width: 1920, height: 1080 }
  }
  // Some talents have each kind for sure; the others have videos by chance.
  if (index % 10 === 3) return [youtube()]
  if (index % 20 === 7) return [vimeo(true), youtube()]
  if (index % 20 === 17) return [vimeo(false)]
  return random.chance(0.25) ? [random.chance(0.5) ? youtube() : vimeo()] : []
}
