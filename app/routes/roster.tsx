import { PageHeading } from '~/components/page-heading'
import { isDivision } from '~/config/business'
import { translatorFor } from '~/i18n/resources.server'
import { notFound } from '~/lib/errors'
import { pageOf, pageSeo } from '~/lib/page-seo.server'
import { seoMeta } from '~/lib/seo'
import type { Route } from './+types/roster'

// One module for every board: the whole roster, a division, women, men and future faces.
// The boards themselves come with the catalog; until then each answers with its title.
export const meta: Route.MetaFunction = ({ data }) => seoMeta(data?.seo)

export function loader({ request, context }: Route.LoaderArgs) {
  const resolved = pageOf(request)
  const { page, locale, params } = resolved
  const t = translatorFor(locale)
  let heading = t(`pages.${page}.title`)
  if (page === 'board') {
    if (!isDivision(params.division)) throw notFound()
    heading = t('pages.board.title', { division: t(`divisions.${params.division}`) })
  }
  return { seo: pageSeo(request, context, { page: resolved, title: heading }), heading }
}

export default function Roster({ loaderData }: Route.ComponentProps) {
  return <PageHeading title={loaderData.heading} />
}
