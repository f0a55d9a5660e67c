import { describe, expect, it } from 'vitest'
import { hasOwnSearchBox } from './SiteHeaderBlock.js'

describe('hasOwnSearchBox', () => {
  it.each([
    ['/', true],
    ['/search/new-used-and-demo-cars/', true],
    ['/search/toyota', true],
    ['/cars/2021-toyota-corolla', false],
    ['/contact', false],
    ['/searching', false],
  ])('%s has its own search box: %s', (pathname, own) => {
    expect(hasOwnSearchBox(pathname)).toBe(own)
  })
})
