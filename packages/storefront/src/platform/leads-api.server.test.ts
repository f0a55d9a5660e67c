// Issue 16 row 15: a lead step with files reaches the platform as multipart (the JSON in `lead`,
// each file under its field); a step without files stays JSON.
import { describe, expect, it } from 'vitest'
import { leadsApi } from './leads-api.server.js'
import { createPlatformTransport } from './platform-transport.server.js'

function capturing() {
  const requests: Request[] = []
  const fetch = (async (input: URL | RequestInfo, init?: RequestInit) => {
    requests.push(new Request(input, init))
    return new Response(JSON.stringify({ lead_id: 'lead-1' }), {
      status: 201,
      headers: { 'content-type': 'application/json' },
    })
  }) as typeof globalThis.fetch
  const api = leadsApi(
    createPlatformTransport({ baseUrl: 'http://platform.test', fetch, serviceToken: 'svc' }),
  )
  return { api, requests }
}

describe('sending a lead step', () => {
  it('sends a step with files as multipart: the JSON in `lead`, each file under its field', async () => {
    const { api, requests } = capturing()
    const photo = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'front.png', { type: 'image/png' })
    const leadId = await api.send('city-motors', {
      lead: { name: 'Kate' },
      isLastStep: true,
      idempotencyKey: 'key-1',
      files: [{ field: 'photos', file: photo }],
    })
    expect(leadId).toBe('lead-1')
    const request = requests[0] as Request
    expect(request.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/)
    expect(request.headers.get('idempotency-key')).toBe('key-1')
    expect(request.headers.get('authorization')).toBe('Bearer svc')
    const form = await request.formData()
    expect(JSON.parse(String(form.get('lead')))).toEqual({ name: 'Kate', is_last_step: true })
    const sent = form.get('photos') as File
    expect([sent.name, sent.size]).toEqual(['front.png', 4])
  })

  it('sends a step without files as JSON', async () => {
    const { api, requests } = capturing()
    await api.send('city-motors', {
      lead: { name: 'Kate' },
      isLastStep: false,
      idempotencyKey: 'key-2',
      files: [],
    })
    const request = requests[0] as Request
    expect(request.headers.get('content-type')).toBe('application/json')
    expect(await request.json()).toEqual({ name: 'Kate', is_last_step: false })
  })
})
