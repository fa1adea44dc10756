import express, { type Request, type Response } from 'express'
import { packageRules } from '../../../../contracts/packages'
import {
  createPackage,
  draftOf,
  duplicatePackage,
  findPackage,
  listPackages,
  packageLinkToken,
  type PackageModel,
  type PackageRecord,
  renewPackageLink,
  revokePackage,
  updatePackage,
} from '../../packages'
import { recordAudit } from '../audit'
import { adminContext, type BackOfficeOptions } from '../context'
import { packagesMessages } from '../messages/packages'
import {
  emptyPackageForm,
  packageFormOf,
  parsePackageForm,
  validatePackageForm,
} from '../package-form'
import { packageRoster, type PackageSearch, type PackageTalent } from '../package-roster'
import { ConfirmDeletePage } from '../pages/confirm-delete'
import {
  PackageEditorPage,
  packageMail,
  PackagePage,
  PackagesPage,
  packageState,
} from '../pages/packages'
import type { Mailer } from '../../notifications'
import type { RosterSettings } from '../roster-client'
import type { FieldErrors } from '../ui/form'
import { seeOther, sendPage } from '../ui/render'
import { field, formWithCsrf } from '../form-posts'
import { notFound, rowId } from './not-found'

export type PackagesSettings = {
  roster?: RosterSettings
  /** The key the links are made with (`packageKey` of the panel's secret). */
  key: string
  /** The key links were made with before the panel had a secret of its own, to show those. */
  earlierKey?: string
  /** The public site's address, which the links open; the request's own when not given. */
  siteUrl?: string
  /** Sends a package by e-mail (`SMTP_URL`); without it, the staff's mail program does. */
  mailer?: Mailer
}

/**
 * The Packages section (decision 028): selections of models for a client, their links, their
 * visits. Every change is a plain form answered 303, recorded in the audit log.
 */
