// Issue 16 row 15: a lead step with files, as the storefront posts it (multipart: the step's JSON in
// `lead`, each file in a part named after its field). The platform checks the files again whatever
// the app did, stores them with the lead for its site only, and names them in what the dealer reads.
import { randomUUID } from 'node:crypto'
import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { LEAD_FILE_MAX_BYTES, LEAD_FILE_MAX_COUNT } from '@forecourt/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ErrorAnswerSchema } from '../http/api-answers.js'
import { openSeededTestApp, type SeededTestApp } from '../http/seeded-test-app.js'
import { customerComments } from './delivery/adf-document.js'
import { directoryLeadFileStore } from './lead-file-store.js'
import { StoredLeadAnswerSchema } from './stored-lead.js'

let world: SeededTestApp
let directory: string

beforeAll(async () => {
  directory = await mkdtemp(join(tmpdir(), 'lead-files-test-'))
  world = await openSeededTestApp({ leadFiles: directoryLeadFileStore(directory) })
}, 120_000)

afterAll(async () => {
  await world?.database.close()
  await rm(directory, { recursive: true, force: true })
})

const sellYourCar = {
  name: 'Alex Driver',
  email: 'alex@example.com',
  phone: '0412 345 678',
  category: 'Sell Your Car',
  location: 'Coastal Motors - Sales',
  trade_in_make: 'Toyota',
  trade_in_model: 'Corolla',
  is_last_step: true,
}

/** A PNG's signature and header, then `size` bytes in all. */
function png(size = 64): Uint8Array {
  const bytes = new Uint8Array(size)
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])
  bytes[size - 1] = size % 251
  return bytes
}

const fileOf = (bytes: Uint8Array, name: string, type = 'image/png') =>
  new File([bytes as Uint8Array<ArrayBuffer>], name, { type })

