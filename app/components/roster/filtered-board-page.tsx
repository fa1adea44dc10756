import { type ReactNode, useEffect, useId, useRef, useState } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { AppLink } from '~/components/app-link'
import { changedSinceServer } from '~/lib/forms/changed-since-server'
import type { Division } from '~/config/business'
import { useLocale } from '~/i18n/use-locale'
import { useTranslation } from '~/i18n/translation'
import {
  activeFilterCount,
  type BoardFilters,
  type FilterChoices,
  type FilterOption,
  filterSearch,
  heightBounds,
  readBoardFilters,
} from '~/lib/roster/board-filters'
import type { BoardBatch } from '~/lib/roster/boards'
import { formatCount } from '~/lib/measures/numbers'
import { BoardPage } from './board-page'
import { NoTalents } from './talent-grid'

/** How long typing pauses before the board follows it. */
const typingPauseMs = 400

/** A navigation the filters made themselves: their fields already show it. */
const fromFilters = 'board-filters'

const controlClasses =
  'block min-h-11 w-full border border-line-strong bg-paper px-3 text-base text-ink transition-colors duration-200 hover:border-ink'

const labelClasses = 'text-xs tracking-[0.14em] text-muted uppercase'

/** A board page with its search and filters (`/models`, a division, women, men, future faces). */
export function FilteredBoardPage({
  heading,
  active,
  board,
  batch,
  filters,
  choices,
  query,
}: {
  heading: string
  active: 'all' | Division | null
  board: string
  batch: BoardBatch
  filters: BoardFilters
  choices: FilterChoices
  query: string
}) {
  const { t } = useTranslation()
  const { pathname } = useLocation()
  return (
    <BoardPage
      heading={heading}
      active={active}
      board={board}
      batch={batch}
      query={query}
      filters={
        <BoardFilterForm filters={filters} choices={choices} query={query} total={batch.total} />
      }
      empty={
        query ? (
          <NoTalents
            message={t('filters.noMatch')}
            link={{ to: pathname, label: t('filters.reset') }}
          />
        ) : undefined
      }
    />
  )
}

/**
 * The search and filters (decision 018): a plain GET form which, with JavaScript, follows each
 * choice at once and the typing once it pauses, replacing the address rather than adding to it.
 */
