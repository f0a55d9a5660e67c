import { describe, expect, it } from 'vitest'
import { telHref } from './telHref.js'

describe('telHref', () => {
  it.each([
    ['(07) 3555 0199', 'tel:0735550199'],
    ['+61 7 3555 0199', 'tel:61735550199'],
    ['1300 555 019', 'tel:1300555019'],
    ['09 555 0142', 'tel:095550142'],
  ])('%s dials %s', (phone, href) => {
    expect(telHref(phone)).toBe(href)
  })
})
