import type { PageKey, PageParams } from '~/i18n/pages'

/**
 * The editorial pages (About, Privacy) as typed blocks rather than HTML strings: the text is
 * written per locale in `app/content/<page>/<locale>.server.ts`, only the visitor's locale
 * travels as loader data, and one small renderer turns it into markup.
 */

/** A run of text: plain, stressed, a link to a page of the site (localized when rendered) or elsewhere. */
export type Inline =
  | string
  | { strong: string }
  | { text: string; page: PageKey; params?: PageParams }
  | { text: string; href: string }

export type Block =
  | { kind: 'paragraph'; text: Inline[] }
  | { kind: 'list'; items: Inline[][] }
  /** Terms and their explanations: the boards, the forms and what each collects. */
  | { kind: 'terms'; items: { term: string; text: Inline[] }[] }
  /** The prominent next steps of a page, each a link to one of the site's pages. */
  | { kind: 'actions'; items: { page: PageKey; label: string; text: string }[] }

export type Section<Id extends string = string> = { id: Id; title: string; blocks: Block[] }

/**
 * A page's text in one locale. Its sections are keyed by id, so a locale that misses one, or
 * adds one English does not have, fails the type check; the ids double as the headings'
 * anchors (`/privacy#rights`) and stay the same in every language.
 */
export type ContentPage<Id extends string> = {
  /** The meta description for search engines and link previews. */
  description: string
  intro: Block[]
  sections: Record<Id, Omit<Section, 'id'>>
}

/** What a route's loader hands to the page: the sections in reading order, nothing else. */
export type ContentData = { intro: Block[]; sections: Section[] }

export const aboutSectionIds = [
  'agency',
  'boards',
  'clients',
  'models',
  'work-with-us',
  'commitment',
] as const
export type AboutSectionId = (typeof aboutSectionIds)[number]
export type AboutPage = ContentPage<AboutSectionId>

export const privacySectionIds = [
  'controller',
  'collection',
  'favorites',
  'technical',
  'retention',
  'sharing',
  'transfers',
  'rights',
  'security',
  'minors',
  'changes',
] as const
export type PrivacySectionId = (typeof privacySectionIds)[number]
export type PrivacyPage = ContentPage<PrivacySectionId>

/** A locale's page as the route hands it on: its sections in the order of `ids`. */
export function contentData<Id extends string>(
  page: ContentPage<Id>,
  ids: readonly Id[],
): ContentData {
  return { intro: page.intro, sections: ids.map((id) => ({ id, ...page.sections[id] })) }
}

/** The words of a run of inline text, as a person reads them. */
export function plainText(inline: Inline[]): string {
  return inline
    .map((part) => (typeof part === 'string' ? part : 'strong' in part ? part.strong : part.text))
    .join('')
}

/** Every word of a block, for the content checks. */
export function blockText(block: Block): string[] {
  switch (block.kind) {
    case 'paragraph':
      return [plainText(block.text)]
    case 'list':
      return block.items.map(plainText)
    case 'terms':
      return block.items.flatMap(({ term, text }) => [term, plainText(text)])
    case 'actions':
      return block.items.flatMap(({ label, text }) => [label, text])
  }
}
