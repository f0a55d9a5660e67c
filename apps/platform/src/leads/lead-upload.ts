// A lead step posted as multipart/form-data (issue 16 row 15): the step's JSON in a `lead` part, as
// the JSON route takes it, and each file in a part named after its form field. The platform checks
// the files again with the domain's rule, whatever the app already checked: count, size, and the
// kind their first bytes show.
import {
  checkLeadFiles,
  LEAD_FILE_MAX_COUNT,
  LEAD_FILE_SNIFF_BYTES,
  type LeadFileType,
  leadFileShownName,
  leadFileTooManyMessage,
} from '@forecourt/domain'
import { ApiError } from '../http/api-error.js'
import { hasNulByte, nulByteRefusal } from '../http/nul-bytes.js'
import { MAX_BODY_BYTES } from '../http/request-limits.js'

/** The part that carries the step's JSON body. */
export const LEAD_PART = 'lead'

/** One checked file, ready to store. */
export interface UploadedLeadFile {
  field: string
  name: string
  type: LeadFileType
  size: number
  bytes: Uint8Array
}

export interface LeadUpload {
  /** The `lead` part, parsed; `{}` when there is none. */
  body: unknown
  files: UploadedLeadFile[]
  /** Messages by field, in the API's error shape. */
  errors: Record<string, string[]>
}

/** The same names the answers take (lead-answers.ts), so a file field is an answer too. */
const FIELD_NAME = /^[A-Za-z][A-Za-z0-9 _-]{0,63}$/

export const isMultipart = (contentType: string | undefined) =>
  (contentType ?? '').split(';')[0]?.trim().toLowerCase() === 'multipart/form-data'

const unreadable = () =>
  new ApiError(400, 'invalid_body', 'The request body is not a readable multipart form')

export async function readLeadUpload(request: Request): Promise<LeadUpload> {
  let form: FormData
  try {
    form = await request.formData()
  } catch {
    throw unreadable()
  }
  let body: unknown = {}
  const byField = new Map<string, File[]>()
  const errors: Record<string, string[]> = {}
  let fileCount = 0
  for (const [name, value] of form) {
    if (name === LEAD_PART) {
      const text = typeof value === 'string' ? value : await value.text()
      if (text.length > MAX_BODY_BYTES)
        throw new ApiError(413, 'payload_too_large', `The lead part is limited to ${MAX_BODY_BYTES} bytes`)
      if (hasNulByte(text)) throw nulByteRefusal()
      try {
        body = text.trim() === '' ? {} : JSON.parse(text)
      } catch {
        throw new ApiError(400, 'invalid_json', 'The lead part is not valid JSON')
      }
      continue
    }
    if (typeof value === 'string') throw unreadable()
    if (!FIELD_NAME.test(name)) {
      errors['(files)'] = ['File parts are named after their form field']
      continue
    }
    // An empty file input still posts a part: no file chosen, not an empty file.
    if (value.size === 0 && value.name === '') continue
    fileCount++
    byField.set(name, [...(byField.get(name) ?? []), value])
  }
  const files: UploadedLeadFile[] = []
  for (const [field, chosen] of byField) {
    if (fileCount > LEAD_FILE_MAX_COUNT) {
      errors[field] = [leadFileTooManyMessage()]
      continue
    }
    const candidates = await Promise.all(
      chosen.map(async (file) => ({
        name: file.name,
        size: file.size,
        head: new Uint8Array(await file.slice(0, LEAD_FILE_SNIFF_BYTES).arrayBuffer()),
      })),
    )
    const check = checkLeadFiles(candidates)
    if (!check.ok) {
      errors[field] = [check.message]
      continue
    }
    for (const [index, file] of chosen.entries())
      files.push({
        field,
        name: leadFileShownName(file.name),
        type: check.types[index] as LeadFileType,
        size: file.size,
        bytes: new Uint8Array(await file.arrayBuffer()),
      })
  }
  return { body, files, errors }
}