function BoardFilterForm({
  filters,
  choices,
  query,
  total,
}: {
  filters: BoardFilters
  choices: FilterChoices
  query: string
  total: number
}) {
  const { t } = useTranslation()
  const locale = useLocale()
  const navigate = useNavigate()
  const location = useLocation()
  const typing = useRef<ReturnType<typeof setTimeout>>(undefined)
  // The fields are the visitor's while they filter; any other way to the board (the reset link,
  // a division link, back) draws them anew from its address.
  const [fieldsKey, setFieldsKey] = useState(location.key)
  if (location.state !== fromFilters && fieldsKey !== location.key) setFieldsKey(location.key)

  function follow(form: HTMLFormElement) {
    clearTimeout(typing.current)
    const params = new URLSearchParams()
    for (const [name, value] of new FormData(form)) {
      if (typeof value === 'string') params.append(name, value)
    }
    const search = filterSearch(readBoardFilters(params, { gender: choices.gender }))
    if (search === query) return
    void navigate(
      { pathname: location.pathname, search: search ? `?${search}` : '' },
      { replace: true, preventScrollReset: true, state: fromFilters },
    )
  }

  // A choice made or a name typed before the page's script ran changed no address: follow it
  // now, as its change event would have (a name still being typed, once the typing pauses).
  const form = useRef<HTMLFormElement>(null)
  useEffect(() => {
    const fields = form.current
    if (!fields || !changedSinceServer(fields)) return
    if (
      document.activeElement instanceof HTMLInputElement &&
      fields.contains(document.activeElement)
    ) {
      typing.current = setTimeout(() => follow(fields), typingPauseMs)
    } else follow(fields)
    // Once, when the form first runs: later changes come through its own events.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  const id = useId()
  const count = activeFilterCount(filters)
  const shown = formatCount(total, locale)
  const { height } = choices
  return (
    <>
      <details className="board-filters group mt-6 border-line max-lg:border-y">
        <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 text-sm tracking-[0.14em] uppercase [&::-webkit-details-marker]:hidden">
          {t('filters.toggle')}
          {count > 0 ? <span className="text-muted">({count})</span> : null}
          <span
            aria-hidden="true"
            className="ml-auto text-lg leading-none transition-transform duration-200 ease-quiet group-open:rotate-45"
          >
            +
          </span>
        </summary>
        <form
          ref={form}
          key={fieldsKey}
          method="get"
          action={location.pathname}
          role="search"
          aria-label={t('filters.label')}
          // A send (Enter in a field) before the script runs is held and made once it does,
          // rather than a plain reload that would lose the visitor's place (decision 021).
          data-script-control=""
          onSubmit={(event) => {
            event.preventDefault()
            follow(event.currentTarget)
          }}
          onChange={(event) => {
            const form = event.currentTarget
            clearTimeout(typing.current)
            if (event.target instanceof HTMLSelectElement) follow(form)
            else typing.current = setTimeout(() => follow(form), typingPauseMs)
          }}
          className="grid grid-cols-2 gap-x-3 gap-y-4 pt-2 pb-6 lg:flex lg:flex-wrap lg:items-end lg:gap-x-4 lg:pt-0"
        >
          <div className="col-span-2 flex flex-col gap-1.5 lg:w-56">
            <label htmlFor={`${id}q`} className={labelClasses}>
              {t('filters.name')}
            </label>
            <input
              id={`${id}q`}
              type="search"
              name="q"
              defaultValue={filters.q ?? ''}
              autoComplete="off"
              enterKeyHint="search"
              className={controlClasses}
            />
          </div>
          <fieldset className="col-span-2 flex gap-3">
            <legend className={`${labelClasses} mb-1.5`}>{t('filters.height')}</legend>
            {(['from', 'to'] as const).map((end) => (
              <div key={end} className="flex w-full flex-col gap-1 lg:w-24">
                <label htmlFor={id + end} className="text-xs text-muted">
                  {t(`filters.${end}`)}
                </label>
                <input
                  id={id + end}
                  type="number"
                  name="height"
                  inputMode="numeric"
                  // Any height a person has; the board's own range is the placeholder.
                  min={heightBounds.min}
                  max={heightBounds.max}
                  placeholder={String((end === 'from' ? height?.min : height?.max) ?? '')}
                  defaultValue={(end === 'from' ? filters.height?.min : filters.height?.max) ?? ''}
                  className={`${controlClasses} tabular-nums`}
                />
              </div>
            ))}
          </fieldset>
          <Choice
            name="hair"
            label={t('filters.hair')}
            options={choices.hair}
            value={filters.hair}
          />
          <Choice
            name="eyes"
            label={t('filters.eyes')}
            options={choices.eyes}
            value={filters.eyes}
          />
          {choices.gender ? (
            <Choice
              name="gender"
              label={t('filters.gender')}
              options={[
                { value: 'woman', label: t('filters.woman') },
                { value: 'man', label: t('filters.man') },
              ]}
              value={filters.gender}
            />
          ) : null}
          <div className="col-span-2 flex items-center gap-6">
            <button
              type="submit"
              className="inline-flex min-h-11 items-center border border-ink px-6 text-sm tracking-[0.14em] uppercase hover:bg-ink hover:text-paper max-lg:flex-1 max-lg:justify-center"
            >
              {t('filters.apply')}
            </button>
            {query ? (
              <AppLink
                to={location.pathname}
                preventScrollReset
                className="inline-flex min-h-11 items-center text-sm underline underline-offset-4"
              >
                {t('filters.reset')}
              </AppLink>
            ) : null}
          </div>
        </form>
      </details>
      {/* Announced politely whenever the board's count changes, typing included. */}
      <p role="status" className="mt-4 text-sm text-muted tabular-nums">
        {query && total === 0
          ? t('filters.noMatch')
          : total === 1
            ? t('filters.one')
            : t('filters.count', { count: shown })}
      </p>
    </>
  )
}

function Choice({
  name,
  label,
  options,
  value,
}: {
  name: string
  label: string
  options: FilterOption[]
  value: string | null
}): ReactNode {
  const { t } = useTranslation()
  const id = useId()
  return (
    <div className="flex flex-col gap-1.5 lg:w-40">
      <label htmlFor={id} className={labelClasses}>
        {label}
      </label>
      <select id={id} name={name} defaultValue={value ?? ''} className={controlClasses}>
        <option value="">{t('filters.any')}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  )
}