async function postWithFiles(files: File[], body: object = sellYourCar, site = 'coastal-motors') {
  const form = new FormData()
  form.append('lead', JSON.stringify(body))
  for (const file of files) form.append('photos', file)
  const response = await world.app.request(`/v1/sites/${site}/leads`, {
    method: 'POST',
    headers: { 'idempotency-key': `files-${randomUUID()}` },
    body: form,
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

const fieldsOf = (body: unknown) => ErrorAnswerSchema.parse(body).error.fields ?? {}

async function storedLead(leadId: string, site = 'coastal-motors') {
  const response = await world.app.request(`/v1/sites/${site}/leads/${leadId}`)
  return StoredLeadAnswerSchema.parse(await response.json()).lead
}

describe('a lead step with files', () => {
  it('stores an accepted file with the lead and names it for the dealer', async () => {
    const bytes = png(2048)
    const { status, body } = await postWithFiles([fileOf(bytes, 'front.png')])
    expect(status).toBe(201)
    const lead = await storedLead(body.lead_id as string)
    expect(lead.answers.photos).toEqual(['front.png'])
    expect(lead.files).toEqual([
      {
        file_id: expect.stringMatching(/^[0-9a-f]{64}$/),
        field: 'photos',
        name: 'front.png',
        type: 'image/png',
        size: 2048,
      },
    ])
    expect(customerComments(lead)).toContain('photos: front.png')

    const file = await world.app.request(
      `/v1/sites/coastal-motors/leads/${lead.lead_id}/files/${lead.files[0]?.file_id}`,
    )
    expect(file.status).toBe(200)
    expect(file.headers.get('content-type')).toBe('image/png')
    expect(file.headers.get('x-content-type-options')).toBe('nosniff')
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(bytes)
  })

  it('types a file by its bytes, not by what the sender declared', async () => {
    const { status, body } = await postWithFiles([fileOf(png(), 'scan.pdf', 'application/pdf')])
    expect(status).toBe(201)
    expect((await storedLead(body.lead_id as string)).files[0]?.type).toBe('image/png')
  })

  it.each([
    ['a file of exactly the largest size', [LEAD_FILE_MAX_BYTES], 201],
    ['a file one byte over the largest size', [LEAD_FILE_MAX_BYTES + 1], 400],
    ['as many files as allowed', Array.from({ length: LEAD_FILE_MAX_COUNT }, () => 100), 201],
    ['one file more than allowed', Array.from({ length: LEAD_FILE_MAX_COUNT + 1 }, () => 100), 400],
  ])('%s answers %i', async (_name, sizes, expected) => {
    const { status, body } = await postWithFiles(
      sizes.map((size, index) => fileOf(png(size), `car-${index}.png`)),
    )
    expect(status).toBe(expected)
    if (expected === 400) expect(Object.keys(fieldsOf(body))).toEqual(['photos'])
  })

  it('refuses an oversize file with a field error in plain words', async () => {
    const { body } = await postWithFiles([fileOf(png(LEAD_FILE_MAX_BYTES + 1), 'huge.png')])
    expect(fieldsOf(body)).toEqual({ photos: ['huge.png is larger than 5 MB. Choose a smaller file.'] })
  })

  it.each([
    ['an HTML page named .png', new TextEncoder().encode('<html><script>alert(1)</script>'), 'car.png'],
    ['a GIF', new TextEncoder().encode('GIF89a........'), 'car.gif'],
    ['a Windows program', new Uint8Array([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0]), 'car.jpg'],
  ])('refuses %s as the wrong type', async (_name, bytes, name) => {
    const { status, body } = await postWithFiles([fileOf(bytes, name)])
    expect(status).toBe(400)
    expect(fieldsOf(body)).toEqual({
      photos: [`${name} is not a JPEG, PNG, WebP or PDF file. Choose a photo or a PDF.`],
    })
  })

  it('refuses too many files with a field error', async () => {
    const { body } = await postWithFiles(
      Array.from({ length: 4 }, (_, index) => fileOf(png(), `car-${index}.png`)),
    )
    expect(fieldsOf(body)).toEqual({ photos: ['Choose up to 3 files. Remove some and try again.'] })
  })

  it('stores nothing from a refused post', async () => {
    const before = await readdir(directory, { recursive: true })
    await postWithFiles([fileOf(png(300), 'ok.png'), fileOf(new Uint8Array([1, 2, 3]), 'bad.png')])
    expect(await readdir(directory, { recursive: true })).toEqual(before)
  })

  it('refuses a body over the upload cap before reading it', async () => {
    const { status, body } = await postWithFiles(
      Array.from({ length: LEAD_FILE_MAX_COUNT + 1 }, (_, index) =>
        fileOf(png(LEAD_FILE_MAX_BYTES), `car-${index}.png`),
      ),
    )
    expect(status).toBe(413)
    expect(ErrorAnswerSchema.parse(body).error.code).toBe('payload_too_large')
  })

  it('keeps a JSON lead to the JSON cap: only a multipart lead post may be larger', async () => {
    const response = await world.app.request('/v1/sites/coastal-motors/leads', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': `big-${randomUUID()}` },
      body: JSON.stringify({ ...sellYourCar, message: 'x'.repeat(200_000) }),
    })
    expect(response.status).toBe(413)
  })
})

describe("a lead's file", () => {
  it('is read only with the service credential, only through its own lead and site', async () => {
    const { body } = await postWithFiles([fileOf(png(500), 'side.png')])
    const lead = await storedLead(body.lead_id as string)
    const fileId = lead.files[0]?.file_id
    const path = (site: string, leadId: string, id = fileId) =>
      `/v1/sites/${site}/leads/${leadId}/files/${id}`

    expect((await world.anonymous.request(path('coastal-motors', lead.lead_id))).status).toBe(401)
    // Another site, a lead without the file, a made-up id: all not found.
    expect((await world.app.request(path('kiwi-auto-hub', lead.lead_id))).status).toBe(404)
    const other = await postWithFiles([])
    expect(other.status).toBe(201)
    expect((await world.app.request(path('coastal-motors', other.body.lead_id as string))).status).toBe(404)
    expect((await world.app.request(path('coastal-motors', lead.lead_id, '0'.repeat(64)))).status).toBe(404)
    expect(
      (await world.app.request(path('coastal-motors', lead.lead_id, '..%2F..%2Fetc%2Fpasswd'))).status,
    ).toBe(404)
  })
})
