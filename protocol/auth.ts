import { z } from 'zod'
import { endpoint } from './endpoint.ts'
import { PASSWORD_MIN } from './constants.ts'

export const role = z.enum(['USER', 'ADMIN'])
export type Role = z.infer<typeof role>

export const user = z.object({
  id: z.string(),
  email: z.string(),
  username: z.string(),
  full_name: z.string().nullable(),
  is_superuser: z.boolean(),
  role,
  created_at: z.string(),
})
export type User = z.infer<typeof user>

export { isAdmin, PASSWORD_MIN } from './constants.ts'

/** POST /api/v1/auth/register and the alias /api/v1/register (JSON). */
export const registerBody = z.object({
  email: z.email().max(254),
  password: z.string().min(PASSWORD_MIN).max(128),
  username: z
    .string()
    .min(3)
    .max(32)
    .regex(/^[A-Za-z0-9_.-]+$/, 'Only letters, digits, dot, dash and underscore'),
  full_name: z.string().max(100).optional(),
})
export type RegisterBody = z.infer<typeof registerBody>

/** POST /api/v1/auth/login: form fields (urlencoded); `username` holds the email. JSON is accepted too. */
/** "Remember me": a JSON boolean or a form checkbox value ('on', 'true', '1', 'yes'). */
const remember = z.union([z.boolean(), z.string().max(8)]).optional()

export const loginForm = z.object({
  username: z.string().min(1).max(254),
  password: z.string().min(1).max(128),
  remember,
})
export type LoginForm = z.infer<typeof loginForm>

/** POST /api/v1/login alias: form or JSON with `email`, `password`. */
export const loginAliasForm = z.object({
  email: z.string().min(1).max(254),
  password: z.string().min(1).max(128),
  remember,
})

/**
 * Answer of login and refresh. The refresh token travels in the HttpOnly cookie `refresh_token`
 * (path /api/v1); `refresh_token` in the body is only present for the reading-2 aliases
 * (non-browser clients). `csrf_token` must be sent back as the `X-CSRF-Token` header on
 * cookie-authenticated calls (refresh, logout).
 */
export const tokenResponse = z.object({
  access_token: z.string(),
  token_type: z.literal('bearer'),
  expires_in: z.number().int().positive(),
  csrf_token: z.string(),
  user,
  refresh_token: z.string().optional(),
})
export type TokenResponse = z.infer<typeof tokenResponse>

/** POST /api/v1/auth/refresh, /api/v1/refresh: cookie, or body `refresh_token` (reading 2). */
export const refreshBody = z.object({ refresh_token: z.string().min(1).max(256).optional() })

export const userUpdate = z
  .object({
    full_name: z.string().max(100).nullable(),
    username: registerBody.shape.username,
    email: registerBody.shape.email,
  })
  .partial()
  .strict()
export type UserUpdate = z.infer<typeof userUpdate>

/** GET /api/v1/auth/demo: the demo hint of the login page; `enabled: false` outside demo mode. */
export const demoHint = z.union([
  z.object({
    enabled: z.literal(true),
    email: z.string(),
    password: z.string(),
    /** The seeded trader shares the demo password. */
    traderEmail: z.string(),
  }),
  z.object({ enabled: z.literal(false) }),
])
export type DemoHint = z.infer<typeof demoHint>

export const CSRF_HEADER = 'x-csrf-token'
export const REFRESH_COOKIE = 'refresh_token'

const sessionEndpoint = (path: string, summary: string) =>
  endpoint({ method: 'POST', path, auth: 'session', summary, body: refreshBody })

export const authApi = {
  register: endpoint({
    method: 'POST',
    path: '/auth/register',
    auth: 'public',
    summary: 'Creates an account',
    body: registerBody,
    response: user,
    status: 201,
  }),
  registerAlias: endpoint({
    method: 'POST',
    path: '/register',
    auth: 'public',
    summary: 'Alias of /auth/register',
    body: registerBody,
    response: user,
    status: 201,
  }),
  login: endpoint({
    method: 'POST',
    path: '/auth/login',
    auth: 'public',
    summary: 'Signs in (form fields username = email, password); sets the refresh cookie',
    body: loginForm,
    response: tokenResponse,
  }),
  loginAlias: endpoint({
    method: 'POST',
    path: '/login',
    auth: 'public',
    summary: 'Signs in with email and password; also answers the refresh token in the body',
    body: loginAliasForm,
    response: tokenResponse,
  }),
  refresh: { ...sessionEndpoint('/auth/refresh', 'New access token'), response: tokenResponse },
  refreshAlias: {
    ...sessionEndpoint('/refresh', 'Alias of /auth/refresh'),
    response: tokenResponse,
  },
  logout: { ...sessionEndpoint('/auth/logout', 'Ends the session'), status: 204 as const },
  logoutAlias: { ...sessionEndpoint('/logout', 'Alias of /auth/logout'), status: 204 as const },
  demoHint: endpoint({
    method: 'GET',
    path: '/auth/demo',
    auth: 'public',
    summary: 'The demo hint of the login page',
    response: demoHint,
  }),
  me: endpoint({
    method: 'GET',
    path: '/me',
    auth: 'user',
    summary: 'The signed-in user; hands back the CSRF token when the refresh cookie is good',
    response: user,
  }),
  usersMe: endpoint({
    method: 'GET',
    path: '/users/me',
    auth: 'user',
    summary: 'The signed-in user',
    response: user,
  }),
  updateMe: endpoint({
    method: 'PUT',
    path: '/users/me',
    auth: 'user',
    summary: "Changes the user's name, username or email",
    body: userUpdate,
    response: user,
  }),
}
