import { describe, expect, it } from 'vitest'
import {
  ANALYTICS_EVENT_IDS,
  ANALYTICS_EVENTS,
  callClickLabel,
  enquiryEventId,
  formEvent,
  testDriveEventId,
} from './analytics-events.js'

describe('analytics catalogue (§9)', () => {
  it('holds exactly the spec ids', () => {
    expect([...ANALYTICS_EVENT_IDS].sort((a, b) => a - b)).toEqual([14, 15, 17, 22, 25, 29, 39, 48, 51])
    expect(ANALYTICS_EVENTS.searchClick.id).toBe(29)
    expect(ANALYTICS_EVENTS.addToFavourites.id).toBe(39)
    expect(ANALYTICS_EVENTS.callClick.id).toBe(25)
  })

  it.each([
    ['new', 14],
    ['demo', 14],
    ['used', 15],
  ] as const)('enquiry on a %s car fires %d', (carType, id) => {
    expect(enquiryEventId(carType)).toBe(id)
  })

  it.each([
    ['new', false, 17],
    ['demo', false, 17],
    ['used', false, 48],
    ['used', true, 17],
  ] as const)('test drive on a %s car (test-drive-only %s) fires %d', (carType, only, id) => {
    expect(testDriveEventId(carType, only)).toBe(id)
  })

  it.each([
    ['new', 'New Car'],
    ['used', 'Used Car'],
  ] as const)('call click on a %s car is labelled %s', (carType, label) => {
    expect(callClickLabel(carType)).toBe(label)
  })

  it.each([
    [
      'careers form',
      'Careers',
      null,
      { eventId: 51, category: 'General Enquiry', subcategory: 'Career Enquiry' },
    ],
    [
      'career enquiry',
      ' career enquiry ',
      'x',
      { eventId: 51, category: 'General Enquiry', subcategory: 'Career Enquiry' },
    ],
    ['default form', undefined, null, { eventId: 22, category: 'General Enquiry', subcategory: null }],
    [
      'other category kept',
      'Service',
      'Logbook',
      { eventId: 22, category: 'Service', subcategory: 'Logbook' },
    ],
  ])('%s', (_label, category, subcategory, expected) => {
    expect(formEvent(category, subcategory)).toEqual(expected)
  })
})
