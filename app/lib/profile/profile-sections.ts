export type GalleryImage = {
  url: string
  width: number | null
  height: number | null
  /** The agency's description of the photo, when it wrote one in the page's language. */
  alt?: string | null
}

export const profileSections = [
  'portfolio',
  'polaroids',
  'composite',
  'videos',
  'biography',
] as const
export type ProfileSection = (typeof profileSections)[number]

export type SectionContent = {
  portfolio: readonly GalleryImage[]
  polaroids: readonly GalleryImage[]
  composite: readonly GalleryImage[]
  videos: readonly unknown[]
  about: string | null
  skills: readonly string[]
}

/** The sections a profile shows, in order: only those with something in them. */
export function sectionsOf(talent: SectionContent): ProfileSection[] {
  const filled: Record<ProfileSection, boolean> = {
    portfolio: talent.portfolio.length > 0,
    polaroids: talent.polaroids.length > 0,
    composite: talent.composite.length > 0,
    videos: talent.videos.length > 0,
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
 * then the portfolio, then the polaroids, each photograph once.
 */
export function compCardImages(
  hero: GalleryImage | null,
  talent: Pick<SectionContent, 'portfolio' | 'polaroids' | 'composite'>,
  count = 4,
): GalleryImage[] {
  const chosen: GalleryImage[] = []
  for (const image of [hero, ...talent.composite, ...talent.portfolio, ...talent.polaroids]) {
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
