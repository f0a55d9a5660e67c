// The files a lead form may carry (issue 16 row 15): photos of a car being sold, a document for
// finance. One rule for the browser, the app and the platform: each enforces it again, none trusts
// the one before. A file's kind is read from its first bytes, never from the name or the declared
// type, which the sender chooses.

/** A phone photo is 2–5 MB; a scanned page under 1 MB. */
export const LEAD_FILE_MAX_BYTES = 5 * 1024 * 1024
/** Enough to show a car's front, side and damage; bounds one post to 15 MB. */
export const LEAD_FILE_MAX_COUNT = 3

/** The kinds a lead file may be, by MIME type, with the name a shopper reads. */
const LEAD_FILE_TYPES = {
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
  'image/webp': 'WebP',
  'application/pdf': 'PDF',
} as const
export type LeadFileType = keyof typeof LEAD_FILE_TYPES

/** For `<input accept>`: a hint to the file picker only; the bytes decide. */
export const LEAD_FILE_ACCEPT = Object.keys(LEAD_FILE_TYPES).join(',')

/** How many of a file's first bytes sniffLeadFileType reads. */
export const LEAD_FILE_SNIFF_BYTES = 12

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((byte, index) => bytes[at + index] === byte)

const ascii = (text: string) => Array.from(text, (char) => char.charCodeAt(0))

/** The kind a file's first bytes say it is, or null when they are none of the allowed kinds. */
export function sniffLeadFileType(head: Uint8Array): LeadFileType | null {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'image/jpeg'
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png'
  if (startsWith(head, ascii('RIFF')) && startsWith(head, ascii('WEBP'), 8)) return 'image/webp'
  if (startsWith(head, ascii('%PDF-'))) return 'application/pdf'
  return null
}

const megabytes = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`
const kinds = () => {
  const names = Object.values(LEAD_FILE_TYPES)
  return `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`
}

/** The limits in the words a field's description uses. */
export const leadFileLimitsText = () =>
  `Up to ${LEAD_FILE_MAX_COUNT} files, ${kinds()}, each up to ${megabytes(LEAD_FILE_MAX_BYTES)}.`

export const leadFileTooManyMessage = () =>
  `Choose up to ${LEAD_FILE_MAX_COUNT} files. Remove some and try again.`
export const leadFileTooLargeMessage = (name: string) =>
  `${name} is larger than ${megabytes(LEAD_FILE_MAX_BYTES)}. Choose a smaller file.`
const leadFileWrongTypeMessage = (name: string) =>
  `${name} is not a ${kinds()} file. Choose a photo or a PDF.`
export const leadFileEmptyMessage = (name: string) => `${name} is empty. Choose another file.`

/** What a check needs of one file: its name for the message, its size, and its first bytes. */
export interface LeadFileCandidate {
  name: string
  size: number
  head: Uint8Array
}

export type LeadFilesCheck =
  | { ok: true; types: LeadFileType[] }
  /** The first problem, in words a shopper can act on. */
  | { ok: false; message: string; reason: 'too-many' | 'too-large' | 'wrong-type' | 'empty' }

/** Checks one field's files: count first, then each file's size, then its bytes. */
export function checkLeadFiles(files: readonly LeadFileCandidate[]): LeadFilesCheck {
  if (files.length > LEAD_FILE_MAX_COUNT)
    return { ok: false, reason: 'too-many', message: leadFileTooManyMessage() }
  const types: LeadFileType[] = []
  for (const file of files) {
    const name = leadFileShownName(file.name)
    if (file.size === 0) return { ok: false, reason: 'empty', message: leadFileEmptyMessage(name) }
    if (file.size > LEAD_FILE_MAX_BYTES)
      return { ok: false, reason: 'too-large', message: leadFileTooLargeMessage(name) }
    const type = sniffLeadFileType(file.head)
    if (!type) return { ok: false, reason: 'wrong-type', message: leadFileWrongTypeMessage(name) }
    types.push(type)
  }
  return { ok: true, types }
}

/** The most of a file name kept: a name is the sender's text, shown back and stored. */
const LEAD_FILE_NAME_MAX_LENGTH = 100

/**
 * A file name safe to show and store: its last path segment, control characters removed, cut to
 * LEAD_FILE_NAME_MAX_LENGTH; 'file' when nothing is left.
 */
export function leadFileShownName(name: string): string {
  const last = name.split(/[\\/]/).at(-1) ?? ''
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
  const clean = last.replace(/[\u0000-\u001f\u007f]/g, '').trim()
  return clean === '' ? 'file' : clean.slice(0, LEAD_FILE_NAME_MAX_LENGTH)
}
