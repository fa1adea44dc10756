import { type TermRow, termTranslator } from './term-table'

/**
 * The skills agencies most often record, as the booking software holds them (Portuguese),
 * with their English and Spanish words. The list is open-ended: a skill not in it is shown as
 * it was written, as colours are (`colours.ts`).
 */
export const skillTable: readonly TermRow[] = [
  { pt: 'dança', en: 'dance', es: 'danza' },
  { pt: 'dança contemporânea', en: 'contemporary dance', es: 'danza contemporánea' },
  { pt: 'balé', en: 'ballet', es: 'ballet' },
  { pt: 'natação', en: 'swimming', es: 'natación' },
  { pt: 'surfe', en: 'surfing', es: 'surf' },
  { pt: 'inglês fluente', en: 'fluent English', es: 'inglés fluido' },
  { pt: 'inglês', en: 'English', es: 'inglés' },
  { pt: 'espanhol', en: 'Spanish', es: 'español' },
  { pt: 'francês', en: 'French', es: 'francés' },
  { pt: 'italiano', en: 'Italian', es: 'italiano' },
  { pt: 'teatro', en: 'acting', es: 'teatro' },
  { pt: 'atuação', en: 'acting', es: 'actuación' },
  { pt: 'canto', en: 'singing', es: 'canto' },
  { pt: 'skate', en: 'skateboarding', es: 'skate' },
  { pt: 'equitação', en: 'horse riding', es: 'equitación' },
  { pt: 'ioga', en: 'yoga', es: 'yoga' },
  { pt: 'futebol', en: 'football', es: 'fútbol' },
  { pt: 'vôlei', en: 'volleyball', es: 'voleibol' },
  { pt: 'basquete', en: 'basketball', es: 'baloncesto' },
  { pt: 'tênis', en: 'tennis', es: 'tenis' },
  { pt: 'corrida', en: 'running', es: 'correr' },
  { pt: 'ciclismo', en: 'cycling', es: 'ciclismo' },
  { pt: 'artes marciais', en: 'martial arts', es: 'artes marciales' },
  { pt: 'capoeira', en: 'capoeira', es: 'capoeira' },
  { pt: 'ginástica', en: 'gymnastics', es: 'gimnasia' },
  { pt: 'violão', en: 'guitar', es: 'guitarra' },
  { pt: 'piano', en: 'piano', es: 'piano' },
  { pt: 'patinação', en: 'skating', es: 'patinaje' },
  { pt: 'mergulho', en: 'diving', es: 'buceo' },
  { pt: 'direção', en: 'driving', es: 'conducción' },
  { pt: 'fotografia', en: 'photography', es: 'fotografía' },
  { pt: 'desfile', en: 'runway', es: 'pasarela' },
]

/** A skill in the visitor's language when the table knows it; otherwise as written. */
export const translateSkill = termTranslator(skillTable)
