import { packageAnswerRules, type PackagePick, packagePicks } from '../../../contracts/fields'
import type { PackageAnswerInput } from '../../../contracts/packages'

/**
 * The client's answer to a package as the plain form posts it: a pick (`pick-{id}`) and a comment
 * (`comment-{id}`) per model still available, and a name when the booker gave none; read into
 * `packageAnswerInput`, or into the form shown again with an error key per field.
 */

export const nameField = 'name'
/** The longest model's name the panel takes with a pick. */
const maxModelName = 120
/** Where "answer for at least one model" is shown: the form's summary, not one field. */
export const picksField = 'picks'

export function pickField(talentId: number): string {
  return `pick-${talentId}`
}

export function commentField(talentId: number): string {
  return `comment-${talentId}`
}

export const packageAnswerErrors = {
  noPick: 'packages.errors.noPick',
  pickForComment: 'packages.errors.pickForComment',
  tooLong: 'forms.errors.tooLong',
  invalid: 'forms.errors.invalid',
} as const

export type PackageAnswerValues = {
  name: string
  picks: Record<number, { pick: PackagePick | null; comment: string }>
}

export type PackageAnswerErrors = Partial<Record<string, string>>

export type PackageAnswerReading =
  | { ok: true; input: PackageAnswerInput; values: PackageAnswerValues }
  | { ok: false; errors: PackageAnswerErrors; values: PackageAnswerValues }

function isPick(value: unknown): value is PackagePick {
  return typeof value === 'string' && (packagePicks as readonly string[]).includes(value)
}

function text(form: FormData, field: string): string {
  const value = form.get(field)
  return typeof value === 'string' ? value : ''
}

/** A model the client may answer for: her id, and her name as the page showed it. */
export type AnsweredModel = { id: number; name: string }

/**
 * The posted form for the models offered (`models`, in the package's order). Fields for
 * other models are ignored; a comment without a pick is an error rather than lost. Each pick
 * carries the model's name, for the agency's inbox to say who.
 */
export function readPackageAnswer(
  form: FormData,
  models: readonly AnsweredModel[],
  { askName }: { askName: boolean },
): PackageAnswerReading {
  const errors: PackageAnswerErrors = {}
  const values: PackageAnswerValues = { name: askName ? text(form, nameField) : '', picks: {} }
  if (values.name.trim().length > packageAnswerRules.maxName) {
    errors[nameField] = packageAnswerErrors.tooLong
  }
  const picks: PackageAnswerInput['picks'] = []
  for (const { id, name } of models) {
    const posted = text(form, pickField(id))
    const pick = isPick(posted) ? posted : null
    const comment = text(form, commentField(id))
    values.picks[id] = { pick, comment }
    if (posted !== '' && !pick) errors[pickField(id)] = packageAnswerErrors.invalid
    if (comment.trim().length > packageAnswerRules.maxComment) {
      errors[commentField(id)] = packageAnswerErrors.tooLong
    }
    if (pick) picks.push({ id, name: name.slice(0, maxModelName), pick, comment: comment.trim() })
    else if (comment.trim() !== '' && !errors[pickField(id)]) {
      errors[pickField(id)] = packageAnswerErrors.pickForComment
    }
  }
  if (picks.length === 0 && Object.keys(errors).length === 0) {
    errors[picksField] = packageAnswerErrors.noPick
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors, values }
  return { ok: true, input: { name: values.name.trim(), picks }, values }
}

/** The form as it first shows: nothing picked, nothing written. */
export function emptyPackageAnswer(talentIds: readonly number[]): PackageAnswerValues {
  return {
    name: '',
    picks: Object.fromEntries(talentIds.map((id) => [id, { pick: null, comment: '' }])),
  }
}
