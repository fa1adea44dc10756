export type GalleryImage = { url: string; width: number | null; height: number | null }

export const profileSections = [
  'portfolio',
  'polaroids',
  'composite',
  'videos',
  'biography',
] as const
export type ProfileSection = (typeof profileSections)[number]

export type SectionContent = {
  book: readonly GalleryImage[]
  snap: readonly GalleryImage[]
  compo: readonly GalleryImage[]
  video: readonly unknown[]
  about: string | null
  skills: readonly string[]
}

/** The sections a profile shows, in order: only those with something in them. */
export function sectionsOf(talent: SectionContent): ProfileSection[] {
  const filled: Record<ProfileSection, boolean> = {
    portfolio: talent.book.length > 0,
    polaroids: talent.snap.length > 0,
    composite: talent.compo.length > 0,
    videos: talent.video.length > 0,
    biography: Boolean(talent.about?.trim()) || talent.skills.length > 0,
  }
  return profileSections.filter((section) => filled[section])
}

/** `?section=` as one of the profile's sections; the first one when absent or not there. */
export function selectedSection(
  value: string | null,
  available: readonly ProfileSection[],
): ProfileSection | null {
  return available.find((section) => section === value) ?? available[0] ?? null
}

/**
 * The four photographs of a comp card: the hero first, then the composite the agency made,
 * then the book, then the polaroids, each photograph once.
 */
export function compCardImages(
  hero: GalleryImage | null,
  talent: Pick<SectionContent, 'book' | 'snap' | 'compo'>,
  count = 4,
): GalleryImage[] {
  const chosen: GalleryImage[] = []
  for (const image of [hero, ...talent.compo, ...talent.book, ...talent.snap]) {
    if (chosen.length === count) break
    if (image && !chosen.some((taken) => taken.url === image.url)) chosen.push(image)
  }
  return chosen
}

/** A biography as paragraphs: blank lines separate them, single line breaks are kept. */
export function paragraphsOf(text: string | null): string[] {
  if (!text) return []
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
}
