import { agencyTimeZone, daysAfter, startOfDay, todayIn } from '../../../contracts/agency-time'
import { isCalendarDate } from '../../../contracts/birthdate'
import { isLanguage, type Language } from '../../../contracts/languages'
import {
  defaultPackageDays,
  type PackageSection,
  packageRules,
  packageSections,
} from '../../../contracts/packages'
import type { PackageDraft, PackageRecord } from '../packages'
import type { AdminLanguage } from './messages/common'
import { packagesMessages } from './messages/packages'
import type { FieldErrors } from './ui/form'

/** A package's details as its form holds them: what the booker typed, kept as typed. */
export type PackageForm = {
  title: string
  clientName: string
  clientEmail: string
  lang: string
  note: string
  showMeasures: boolean
  sections: string[]
  /** `YYYY-MM-DD`, the last day the link works, in the agency's time zone. */
  expiresAt: string
}

const email = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** A new package's form: the booker's language for the link, measures and every section shown. */
export function emptyPackageForm(lang: Language, now = new Date()): PackageForm {
  return {
    title: '',
    clientName: '',
    clientEmail: '',
    lang,
    note: '',
    showMeasures: true,
    sections: [...packageSections],
    expiresAt: daysAfter(todayIn(agencyTimeZone, now), defaultPackageDays),
  }
}

export function packageFormOf(record: PackageRecord): PackageForm {
  return {
    title: record.title,
    clientName: record.clientName,
    clientEmail: record.clientEmail,
    lang: record.lang,
    note: record.note,
    showMeasures: record.showMeasures,
    sections: record.sections,
    expiresAt: todayIn(agencyTimeZone, new Date(record.expiresAt.getTime() - 1)),
  }
}

export function parsePackageForm(body: Record<string, unknown>): PackageForm {
  const text = (name: string) => (typeof body[name] === 'string' ? body[name] : '')
  const sections = ([] as unknown[]).concat(body.sections ?? [])
  return {
    title: text('title').trim(),
    clientName: text('clientName').trim(),
    clientEmail: text('clientEmail').trim(),
    lang: text('lang'),
    note: text('note').trim(),
    showMeasures: body.showMeasures === 'on',
    sections: sections.filter((value): value is string => typeof value === 'string'),
    expiresAt: text('expiresAt').trim(),
  }
}

/**
 * The details checked, in the staff's language: the draft (models aside) or the errors by field.
 * The link works to the end of its last day in Brasília.
 */
export function validatePackageForm(
  form: PackageForm,
  lang: AdminLanguage,
  now = new Date(),
): { errors: FieldErrors; draft?: Omit<PackageDraft, 'models'> } {
  const m = packagesMessages[lang].errors
  const errors: FieldErrors = {}
  if (!form.title) errors.title = m.title
  else if (form.title.length > packageRules.maxTitle) errors.title = m.titleTooLong
  if (form.clientName.length > packageRules.maxClientName) errors.clientName = m.clientName
  if (form.clientEmail && (!email.test(form.clientEmail) || form.clientEmail.length > 254)) {
    errors.clientEmail = m.clientEmail
  }
  if (!isLanguage(form.lang)) errors.lang = m.lang
  if (form.note.length > packageRules.maxNote) errors.note = m.note
  const sections = packageSections.filter((section) => form.sections.includes(section))
  if (sections.length === 0) errors.sections = m.sections
  const today = todayIn(agencyTimeZone, now)
  const valid =
    isCalendarDate(form.expiresAt) &&
    form.expiresAt > today &&
    form.expiresAt <= daysAfter(today, packageRules.maxDays)
  if (!valid) errors.expiresAt = m.expiresAt(packageRules.maxDays)
  if (Object.keys(errors).length > 0) return { errors }
  return {
    errors,
    draft: {
      title: form.title,
      clientName: form.clientName,
      clientEmail: form.clientEmail,
      lang: form.lang as Language,
      note: form.note,
      showMeasures: form.showMeasures,
      sections: sections as PackageSection[],
      expiresAt: new Date(startOfDay(daysAfter(form.expiresAt, 1)).getTime() - 1),
    },
  }
}
