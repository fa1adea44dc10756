import { type FormEvent, useId, useRef, useState } from 'react'
import { useNavigate } from 'react-router'
import { useTranslation } from '~/i18n/translation'
import { useLocale, usePathTo } from '~/i18n/use-locale'
import { comparePath, selectionProblem } from '~/lib/favorites/compare'
import { shareIds } from '~/lib/favorites/favorites'

type Choosable = readonly { id: number; name: string }[]

/**
 * "Compare side by side": a checkbox per model in a disclosure, two to four ticked. A plain GET
 * form to the compare page (`?ids=1&ids=2`), so it works without script (decision 020); with it,
 * it counts the ticks, refuses fewer than two or more than four with the reason said, and goes
 * to the usual address (`?ids=1,2`).
 */
export function CompareChooser({ talents }: { talents: Choosable }) {
  const { t } = useTranslation()
  return (
    <details data-compare-chooser="" className="border-y border-line print:hidden">
      <summary className="flex min-h-11 cursor-pointer items-center text-sm tracking-[0.14em] uppercase">
        {t('compare.open')}
      </summary>
      {/* A list that changes (a favorite removed) starts the choice again, its count right. */}
      <ChoiceForm key={shareIds(talents)} talents={talents} />
    </details>
  )
}

function ChoiceForm({ talents }: { talents: Choosable }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const pathTo = usePathTo()
  const navigate = useNavigate()
  const form = useRef<HTMLFormElement>(null)
  const statusId = useId()
  const ticked = selectionProblem(talents.length) === null
  const [count, setCount] = useState(ticked ? talents.length : 0)
  const [refused, setRefused] = useState(false)
  const problem = selectionProblem(count)

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const ids = chosenIds(form.current)
    setCount(ids.length)
    if (selectionProblem(ids.length)) {
      setRefused(true)
      // Back to the boxes, where the reason is read out with the group.
      form.current?.querySelector<HTMLInputElement>('input[name="ids"]')?.focus()
      return
    }
    void navigate(comparePath(locale, ids))
  }

  return (
    <form
      ref={form}
      method="get"
      action={pathTo('compare')}
      onSubmit={submit}
      onChange={() => {
        setCount(chosenIds(form.current).length)
        setRefused(false)
      }}
      className="flex flex-col gap-4 pt-2 pb-5"
    >
      <fieldset aria-describedby={statusId}>
        <legend className="mb-3 text-sm text-muted">{t('compare.legend')}</legend>
        <ul className="flex flex-wrap gap-2">
          {talents.map((talent) => (
            <li key={talent.id}>
              <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 border border-line-strong px-3 text-xs tracking-name uppercase has-checked:border-ink has-checked:bg-ink has-checked:text-paper">
                <input
                  type="checkbox"
                  name="ids"
                  value={talent.id}
                  defaultChecked={ticked}
                  className="size-4 accent-ink"
                />
                {talent.name}
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      <div className="flex flex-wrap items-center gap-4">
        <button
          type="submit"
          data-compare-submit=""
          className="inline-flex min-h-11 items-center border border-ink bg-ink px-6 text-sm tracking-[0.14em] text-paper uppercase hover:bg-ink/85"
        >
          {t('compare.submit')}
        </button>
        <p
          id={statusId}
          role="status"
          data-compare-status=""
          className={`text-sm ${problem === 'too-many' || refused ? 'text-danger' : 'text-muted'}`}
        >
          {problem === 'too-many'
            ? t('compare.tooMany')
            : problem === 'too-few'
              ? t('compare.needTwo')
              : t('compare.chosen', { count })}
        </p>
      </div>
    </form>
  )
}

function chosenIds(form: HTMLFormElement | null): number[] {
  return Array.from(
    form?.querySelectorAll<HTMLInputElement>('input[name="ids"]:checked') ?? [],
    (box) => Number(box.value),
  )
}
