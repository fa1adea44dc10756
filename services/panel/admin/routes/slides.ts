import express from 'express'
import type { BackOfficeOptions } from '../context'

export function slidesRoutes(_options: BackOfficeOptions) {
  const router = express.Router()
  return router
}