export function packagesRoutes({
  roster: rosterSettings,
  key,
  earlierKey,
  siteUrl,
  mailer,
}: PackagesSettings) {
  return ({ db, secret, logger }: BackOfficeOptions) => {
    const router = express.Router()
    const post = formWithCsrf(secret)
    const roster = packageRoster(rosterSettings)

    const actor = (response: Response) => adminContext(response).session?.account ?? null
    const notices = (request: Request, response: Response) => {
      const m = packagesMessages[adminContext(response).lang]
      const said = (
        [
          'created',
          'saved',
          'modelAdded',
          'modelRemoved',
          'modelMoved',
          'noteSaved',
          'duplicated',
          'renewed',
          'revoked',
          'sent',
        ] as const
      ).find((name) => name in request.query)
      return said ? m[said] : undefined
    }

    async function linkOf(request: Request, id: number) {
      const origin = siteUrl ?? `${request.protocol}://${request.get('host')}`
      return `${origin.replace(/\/+$/, '')}/packages/${await packageLinkToken(db, key, id, earlierKey)}`
    }

    async function talentsOf(record: PackageRecord) {
      if (!roster || record.models.length === 0) return new Map<number, PackageTalent>()
      return roster.byIds(record.models.map((model) => model.id)).catch((error: unknown) => {
        logger?.warn({ err: error }, 'the roster could not be read for a package')
        return undefined
      })
    }

    async function packageOf(request: Request, response: Response) {
      const id = rowId(request.params.id)
      const record = id === null ? null : await findPackage(db, id)
      if (!record) notFound(response)
      return record
    }

    async function showPackage(
      request: Request,
      response: Response,
      record: PackageRecord,
      { errors, status = 200 }: { errors?: FieldErrors; status?: number } = {},
    ) {
      const q = typeof request.query.q === 'string' ? request.query.q.trim().slice(0, 120) : ''
      let results: PackageSearch | undefined
      if (q && roster) results = await roster.search(q).catch(() => undefined)
      sendPage(
        response,
        PackagePage({
          admin: adminContext(response),
          record,
          link: await linkOf(request, record.id),
          talents: await talentsOf(record),
          mediaBase: roster?.mediaBase,
          search: { q, results },
          canMail: Boolean(mailer),
          notice: notices(request, response),
          errors,
        }),
        status,
      )
    }

    router.get('/packages', async (request, response) => {
      const admin = adminContext(response)
      const list = await listPackages(db)
      sendPage(response, PackagesPage({ admin, list, notice: notices(request, response) }))
    })

    router.get('/packages/new', (_request, response) => {
      const admin = adminContext(response)
      sendPage(
        response,
        PackageEditorPage({ admin, form: emptyPackageForm(admin.lang === 'en' ? 'en' : 'pt') }),
      )
    })

    router.post('/packages', ...post, async (request, response) => {
      const admin = adminContext(response)
      const form = parsePackageForm(request.body as Record<string, unknown>)
      const { errors, draft } = validatePackageForm(form, admin.lang)
      if (!draft) return sendPage(response, PackageEditorPage({ admin, form, errors }), 400)
      const account = actor(response)
      const id = await createPackage(
        db,
        key,
        { ...draft, models: [] },
        account?.name || account?.email || '',
      )
      await recordAudit(db, account, 'package.create', `package:${id}`, { title: draft.title })
      seeOther(response, `${admin.base}/packages/${id}?created`)
    })

    router.get('/packages/:id', async (request, response) => {
      const record = await packageOf(request, response)
      if (record) await showPackage(request, response, record)
    })

    router.get('/packages/:id/edit', async (request, response) => {
      const record = await packageOf(request, response)
      if (!record) return
      const admin = adminContext(response)
      sendPage(
        response,
        PackageEditorPage({
          admin,
          form: packageFormOf(record),
          id: record.id,
          noteToReview: record.noteToReview,
        }),
      )
    })

    router.post('/packages/:id', ...post, async (request, response) => {
      const record = await packageOf(request, response)
      if (!record) return
      const admin = adminContext(response)
      const form = parsePackageForm(request.body as Record<string, unknown>)
      const { errors, draft } = validatePackageForm(form, admin.lang)
      if (!draft) {
        return sendPage(
          response,
          PackageEditorPage({
            admin,
            form,
            errors,
            id: record.id,
            noteToReview: record.noteToReview,
          }),
          400,
        )
      }
      // Saved by the booker, the details (the note among them) are reviewed.
      await updatePackage(
        db,
        record.id,
        { ...draft, models: record.models },
        { noteReviewed: true },
      )
      await recordAudit(db, actor(response), 'package.update', `package:${record.id}`, {
        title: draft.title,
      })
      seeOther(response, `${admin.base}/packages/${record.id}?saved`)
    })

    /** A model's name for the audit log, as the roster says it now; none when it cannot. */
    async function talentName(id: number | null) {
      if (id === null || !roster) return undefined
      const found = await roster.byIds([id]).catch(() => undefined)
      return found?.get(id)?.name
    }

    /**
     * Changes the package's models; the page again with `notice`, or with `errors` (400). The
     * audit log names the package and the model changed (`talent`), by title and name.
     */
    async function changeModels(
      request: Request,
      response: Response,
      change: (
        models: PackageModel[],
        record: PackageRecord,
      ) => Promise<PackageModel[] | FieldErrors>,
      notice: string,
      action: string,
      talent: number | null,
    ) {
      const record = await packageOf(request, response)
      if (!record) return
      const changed = await change(record.models, record)
      if (!Array.isArray(changed)) {
        return showPackage(request, response, record, { errors: changed, status: 400 })
      }
      await updatePackage(db, record.id, { ...draftOf(record), models: changed })
      await recordAudit(db, actor(response), `package.${action}`, `package:${record.id}`, {
        title: record.title,
        talent,
        talentName: await talentName(talent),
        talents: changed.map((model) => model.id),
      })
      const admin = adminContext(response)
      const q = field(request, 'q')
      const search = q ? `&q=${encodeURIComponent(q)}` : ''
      seeOther(response, `${admin.base}/packages/${record.id}?${notice}${search}#models-title`)
    }

    router.post('/packages/:id/models', ...post, async (request, response) => {
      const talent = rowId(field(request, 'talent'))
      const m = packagesMessages[adminContext(response).lang]
      await changeModels(
        request,
        response,
        async (models) => {
          if (talent === null || models.some((model) => model.id === talent)) return models
          if (models.length >= packageRules.maxModels) return { q: m.errors.tooManyModels }
          // Only a model the site shows: a hidden one would reach the client as unavailable.
          const found = roster ? (await roster.byIds([talent])).get(talent) : undefined
          if (roster && !found) return { q: m.errors.unknownModel }
          if (found && !found.published) return { q: m.errors.hiddenModel(found.name) }
          return [...models, { id: talent, note: '' }]
        },
        'modelAdded',
        'add-model',
        talent,
      )
    })

    router.post('/packages/:id/models/:talent/remove', ...post, async (request, response) => {
      const talent = rowId(request.params.talent)
      await changeModels(
        request,
        response,
        async (models) => models.filter((model) => model.id !== talent),
        'modelRemoved',
        'remove-model',
        talent,
      )
    })

    router.post('/packages/:id/models/:talent/move', ...post, async (request, response) => {
      const talent = rowId(request.params.talent)
      const step = field(request, 'direction') === 'up' ? -1 : 1
      await changeModels(
        request,
        response,
        async (models) => {
          const from = models.findIndex((model) => model.id === talent)
          const to = from + step
          if (from < 0 || to < 0 || to >= models.length) return models
          const moved = [...models]
          ;[moved[from], moved[to]] = [moved[to]!, moved[from]!]
          return moved
        },
        'modelMoved',
        'move-model',
        talent,
      )
    })

    router.post('/packages/:id/models/:talent/note', ...post, async (request, response) => {
      const talent = rowId(request.params.talent)
      const note = field(request, `note-${talent}`).trim()
      const m = packagesMessages[adminContext(response).lang]
      await changeModels(
        request,
        response,
        async (models) =>
          note.length > packageRules.maxModelNote
            ? { [`note-${talent}`]: m.errors.modelNote }
            : models.map((model) => (model.id === talent ? { ...model, note } : model)),
        'noteSaved',
        'note-model',
        talent,
      )
    })

    router.post('/packages/:id/send', ...post, async (request, response) => {
      const record = await packageOf(request, response)
      if (!record) return
      const admin = adminContext(response)
      // Only with SMTP, to the client's address, while the link works: the page offers no other.
      if (!mailer || !record.clientEmail || packageState(record) !== 'active') {
        return notFound(response)
      }
      await mailer(packageMail(record, await linkOf(request, record.id)))
      await recordAudit(db, actor(response), 'package.send', `package:${record.id}`, {
        title: record.title,
      })
      seeOther(response, `${admin.base}/packages/${record.id}?sent`)
    })

    router.post('/packages/:id/duplicate', ...post, async (request, response) => {
      const record = await packageOf(request, response)
      if (!record) return
      const admin = adminContext(response)
      const account = actor(response)
      const copy = await duplicatePackage(db, key, record.id, {
        title: packagesMessages[admin.lang].copyOf(record.title).slice(0, packageRules.maxTitle),
        createdBy: account?.name || account?.email || '',
      })
      await recordAudit(db, account, 'package.duplicate', `package:${copy}`, {
        from: record.id,
        fromTitle: record.title,
      })
      seeOther(response, `${admin.base}/packages/${copy}?duplicated`)
    })

    // A new link and a revocation both stop the client's link for good: each is asked once more
    // on a page of its own (GET), whose button posts with `confirmed`; a post without it is sent
    // there (303).
    for (const [action, notice, apply] of [
      ['renew', 'renewed', (id: number) => renewPackageLink(db, key, id)],
      ['revoke', 'revoked', (id: number) => revokePackage(db, id)],
    ] as const) {
      router.get(`/packages/:id/${action}`, async (request, response) => {
        const record = await packageOf(request, response)
        if (!record) return
        const admin = adminContext(response)
        const address = `${admin.base}/packages/${record.id}`
        // Only a link that still works can be renewed or revoked.
        if (packageState(record) !== 'active') return seeOther(response, address)
        const words = packagesMessages[admin.lang].confirm[action]
        sendPage(
          response,
          ConfirmDeletePage({
            admin,
            section: 'packages',
            words: { title: words.title(record.title), confirm: words.confirm },
            question: words.question,
            address,
            action: `${address}/${action}?confirmed`,
          }),
        )
      })

      router.post(`/packages/:id/${action}`, ...post, async (request, response) => {
        const record = await packageOf(request, response)
        if (!record) return
        const admin = adminContext(response)
        const address = `${admin.base}/packages/${record.id}`
        if (!('confirmed' in request.query)) return seeOther(response, `${address}/${action}`)
        await apply(record.id)
        await recordAudit(db, actor(response), `package.${action}`, `package:${record.id}`, {
          title: record.title,
        })
        seeOther(response, `${address}?${notice}`)
      })
    }

    return router
  }
}
