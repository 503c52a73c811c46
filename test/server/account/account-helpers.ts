import { vi } from 'vitest'
import type { OutboxMail } from '../../../protocol/index.ts'
import { refreshCookieOf, type Api, type TestServer } from '../helpers.ts'

export const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36'
export const FIREFOX_LINUX =
  'Mozilla/5.0 (X11; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0'

export interface SignIn {
  token: string
  cookie: string
  csrf: string
}

/** Another sign-in of an existing account, from a browser named by its User-Agent. */
export async function signIn(
  api: Api,
  email: string,
  password: string,
  userAgent = CHROME_WINDOWS,
): Promise<SignIn> {
  const res = await api<{ access_token: string; csrf_token: string }>(
    'POST',
    '/api/v1/auth/login',
    { form: { username: email, password }, headers: { 'user-agent': userAgent } },
  )
  const cookie = refreshCookieOf(res)
  if (res.status !== 200 || !cookie) throw new Error(`login failed: ${res.status}`)
  return { token: res.body.access_token, cookie, csrf: res.body.csrf_token }
}

export const refresh = (api: Api, s: SignIn) =>
  api('POST', '/api/v1/auth/refresh', {
    cookie: s.cookie,
    headers: { 'x-csrf-token': s.csrf },
  })

/** The outbox rows sent to `to`, newest first, read straight from the database. */
export async function mailsTo(t: TestServer, to: string): Promise<OutboxMail[]> {
  const rows = await t.server.db.query<{
    id: number
    to_address: string
    subject: string
    text: string
  }>(
    'SELECT id, to_address, subject, text FROM mail_outbox WHERE to_address = $1 ORDER BY id DESC',
    [to],
  )
  return rows.map((r) => ({
    id: Number(r.id),
    to: r.to_address,
    subject: r.subject,
    text: r.text,
    created_at: '',
  }))
}

/** The token of the newest link to `path` mailed to `to`; waits for the mail (sent after the answer). */
export async function linkToken(t: TestServer, to: string, path: string): Promise<string> {
  return vi.waitFor(
    async () => {
      for (const mail of await mailsTo(t, to)) {
        const match = new RegExp(`${path}\\?token=([\\w-]+)`).exec(mail.text)
        if (match?.[1]) return match[1]
      }
      throw new Error(`no ${path} link mailed to ${to}`)
    },
    { timeout: 5000, interval: 50 },
  )
}
