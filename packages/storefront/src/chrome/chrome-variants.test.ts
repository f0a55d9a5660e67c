import { describe, expect, it } from 'vitest'
import { FOOTER_VARIANTS, footerVariant, HEADER_VARIANTS, headerVariant } from './chrome-variants.js'

describe('headerVariant', () => {
  it.each([
    ['default', { size: 'default', isSticky: false, banner: 'locations' }],
    ['large', { size: 'large', isSticky: false, banner: 'locations' }],
    ['large-sticky', { size: 'large', isSticky: true, banner: 'locations' }],
    ['banner-address', { size: 'default', isSticky: false, banner: 'address' }],
    ['banner-entries', { size: 'default', isSticky: false, banner: 'entries' }],
  ])('%s → %o', (name, expected) => {
    expect(headerVariant(name)).toEqual(expected)
  })

  it.each(['minimal', 'Large', '', 'toString', '__proto__'])(
    'an unknown name (%j) falls back to default',
    (name) => {
      expect(headerVariant(name)).toEqual(HEADER_VARIANTS.default)
    },
  )
})

describe('footerVariant', () => {
  it.each([
    ['default', { locations: false, logoAndSocial: false, licences: 'dealer', extra: null }],
    ['locations', { locations: true, logoAndSocial: false, licences: 'dealer', extra: null }],
    ['hours', { locations: false, logoAndSocial: false, licences: 'dealer', extra: 'hours' }],
    ['social', { locations: false, logoAndSocial: true, licences: 'dealer', extra: null }],
    ['licence-numbers', { locations: false, logoAndSocial: false, licences: 'every-location', extra: null }],
    ['staff', { locations: false, logoAndSocial: false, licences: 'dealer', extra: 'staff' }],
    ['map', { locations: false, logoAndSocial: false, licences: 'dealer', extra: 'map' }],
  ])('%s → %o', (name, expected) => {
    expect(footerVariant(name)).toEqual(expected)
  })

  it.each(['group', 'MAP', '', 'constructor'])('an unknown name (%j) falls back to default', (name) => {
    expect(footerVariant(name)).toEqual(FOOTER_VARIANTS.default)
  })
})
