/**
 * Hair and eye colours as the booking software records them (Portuguese), with their English and
 * Spanish words: the site translates by it, the write API takes only these words. Each Portuguese
 * form has its row, so a "loira" stays "loira". Plain values: the browser's code reads them too.
 */
export const colourTable = [
  { pt: 'castanho', en: 'brown', es: 'castaño' },
  { pt: 'castanho claro', en: 'light brown', es: 'castaño claro' },
  { pt: 'castanho escuro', en: 'dark brown', es: 'castaño oscuro' },
  { pt: 'loiro', en: 'blonde', es: 'rubio' },
  { pt: 'loira', en: 'blonde', es: 'rubio' },
  { pt: 'loiro claro', en: 'light blonde', es: 'rubio claro' },
  { pt: 'loira clara', en: 'light blonde', es: 'rubio claro' },
  { pt: 'loiro escuro', en: 'dark blonde', es: 'rubio oscuro' },
  { pt: 'loira escura', en: 'dark blonde', es: 'rubio oscuro' },
  { pt: 'loiro acinzentado', en: 'ash blonde', es: 'rubio ceniza' },
  { pt: 'loira acinzentada', en: 'ash blonde', es: 'rubio ceniza' },
  { pt: 'preto', en: 'black', es: 'negro' },
  { pt: 'grisalho', en: 'gray', es: 'gris' },
  { pt: 'cinza', en: 'gray', es: 'gris' },
  { pt: 'ruivo', en: 'red', es: 'pelirrojo' },
  { pt: 'ruiva', en: 'red', es: 'pelirrojo' },
  { pt: 'vermelho', en: 'red', es: 'pelirrojo' },
  { pt: 'azul', en: 'blue', es: 'azul' },
  { pt: 'verde', en: 'green', es: 'verde' },
  { pt: 'âmbar', en: 'amber', es: 'ámbar' },
  { pt: 'mel', en: 'honey', es: 'miel' },
  { pt: 'verde oliva', en: 'olive green', es: 'verde oliva' },
  { pt: 'careca', en: 'bald', es: 'calvo' },
] as const satisfies readonly { pt: string; en: string; es: string }[]

export type Colour = (typeof colourTable)[number]['pt']

/** The colours a talent's hair may have, as the catalog stores them. */
export const hairColours = [
  'castanho',
  'castanho claro',
  'castanho escuro',
  'loiro',
  'loira',
  'loiro claro',
  'loira clara',
  'loiro escuro',
  'loira escura',
  'loiro acinzentado',
  'loira acinzentada',
  'preto',
  'grisalho',
  'cinza',
  'ruivo',
  'ruiva',
  'vermelho',
  'careca',
] as const satisfies readonly Colour[]

/** The colours a talent's eyes may have, as the catalog stores them. */
export const eyeColours = [
  'castanho',
  'castanho claro',
  'castanho escuro',
  'azul',
  'verde',
  'âmbar',
  'mel',
  'verde oliva',
  'preto',
  'cinza',
] as const satisfies readonly Colour[]
