import { createRosterClient, RosterNotFound, type RosterSettings } from './roster-client'
import { createRosterReader, type PublishedModel, rosterPage } from './roster-reader'

/** A model as a package's pages show her: her name and cover, and whether the site shows her. */
export type PackageTalent = { id: number; name: string; cover: string | null; published: boolean }

/**
 * The roster as packages need it, whichever way the back office reaches it (decision 026): the
 * write API of a Passarela booking service, or the read API of another with the site's key. Only
 * published models are found; a model hidden or deleted since is missing from `byIds`.
 */
export type PackageRoster = {
  /**
   * The published models the name matches, and the hidden ones (which cannot go into a package
   * until published); `hidden` is undefined when this roster cannot see hidden models.
   */
  search(q: string): Promise<PackageSearch>
  byIds(ids: readonly number[]): Promise<Map<number, PackageTalent>>
  /** Where the staff's browser fetches a cover path (`media/…`). */
  mediaBase?: string
}

export type PackageSearch = { found: PackageTalent[]; hidden?: PackageTalent[] }

export function packageRoster(settings: RosterSettings | undefined): PackageRoster | undefined {
  if (!settings) return undefined
  if ('adminUrl' in settings) {
    const client = createRosterClient(settings)
    return {
      mediaBase: settings.mediaBase,
      async search(q) {
        const [published, hidden] = await Promise.all(
          (['published', 'hidden'] as const).map((state) => client.list({ q, state })),
        )
        const talents = (list: typeof published) =>
          list!.data.map(({ id, name, cover, published }) => ({ id, name, cover, published }))
        return { found: talents(published), hidden: talents(hidden) }
      },
      async byIds(ids) {
        const found = await Promise.all(
          ids.map((id) =>
            client.get(id).catch((error: unknown) => {
              if (error instanceof RosterNotFound) return null
              throw error
            }),
          ),
        )
        return new Map(
          found.flatMap((talent) =>
            talent
              ? [
                  [
                    talent.id,
                    {
                      id: talent.id,
                      name: talent.name,
                      cover: talent.cover,
                      published: talent.published,
                    },
                  ],
                ]
              : [],
          ),
        )
      },
    }
  }
  if (!settings.readKey) return undefined
  const reader = createRosterReader({ url: settings.managedAt, readKey: settings.readKey })
  const talent = ({ id, name, cover }: PublishedModel): PackageTalent => ({
    id,
    name,
    cover,
    published: true,
  })
  return {
    mediaBase: settings.mediaBase,
    // The read API lists only the published roster: a hidden model is not known here.
    async search(q) {
      return { found: rosterPage(await reader.roster(), { q, page: 1 }).data.map(talent) }
    },
    async byIds(ids) {
      const wanted = new Set(ids)
      const found = (await reader.roster()).filter((model) => wanted.has(model.id))
      return new Map(found.map((model) => [model.id, talent(model)]))
    },
  }
}
