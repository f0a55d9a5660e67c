// Issue 16 row 15: Sell Your Car's photos through the lead action. The action reads the multipart
// post, checks the files with the domain's rule before anything else, and sends them beside the
// lead; a refused file is answered beside its field with every typed answer kept, nothing sent.
import type { UNSAFE_DataWithResponseInit } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import { leadFormAction } from '../lead-forms/lead-form.server.js'
import { bodyCapOf, MAX_REQUEST_BODY_BYTES, MAX_UPLOAD_BODY_BYTES } from '../node/bounded-body.js'
import { testStorefrontContext } from '../test-support/storefront-context.js'

function storefront() {
  const platform = { leads: { send: vi.fn(async () => 'lead-1') } }
  return { platform, context: testStorefrontContext(platform) }
}

const png = (name: string, size = 64) => {
  const bytes = new Uint8Array(size)
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
  return new File([bytes], name, { type: 'image/png' })
}

/** The last step of Sell Your Car as the browser posts it, with `files` under `photos`. */
function sellYourCar(files: File[]) {
  const form = new FormData()
  for (const [name, value] of Object.entries({
    _form: 'sell-your-car',
    _client_key: 'visit-0123456789',
    _step: '1',
    _trail: '0',
    _lead_id: 'lead-1',
    trade_in_make: 'Toyota',
    trade_in_model: 'Corolla',
    trade_in_year: '2019',
    trade_in_km: '85000',
    name: 'Kate',
    last_name: 'Sheppard',
    email: 'kate@example.co.nz',
    phone: '0412 345 678',
    message: 'Two owners, full service history.',
    terms_agreed: 'true',
  }))
    form.append(name, value)
  for (const file of files) form.append('photos', file)
  if (files.length === 0) form.append('photos', new File([], ''))
  return new Request('http://city-motors.localhost:3000/valuations', { method: 'POST', body: form })
}

function answered<T>(answer: T | UNSAFE_DataWithResponseInit<T>): { status: number; data: T } {
  if (answer && typeof answer === 'object' && 'type' in answer && answer.type === 'DataWithResponseInit') {
    const { data, init } = answer as UNSAFE_DataWithResponseInit<T>
    return { status: init?.status ?? 200, data }
  }
  return { status: 200, data: answer as T }
}

async function submit(files: File[]) {
  const { platform, context } = storefront()
  try {
    return {
      platform,
      result: answered(await leadFormAction({ request: sellYourCar(files), params: {}, context })),
    }
  } catch (thrown) {
    // Without JavaScript a completed lead redirects to /success.
    if (thrown instanceof Response)
      return { platform, result: { status: thrown.status, data: thrown.headers.get('location') } }
    throw thrown
  }
}

describe('a Sell Your Car post with photos', () => {
  it('sends the checked files beside the lead and goes to /success', async () => {
    const front = png('front.png')
    const { platform, result } = await submit([front])
    expect(result).toMatchObject({ status: 302, data: expect.stringMatching(/^\/success\?/) })
    const [, step] = platform.leads.send.mock.calls[0] as unknown as [
      string,
      { files: unknown; lead: object },
    ]
    expect(step.files).toEqual([
      { field: 'photos', file: expect.objectContaining({ name: 'front.png', size: 64 }) },
    ])
    expect(step.lead).not.toHaveProperty('photos')
  })

  it('sends a lead without photos as before: the field is optional', async () => {
    const { platform, result } = await submit([])
    expect(result.status).toBe(302)
    expect(
      (platform.leads.send.mock.calls[0] as unknown as [string, { files?: unknown }])[1].files,
    ).toBeUndefined()
  })

  it.each([
    [
      'a file over 5 MB',
      [png('big.png', 5 * 1024 * 1024 + 1)],
      413,
      'big.png is larger than 5 MB. Choose a smaller file.',
    ],
    [
      'a file whose bytes are no photo',
      [new File(['<html>'], 'car.png', { type: 'image/png' })],
      400,
      'car.png is not a JPEG, PNG, WebP or PDF file. Choose a photo or a PDF.',
    ],
    [
      'four files',
      ['a', 'b', 'c', 'd'].map((name) => png(`${name}.png`)),
      400,
      'Choose up to 3 files. Remove some and try again.',
    ],
  ])(
    'answers %s with %i beside the field, keeps every answer, sends nothing',
    async (_name, files, status, message) => {
      const { platform, result } = await submit(files)
      expect(result.status).toBe(status)
      expect(result.data).toMatchObject({
        errors: { photos: message },
        success: null,
        state: { step: 1, status: 'failure' },
        values: {
          name: 'Kate',
          email: 'kate@example.co.nz',
          message: 'Two owners, full service history.',
          trade_in_make: 'Toyota',
        },
      })
      expect(platform.leads.send).not.toHaveBeenCalled()
    },
  )
})

describe('a multipart post that is not what the form takes', () => {
  it('refuses a file under a field that takes none with 415, nothing sent', async () => {
    const { platform, context } = storefront()
    const request = sellYourCar([])
    const form = await request.formData()
    form.append('message', png('note.png'))
    const result = answered(
      await leadFormAction({
        request: new Request(request.url, { method: 'POST', body: form }),
        params: {},
        context,
      }),
    )
    expect(result.status).toBe(415)
    expect(platform.leads.send).not.toHaveBeenCalled()
  })
})

describe("the app server's body cap", () => {
  it('lets a multipart post carry every allowed file, and nothing else past the form cap', () => {
    const request = (contentType: string) =>
      new Request('http://x/', { method: 'POST', headers: { 'content-type': contentType } })
    expect(bodyCapOf(request('multipart/form-data; boundary=x'))).toBe(MAX_UPLOAD_BODY_BYTES)
    expect(MAX_UPLOAD_BODY_BYTES).toBeGreaterThan(3 * 5 * 1024 * 1024)
    expect(bodyCapOf(request('application/x-www-form-urlencoded'))).toBe(MAX_REQUEST_BODY_BYTES)
    expect(bodyCapOf(request('application/json'))).toBe(MAX_REQUEST_BODY_BYTES)
  })
})
