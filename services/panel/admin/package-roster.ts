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
  search(q: string): Promise<PackageTalent[]>
  byIds(ids: readonly number[]): Promise<Map<number, PackageTalent>>
  /** Where the staff's browser fetches a cover path (`media/…`). */
  mediaBase?: string
}

export function packageRoster(settings: RosterSettings | undefined): PackageRoster | undefined {
  if (!settings) return undefined
  if ('adminUrl' in settings) {
    const client = createRosterClient(settings)
    return {
      mediaBase: settings.mediaBase,
      async search(q) {
        const list = await client.list({ q, state: 'published' })
        return list.data.map(({ id, name, cover, published }) => ({ id, name, cover, published }))
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
    async search(q) {
      return rosterPage(await reader.roster(), { q, page: 1 }).data.map(talent)
    },
    async byIds(ids) {
      const wanted = new Set(ids)
      const found = (await reader.roster()).filter((model) => wanted.has(model.id))
      return new Map(found.map((model) => [model.id, talent(model)]))
    },
  }
}
