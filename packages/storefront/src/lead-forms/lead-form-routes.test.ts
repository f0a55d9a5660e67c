import { SitePageSchema } from '@forecourt/domain'
import type { ShouldRevalidateFunctionArgs } from 'react-router'
import { describe, expect, it } from 'vitest'
import { rootShouldRevalidate } from '../frame/root-route.js'
import { dialogHostShouldRevalidate, leadFormIdOf, leadFormParamsOf } from './lead-form-routes.js'

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

describe('revalidation when a lead form posts (dialogs on the car and location pages)', () => {
  const submission = (formMethod: string | undefined, formAction: string | undefined) =>
    ({ formMethod, formAction, defaultShouldRevalidate: true }) as ShouldRevalidateFunctionArgs

  it.each([
    ['a dialog step of the enquiry', 'POST', '/cars/2021-toyota-corolla-c41/enquire'],
    ['a dialog step of the test drive', 'POST', '/cars/2021-toyota-corolla-c41/test-drive?index'],
    ['the email-us dialog of a location', 'POST', '/email-us/city-toyota-service'],
    ['the contact page’s form', 'POST', '/contact'],
  ])('%s reloads neither the page nor the frame', (_label, method, action) => {
    expect(dialogHostShouldRevalidate(submission(method, action))).toBe(false)
    expect(rootShouldRevalidate(submission(method, action))).toBe(false)
  })

  it.each([
    ['a checkout post', 'POST', '/cars/2021-toyota-corolla-c41/buy-online'],
    ['a favourite saved', 'POST', '/api/favourites'],
    ['a sign-in', 'POST', '/account/sign-in'],
  ])('%s reloads the page and the frame as React Router would', (_label, method, action) => {
    expect(dialogHostShouldRevalidate(submission(method, action))).toBe(true)
    expect(rootShouldRevalidate(submission(method, action))).toBe(true)
  })

  it('a navigation reloads the page as React Router would, and never the frame', () => {
    expect(dialogHostShouldRevalidate(submission(undefined, undefined))).toBe(true)
    expect(rootShouldRevalidate(submission(undefined, undefined))).toBe(false)
  })
})
