import express from 'express'
import type { BackOfficeOptions } from '../context'

export function inboxRoutes(_options: BackOfficeOptions) {
  const router = express.Router()
  return router
}
