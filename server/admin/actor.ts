import type { FastifyRequest } from 'fastify'
import { userOf } from '../auth/guard.ts'
import type { AuditActor } from './audit-repo.ts'

/** The administrator behind an admin route's request, as the audit log records them. */
export function actorOf(req: FastifyRequest): AuditActor {
  const admin = userOf(req)
  return { adminId: admin.id, adminEmail: admin.email, ip: req.ip.slice(0, 64) }
}
