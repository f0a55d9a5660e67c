import { SitePageSchema } from '@forecourt/domain'
import { describe, expect, it } from 'vitest'
import { leadFormIdOf, leadFormParamsOf } from './lead-form-routes.js'

const pages = [
  SitePageSchema.parse({ path: 'toyota-service', title: 'Book a Toyota Service', kind: 'service-booking' }),
  SitePageSchema.parse({
    path: 'handback-guarantee',
    title: 'Handback Guarantee',
    kind: 'money-back-guarantee',
  }),
]

describe('leadFormIdOf', () => {
  it.each([
    ['/contact', 'contact'],
    ['/contact-us/city-toyota', 'contact'],
    ['/email-us/city-toyota-service', 'email-us'],
    ['/cars/trade-in', 'trade-in'],
    ['/cars/2021-toyota-corolla-c41/enquire', 'enquiry'],
    ['/cars/2021-toyota-corolla-c41/similar.data', 'find-similar'],
    ['/cars/2024-mg-zs-c7/subscribe', 'subscribe'],
    ['/cars/2024-mg-zs-c7/book', 'rental-booking'],
    ['/service', 'service'],
    // A site's own service page, also as a client's .data request for it.
    ['/toyota-service', 'service'],
    ['/toyota-service.data', 'service'],
    ['/handback-guarantee', null],
    ['/cars/2021-toyota-corolla-c41', null],
    ['/somewhere', null],
  ])('%s → %s', (pathname, form) => {
    expect(leadFormIdOf(pathname, pages)).toBe(form)
  })

  it('knows no site page without the site’s pages', () => {
    expect(leadFormIdOf('/toyota-service')).toBeNull()
  })
})

describe('leadFormParamsOf', () => {
  it.each([
    ['/cars/2021-toyota-corolla-c41/enquire', { slug: '2021-toyota-corolla-c41', form: 'enquire' }],
    ['/email-us/city-toyota-service', { location: 'city-toyota-service' }],
    ['/contact-us/city-toyota', { location: 'city-toyota' }],
    ['/contact', {}],
    ['/cars/trade-in', {}],
    ['/cars/a/b/c', {}],
    ['/search/used', {}],
  ])('%s → %o, as the router gives the page', (path, params) => {
    expect(leadFormParamsOf(path)).toEqual(params)
  })
})
