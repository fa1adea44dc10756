/** Where the agency can be found besides the site: its social profiles and its e-mail. */
export type AgencyLinks = { instagram: string; models: string; email: string }
