// How every kit action reads a posted form (issue 14 item 4): limits first — how many fields, how
// long each name and value — then the characters, so nothing downstream (the form engine's
// patterns, the platform) ever sees an unbounded or NUL-bearing value. The app server has already
// capped the whole body (node/bounded-body.ts); these caps say which field was wrong. A form with a
// file field (issue 16 row 15) is read as multipart, and its files are checked with the domain's
// rule — count, size, and the kind their first bytes show — before anything else sees them.
import { checkLeadFiles, LEAD_FILE_SNIFF_BYTES } from '@forecourt/domain'

/** Several times any form: the finance form, every step carried, posts about 40 entries. */
export const MAX_FORM_FIELDS = 200
/** Field names are the kit's own (`message`, `_client_key`, …); a longer one is not from our pages. */
export const MAX_FIELD_NAME_LENGTH = 100
/** A long enquiry is a few thousand characters; a longer answer is cut to this and refused. */
export const MAX_FIELD_LENGTH = 10_000

/** The encoding every page's form and React Router's submissions use. */
const URL_ENCODED = 'application/x-www-form-urlencoded'
const MULTIPART = 'multipart/form-data'

export interface FormPostProblem {
  status: 400 | 413 | 415
  /** Said to the shopper: beside `field` when there is one, above the form otherwise. */
  message: string
  /** The field at fault, when one is. */
  field?: string
}

export interface FormPost {
  /**
   * What can be kept of the post: at most MAX_FORM_FIELDS fields, each value cut to
   * MAX_FIELD_LENGTH and stripped of NULs, so a refused form can still show what was typed.
   */
  data: FormData
  /** Why the post must not be acted on; null when it may. */
  problem: FormPostProblem | null
}

export const tooLongMessage = () => `Keep this under ${MAX_FIELD_LENGTH.toLocaleString('en-AU')} characters.`
const NUL_MESSAGE = 'This contains a character that cannot be sent. Remove it and try again.'
const TOO_MANY_FIELDS_MESSAGE = 'This form has more fields than it can send. Reload the page and try again.'
const FIELD_NAME_MESSAGE = 'This form has a field it does not know. Reload the page and try again.'
const FILES_MESSAGE = 'This form cannot take files. Send it without attachments.'
const ENCODING_MESSAGE = 'This form was not sent as a web form. Reload the page and try again.'

function mediaTypeOf(request: Request): string {
  return (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? ''
}

export interface FormPostOptions {
  /** The form's file fields: only with some is a multipart post read, and only these take files. */
  fileFields?: readonly string[] | undefined
}

/**
 * Reads a form post. URL-encoded forms are read; multipart only for a form with file fields: any
 * other body (and multipart for a form without files) is refused with 415 before its parts are parsed.
 */
export async function readFormPost(
  request: Request,
  { fileFields = [] }: FormPostOptions = {},
): Promise<FormPost> {
  const mediaType = mediaTypeOf(request)
  const multipart = mediaType === MULTIPART && fileFields.length > 0
  if (mediaType !== URL_ENCODED && !multipart) {
    await request.body?.cancel()
    const message = mediaType === MULTIPART ? FILES_MESSAGE : ENCODING_MESSAGE
    return { data: new FormData(), problem: { status: 415, message } }
  }
  if (multipart) return readMultipart(request, fileFields)
  return readFields(new URLSearchParams(await request.text()))
}

async function readMultipart(request: Request, fileFields: readonly string[]): Promise<FormPost> {
  let parts: FormData
  try {
    parts = await request.formData()
  } catch {
    return { data: new FormData(), problem: { status: 400, message: ENCODING_MESSAGE } }
  }
  const texts: [string, string][] = []
  const files = new Map<string, File[]>()
  let stray = false
  for (const [name, value] of parts) {
    if (typeof value === 'string') texts.push([name, value])
    else if (!fileFields.includes(name)) stray = true
    // An empty file input posts one nameless, empty part: no file chosen.
    else if (!(value.size === 0 && value.name === '')) files.set(name, [...(files.get(name) ?? []), value])
  }
  const post = readFields(texts)
  if (stray) return { ...post, problem: post.problem ?? { status: 415, message: FILES_MESSAGE } }
  for (const [field, chosen] of files) {
    const check = checkLeadFiles(
      await Promise.all(
        chosen.map(async (file) => ({
          name: file.name,
          size: file.size,
          head: new Uint8Array(await file.slice(0, LEAD_FILE_SNIFF_BYTES).arrayBuffer()),
        })),
      ),
    )
    // A refused file is not kept (a page cannot show it again); every typed answer is.
    if (!check.ok) {
      const status = check.reason === 'too-large' ? 413 : 400
      return { ...post, problem: post.problem ?? { status, message: check.message, field } }
    }
    for (const file of chosen) post.data.append(field, file)
  }
  return post
}

function readFields(entries: Iterable<[string, string]>): FormPost {
  const data = new FormData()
  let problem: FormPostProblem | null = null
  const refuse = (found: FormPostProblem) => {
    problem ??= found
  }
  let count = 0
  for (const [name, value] of entries) {
    if (++count > MAX_FORM_FIELDS) {
      refuse({ status: 400, message: TOO_MANY_FIELDS_MESSAGE })
      break
    }
    if (name.length > MAX_FIELD_NAME_LENGTH || name.includes('\0')) {
      refuse({ status: 400, message: FIELD_NAME_MESSAGE })
      continue
    }
    let kept = value
    if (kept.length > MAX_FIELD_LENGTH) {
      refuse({ status: 400, message: tooLongMessage(), field: name })
      kept = kept.slice(0, MAX_FIELD_LENGTH)
    }
    if (kept.includes('\0')) {
      refuse({ status: 400, message: NUL_MESSAGE, field: name })
      kept = kept.replaceAll('\0', '')
    }
    data.append(name, kept)
  }
  return { data, problem }
}
