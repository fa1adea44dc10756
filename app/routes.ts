import { type RouteConfig, route } from '@react-router/dev/routes'
import { locales } from './i18n/locales'
import { type PageKey, pageRouteId, pages } from './i18n/pages'

/**
 * The map of the site (docs/decisions/001-routes-from-the-slug-table.md). Each page is registered
 * at every path the slug table `app/i18n/pages.ts` gives it, canonical and aliases, in en
 * (unprefixed), pt and es. Its module names its content lazily: `PageContent` (decision 017).
 */
function page(key: PageKey, file: string) {
  return locales.flatMap((locale) => {
    const paths: readonly string[] = pages[key][locale]
    return paths.map((path, index) => route(path, file, { id: pageRouteId(key, locale, index) }))
  })
}

export default [
  ...page('home', 'routes/home.tsx'),
  ...page('roster', 'routes/roster.tsx'),
  ...page('board', 'routes/roster.tsx'),
  ...page('women', 'routes/roster.tsx'),
  ...page('men', 'routes/roster.tsx'),
  ...page('futureFace', 'routes/roster.tsx'),
  ...page('profile', 'routes/profile.tsx'),
  ...page('boardProfile', 'routes/profile.tsx'),
  ...page('favorites', 'routes/favorites.tsx'),
  ...page('compare', 'routes/compare.tsx'),
  ...page('contact', 'routes/contact.tsx'),
  ...page('beAModel', 'routes/be-a-model.tsx'),
  ...page('about', 'routes/about.tsx'),
  ...page('news', 'routes/news.tsx'),
  ...page('post', 'routes/post.tsx'),
  ...page('privacy', 'routes/privacy.tsx'),

  // A package the agency sent a client (decision 028): its page and each model's book in it,
  // in the package's language whatever the address, never indexed nor kept.
  route('packages/:token', 'routes/package.tsx'),
  route('packages/:token/:talentId', 'routes/package-book.tsx'),

  // Resources: the next batch of a board's cards or of the news, which favorites are still
  // represented, a model's comp card as a PDF, the scouting application as the page's script
  // sends it (with its progress) and each of its files sent ahead of it, and the units
  // toggle's post.
  route('api/boards/:board', 'routes/board-batch.ts'),
  route('api/represented', 'routes/represented.ts'),
  route('api/news', 'routes/news-batch.ts'),
  route('api/get-scouted', 'routes/scouting-upload.ts'),
  route('api/get-scouted/files', 'routes/scouting-file.ts'),
  route('comp-cards/:id', 'routes/comp-card.ts'),
  route('units', 'routes/units.ts'),
  // For crawlers: the sitemap of every public page, and the robots file that names it.
  route('sitemap.xml', 'routes/sitemap.ts'),
  route('robots.txt', 'routes/robots.ts'),

  // The default language has no prefix: `/en/...` answers 301 to the unprefixed path.
  route('en', 'routes/default-language-redirect.tsx', { id: 'en-redirect' }),
  route('en/*', 'routes/default-language-redirect.tsx', { id: 'en-redirect-splat' }),

  // Everything else: an unknown language prefix or an unknown page, both 404.
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig
