// A fetch that answers the platform client from a table and remembers what it was asked.

export type FakeAnswer = { status: number; body?: unknown; headers?: Record<string, string> } | Error

export interface FakeCall {
  /** Path and query, e.g. `/v1/sites/resolve?host=x`. */
  path: string
  method: string
  headers: Headers
  body: unknown
}

/** Answers `answers[path]` (or `answer(call)`), 404 for any other path. */
export function fakePlatformFetch(answers: Record<string, FakeAnswer> | ((call: FakeCall) => FakeAnswer)) {
  const calls: FakeCall[] = []
  const fetch = (async (input: URL | RequestInfo, init?: RequestInit) => {
    const url = new URL(String(input))
    const call: FakeCall = {
      path: `${url.pathname}${url.search}`,
      method: init?.method ?? 'GET',
      headers: new Headers(init?.headers),
      body: init?.body === undefined ? undefined : JSON.parse(String(init.body)),
    }
    calls.push(call)
    const answer =
      typeof answers === 'function'
        ? answers(call)
        : (answers[call.path] ?? {
            status: 404,
            body: { error: { code: 'not_found', message: 'Not found' } },
          })
    if (answer instanceof Error) throw answer
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json', ...answer.headers },
    })
  }) as typeof globalThis.fetch
  return { fetch, calls }
}
