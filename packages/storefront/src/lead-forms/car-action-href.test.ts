import { describe, expect, it } from 'vitest'
import { testCar, testSite } from '../test-support/fixtures.js'
import { carActionHref } from './car-action-href.js'

const car = testCar({ slug: 'rav4-48211' })
const site = testSite()
const fixedContactSite = testSite({ config: { enquiry: { fixed_contact_slug: 'harbour-nissan' } } })

describe('carActionHref', () => {
  it.each([
    ['enquire', '/cars/rav4-48211/enquire'],
    ['test-drive', '/cars/rav4-48211/test-drive'],
    ['finance', '/cars/rav4-48211/finance'],
    ['question', '/cars/rav4-48211/question'],
    ['request-photos', '/cars/rav4-48211/photos'],
    ['find-similar', '/cars/rav4-48211/similar'],
    ['reserve', '/cars/rav4-48211/checkout'],
    ['subscribe', '/cars/rav4-48211/subscribe'],
    ['book', '/cars/rav4-48211/book'],
  ] as const)('%s opens %s', (action, href) => {
    expect(carActionHref(site, car, action)).toBe(href)
  })

  it('sends a Test Drive Only car’s enquiry to the test drive form (§4)', () => {
    expect(carActionHref(site, testCar({ tag: 'Test Drive Only' }), 'enquire')).toBe(
      '/cars/rav4-48211/test-drive',
    )
  })

  it('sends Enquire Now to a dealer’s fixed contact page with the car (§2), and nothing else', () => {
    expect(carActionHref(fixedContactSite, car, 'enquire')).toBe('/contact-us/harbour-nissan?car=rav4-48211')
    expect(carActionHref(fixedContactSite, car, 'question')).toBe('/cars/rav4-48211/question')
    expect(carActionHref(fixedContactSite, testCar({ tag: 'Test Drive Only' }), 'enquire')).toBe(
      '/cars/rav4-48211/test-drive',
    )
  })
})
