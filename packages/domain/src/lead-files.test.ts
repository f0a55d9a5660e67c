// Issue 16 row 15: the limits every layer enforces on a lead's files, at their boundaries.
import { describe, expect, it } from 'vitest'
import {
  checkLeadFiles,
  LEAD_FILE_MAX_BYTES,
  LEAD_FILE_MAX_COUNT,
  type LeadFileCandidate,
  leadFileLimitsText,
  leadFileShownName,
  sniffLeadFileType,
} from './lead-files.js'

const bytes = (...values: Array<number | string>) =>
  new Uint8Array(
    values.flatMap((value) =>
      typeof value === 'string' ? Array.from(value, (c) => c.charCodeAt(0)) : [value],
    ),
  )

const PNG = bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13)
const JPEG = bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 'JFIF')
const WEBP = bytes('RIFF', 0x24, 0, 0, 0, 'WEBPVP8 ')
const PDF = bytes('%PDF-1.7\n')

const file = (head: Uint8Array, size = head.length, name = 'car.png'): LeadFileCandidate => ({
  name,
  size,
  head,
})

describe('sniffLeadFileType', () => {
  it.each([
    ['a PNG', PNG, 'image/png'],
    ['a JPEG', JPEG, 'image/jpeg'],
    ['a WebP', WEBP, 'image/webp'],
    ['a PDF', PDF, 'application/pdf'],
    ['a GIF', bytes('GIF89a'), null],
    ['an HTML page named .png', bytes('<html><script>'), null],
    ['a RIFF that is not WebP (WAV)', bytes('RIFF', 0, 0, 0, 0, 'WAVEfmt '), null],
    ['a PNG signature cut short', PNG.slice(0, 7), null],
    ['a JPEG signature cut short', JPEG.slice(0, 2), null],
    ['nothing', new Uint8Array(), null],
    ['a zip (docx)', bytes('PK', 3, 4), null],
  ])('reads %s as %s', (_name, head, expected) => {
    expect(sniffLeadFileType(head)).toBe(expected)
  })
})

describe('checkLeadFiles', () => {
  it.each([
    ['no file', [], true],
    ['one PNG of one byte over its header', [file(PNG)], true],
    ['a file of exactly the maximum size', [file(JPEG, LEAD_FILE_MAX_BYTES)], true],
    ['a file one byte over the maximum', [file(JPEG, LEAD_FILE_MAX_BYTES + 1)], false],
    [
      'exactly the maximum number of files',
      Array.from({ length: LEAD_FILE_MAX_COUNT }, () => file(PDF)),
      true,
    ],
    [
      'one file over the maximum number',
      Array.from({ length: LEAD_FILE_MAX_COUNT + 1 }, () => file(PDF)),
      false,
    ],
    ['a file whose bytes are no allowed kind', [file(bytes('GIF89a'), 6, 'car.jpg')], false],
    ['an empty file', [file(new Uint8Array(), 0)], false],
    ['a good file then a bad one', [file(PNG), file(bytes('MZ'), 2, 'setup.png')], false],
  ])('%s passes: %s', (_name, files, ok) => {
    expect(checkLeadFiles(files).ok).toBe(ok)
  })

  it('says which file was wrong and why, in plain words', () => {
    expect(checkLeadFiles([file(JPEG, LEAD_FILE_MAX_BYTES + 1, 'front.jpg')])).toEqual({
      ok: false,
      reason: 'too-large',
      message: 'front.jpg is larger than 5 MB. Choose a smaller file.',
    })
    expect(checkLeadFiles([file(bytes('MZ'), 2, 'C:\\Users\\me\\setup.png')])).toEqual({
      ok: false,
      reason: 'wrong-type',
      message: 'setup.png is not a JPEG, PNG, WebP or PDF file. Choose a photo or a PDF.',
    })
    expect(checkLeadFiles(Array.from({ length: 4 }, () => file(PNG)))).toMatchObject({
      reason: 'too-many',
      message: 'Choose up to 3 files. Remove some and try again.',
    })
  })

  it('answers the sniffed kinds in order', () => {
    expect(checkLeadFiles([file(PDF), file(WEBP)])).toEqual({
      ok: true,
      types: ['application/pdf', 'image/webp'],
    })
  })
})

describe('leadFileShownName', () => {
  it.each([
    ['car.png', 'car.png'],
    ['../../etc/passwd', 'passwd'],
    ['C:\\photos\\car.jpg', 'car.jpg'],
    ['bad\u0000\nname.png', 'badname.png'],
    ['', 'file'],
    ['dir/', 'file'],
    [`${'a'.repeat(300)}.png`, 'a'.repeat(100)],
  ])('shows %j as %j', (name, shown) => {
    expect(leadFileShownName(name)).toBe(shown)
  })
})

it('states the limits in one sentence', () => {
  expect(leadFileLimitsText()).toBe('Up to 3 files, JPEG, PNG, WebP or PDF, each up to 5 MB.')
})
