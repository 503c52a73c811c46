/** A fetch stand-in routing "METHOD /path" (below /api/v1) to handlers, recording every call. */
export interface FakeRequest {
  method: string
  path: string
  url: URL
  headers: Headers
  body: string | null
}

export type FakeAnswer = Response | 'network'
export type FakeHandler = (req: FakeRequest) => FakeAnswer | Promise<FakeAnswer>

export function json(
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): Response {
  return new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  })
}

export function createFakeFetch(routes: Record<string, FakeHandler>) {
  const calls: FakeRequest[] = []
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
    )
    const req: FakeRequest = {
      method: init?.method ?? 'GET',
      path: url.pathname.replace(/^\/api\/v1/, ''),
      url,
      headers: new Headers(init?.headers),
      body: typeof init?.body === 'string' ? init.body : null,
    }
    calls.push(req)
    const handler = routes[`${req.method} ${req.path}`]
    const answer = handler ? await handler(req) : json(404, { detail: 'Not Found' })
    if (answer === 'network') throw new TypeError('Failed to fetch')
    return answer
  }
  const count = (key: string) => calls.filter((c) => `${c.method} ${c.path}` === key).length
  return { fetch: fetch, calls, count }
}
