import { useTranslation } from 'react-i18next'
import { PageHeading } from '~/components/page-heading'
import { pageSeo } from '~/lib/page-seo.server'
import { seoMeta } from '~/lib/seo'
import type { Route } from './+types/favorites'

// The page itself comes with its issue; until then it answers with its translated title.
export const meta: Route.MetaFunction = ({ data }) => seoMeta(data?.seo)

export function loader({ request, context }: Route.LoaderArgs) {
  return { seo: pageSeo(request, context) }
}

export default function Favorites() {
  const { t } = useTranslation()
  return <PageHeading title={t('pages.favorites.title')} />
}
