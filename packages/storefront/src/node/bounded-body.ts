// The app server's cap on request bodies (issue 14 item 4): read before React Router sees the
// request, so no action buffers an unbounded post. A body over the cap — declared in
// Content-Length or streamed in chunks — is read to its end and dropped, then refused.
import { LEAD_FILE_MAX_BYTES, LEAD_FILE_MAX_COUNT } from '@forecourt/domain'

/**
 * The largest body the app server reads. The longest form post is a lead whose message is at the
 * kit's field cap (form-posts/read-form-post.server.ts: 10,000 characters, up to 9 bytes each
 * once a non-Latin character is URL-encoded), with the rest of its answers: under 100 KB.
 */
export const MAX_REQUEST_BODY_BYTES = 128 * 1024

/**
 * A multipart post (a lead form with a file field, issue 16 row 15): the form's own cap and every
 * file at its largest, with room for part headers. The action checks each file; only a post bigger
 * than every allowed file together is refused here, with the 413 page.
 */
export const MAX_UPLOAD_BODY_BYTES =
  MAX_REQUEST_BODY_BYTES + LEAD_FILE_MAX_COUNT * (LEAD_FILE_MAX_BYTES + 4096)

/** The cap for a request: multipart posts may carry files, every other body may not. */
export const bodyCapOf = (request: Request) =>
  (request.headers.get('content-type') ?? '').toLowerCase().startsWith('multipart/form-data')
    ? MAX_UPLOAD_BODY_BYTES
    : MAX_REQUEST_BODY_BYTES

// How much of a refused body is still read (and dropped) so the client, still sending, can read the
// 413: a server that stops reading and closes is seen as a reset socket. Beyond this, the socket goes.
const DRAIN_LIMIT_BYTES = 32 * 1024 * 1024

export type BoundedBody =
  /** The request again, its body held in memory. */
  | { ok: true; request: Request }
  /** Over the cap; `drained` when the client sent no more than the drain limit and can read the answer. */
  | { ok: false; drained: boolean }

async function drain(reader: ReadableStreamDefaultReader<Uint8Array>, already: number): Promise<boolean> {
  let read = already
  while (read <= DRAIN_LIMIT_BYTES) {
    const { done, value } = await reader.read()
    if (done) return true
    read += value.byteLength
  }
  await reader.cancel()
  return false
}

/** Reads `request`'s body up to `maxBytes`; a request without a body passes as it is. */
export async function boundedBody(request: Request, maxBytes = MAX_REQUEST_BODY_BYTES): Promise<BoundedBody> {
  if (!request.body) return { ok: true, request }
  const reader = request.body.getReader()
  const declared = Number(request.headers.get('content-length'))
  if (Number.isFinite(declared) && declared > maxBytes) return { ok: false, drained: await drain(reader, 0) }
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > maxBytes) return { ok: false, drained: await drain(reader, size) }
    chunks.push(value)
  }
  return { ok: true, request: new Request(request, { body: Buffer.concat(chunks, size) }) }
}
