import { useTranslation } from '~/i18n/translation'
import { AppLink } from '~/components/app-link'
import { type Division, divisions } from '~/config/business'
import { usePathTo } from '~/i18n/use-locale'

/**
 * The division links across the top of every board, in small capitals; the board being shown
 * is underlined and marked `aria-current`. Women, men and future faces are boards of their
 * own, reached from the menu, so none of these links is theirs.
 */
export function BoardNav({ active }: { active: 'all' | Division | null }) {
  const { t } = useTranslation()
  const pathTo = usePathTo()
  const links = [
    { key: 'all', label: t('roster.all'), to: pathTo('roster') },
    ...divisions.map((division) => ({
      key: division,
      label: t(`divisions.${division}`),
      to: pathTo('board', { division }),
    })),
  ]
  return (
    <nav aria-label={t('roster.boards')} className="-mx-3 overflow-x-auto">
      <ul className="flex gap-1 text-[0.8rem] tracking-[0.14em] whitespace-nowrap uppercase">
        {links.map(({ key, label, to }) => (
          <li key={key}>
            <AppLink
              to={to}
              aria-current={key === active ? 'page' : undefined}
              preventScrollReset={false}
              className="inline-flex min-h-11 items-center px-3 text-muted decoration-1 underline-offset-[6px] hover:text-ink aria-[current=page]:text-ink aria-[current=page]:underline"
            >
              {label}
            </AppLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}
