import express, { type NextFunction, type Request, type Response } from 'express'
import { adminContext, type AdminRequestContext, ForbiddenError } from './context'

/**
 * Staff roles (decision 029): what each account may use of the back office, checked on the
 * server for every request behind the sign-in, and the navigation showing only that.
 */

export const staffRoles = ['admin', 'booker', 'content'] as const
export type StaffRole = (typeof staffRoles)[number]

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === 'string' && (staffRoles as readonly string[]).includes(value)
}

/** The parts of the back office a role is given or refused, finer than its navigation. */
export type Area =
  | 'inbox'
  | 'inbox-export'
  | 'inbox-deletion'
  | 'models'
  | 'model-deletion'
  | 'imports'
  | 'packages'
  | 'news'
  | 'slides'
  | 'links'
  | 'audit'
  | 'accounts'
  | 'backups'
  | 'account'

/** The one table of who may use what. An admin may use everything. */
const areasOf: Record<Exclude<StaffRole, 'admin'>, ReadonlySet<Area>> = {
  booker: new Set<Area>(['inbox', 'models', 'packages', 'account']),
  content: new Set<Area>(['news', 'slides', 'links', 'account']),
}

export function mayUse(role: StaffRole, area: Area): boolean {
  return role === 'admin' || areasOf[role].has(area)
}

/** Whether the signed-in account may use `area`: a page shows only the actions it may take. */
export function allows(admin: AdminRequestContext, area: Area): boolean {
  const role = admin.session?.account.role
  return role !== undefined && mayUse(role, area)
}

/**
 * Which area each address belongs to, in Express's own path syntax, so that the guard matches a
 * request exactly as the routes do (any case, a trailing slash). The first that matches decides:
 * the narrower ones come first. An address in none is an admin's alone.
 */
const areaPaths: [paths: string[], area: Area][] = [
  [['/models/import', '/models/import/*rest'], 'imports'],
  [['/models/:id/delete'], 'model-deletion'],
  [['/models', '/models/*rest'], 'models'],
  [['/inbox.csv'], 'inbox-export'],
  [['/inbox/:id/delete'], 'inbox-deletion'],
  [['/inbox', '/inbox/*rest', '/files/*rest'], 'inbox'],
  [['/packages', '/packages/*rest'], 'packages'],
  [['/news', '/news/*rest'], 'news'],
  [['/slides', '/slides/*rest'], 'slides'],
  [['/links', '/links/*rest'], 'links'],
  [['/audit', '/audit/*rest'], 'audit'],
  [['/accounts', '/accounts/*rest'], 'accounts'],
  // The archives hold everyone's personal data and the staff's password hashes: admins only.
  [['/backups', '/backups/*rest'], 'backups'],
  [['/account', '/account/*rest'], 'account'],
]

/** A page or a form the signed-in account's role does not include: 403, saying so. */
export class NotInRoleError extends ForbiddenError {}

/** The first page of a role's back office, where the sign-in and the brand lead. */
export function homeArea(role: StaffRole): 'inbox' | 'news' {
  return mayUse(role, 'inbox') ? 'inbox' : 'news'
}

/**
 * Mounted after the sign-in check: refuses (403, a page in the staff's language) what the
 * signed-in account's role does not include, before any section's handler reads the request.
 */
export function requireRole(): express.Router {
  const router = express.Router()
  for (const [paths, area] of areaPaths) {
    router.all(paths, (_request: Request, response: Response, next: NextFunction) => {
      response.locals.area ??= area
      next()
    })
  }
  router.use((_request: Request, response: Response, next: NextFunction) => {
    const role = adminContext(response).session?.account.role ?? 'content'
    const area = response.locals.area as Area | undefined
    if (role === 'admin' || (area !== undefined && mayUse(role, area))) return next()
    next(new NotInRoleError(`role ${role} may not use ${area ?? 'this address'}`))
  })
  return router
}
