import { describe, expect, it } from 'vitest'
import {
  type KeyValueStorage,
  prefill,
  readEnquirySuccess,
  readRememberedContact,
  rememberContact,
  rememberEnquirySuccess,
} from './visitor-memory.js'

function memoryStorage(
  initial: Record<string, string> = {},
): KeyValueStorage & { data: Record<string, string> } {
  const data = { ...initial }
  return {
    data,
    getItem: (key) => data[key] ?? null,
    setItem: (key, value) => {
      data[key] = value
    },
  }
}

describe('returning visitors (§5)', () => {
  it('remembers name, last_name, email, phone and postcode, per site, and nothing else', () => {
    const storage = memoryStorage()
    rememberContact(storage, 'coastal-motors', {
      name: ' Alex ',
      last_name: 'Citizen',
      email: 'alex@example.com',
      phone: '0412 345 678',
      postcode: '4000',
      message: 'private',
      opt_in: true,
    })
    expect(readRememberedContact(storage, 'coastal-motors')).toEqual({
      name: 'Alex',
      last_name: 'Citizen',
      email: 'alex@example.com',
      phone: '0412 345 678',
      postcode: '4000',
    })
    expect(readRememberedContact(storage, 'kiwi-auto-hub')).toEqual({})
  })

  it('keeps earlier details a later form did not ask for', () => {
    const storage = memoryStorage()
    rememberContact(storage, 's', { name: 'Alex', postcode: '4000' })
    rememberContact(storage, 's', { name: 'Alex C', postcode: '' })
    expect(readRememberedContact(storage, 's')).toEqual({ name: 'Alex C', postcode: '4000' })
  })

  it('prefills only empty fields the form has', () => {
    const filled = prefill(
      { name: '', email: 'typed@example.com', message: '' },
      { name: 'Alex', email: 'old@example.com', phone: '0412 345 678' },
    )
    expect(filled).toEqual({ name: 'Alex', email: 'typed@example.com', message: '' })
  })

  it.each([
    ['unreadable JSON', { 'forecourt:s:contact': '{' }],
    ['a wrong shape', { 'forecourt:s:contact': '["Alex"]' }],
    ['non-string values', { 'forecourt:s:contact': '{"name":3}' }],
  ])('ignores %s', (_label, initial) => {
    expect(readRememberedContact(memoryStorage(initial), 's')).toEqual({})
  })

  it('survives storage that throws (private mode, quota)', () => {
    const broken: KeyValueStorage = {
      getItem: () => {
        throw new Error('blocked')
      },
      setItem: () => {
        throw new Error('quota')
      },
    }
    expect(() => rememberContact(broken, 's', { name: 'Alex' })).not.toThrow()
    expect(readRememberedContact(broken, 's')).toEqual({})
  })

  it('stores the enquired car and success category for /success (§4)', () => {
    const storage = memoryStorage()
    expect(readEnquirySuccess(storage, 's')).toBeNull()
    const success = {
      category: 'Vehicle Enquiry',
      car: { id: 1, name: '2021 Toyota Corolla', slug: 'corolla-1' },
    }
    rememberEnquirySuccess(storage, 's', success)
    expect(readEnquirySuccess(storage, 's')).toEqual(success)
  })
})
