import { describe, expect, it } from 'vitest'
import { type SisterSite, sisterSites } from './sister-sites.js'

type Website = { url: string; name: string; make?: string | null }

const group = (websites: Website[], own = { url: 'https://www.group.example.com', name: 'Group Motors' }) =>
  sisterSites({
    ...own,
    dealership_websites: websites.map((website) => ({ make: null, logo: null, ...website })),
  })

const toyota: Website = { url: 'https://toyota.example.com', name: 'Group Toyota', make: 'Toyota' }

describe('sisterSites (§3 dealership_websites)', () => {
  it.each<[string, Website[], SisterSite[]]>([
    ['none configured', [], []],
    [
      'a sister site with its make',
      [toyota],
      [{ name: 'Group Toyota', href: 'https://toyota.example.com/', make: 'Toyota' }],
    ],
    [
      'the config order, names trimmed, an empty make as none',
      [{ url: 'https://mazda.example.com', name: '  Group Mazda ', make: ' ' }, toyota],
      [
        { name: 'Group Mazda', href: 'https://mazda.example.com/', make: null },
        { name: 'Group Toyota', href: 'https://toyota.example.com/', make: 'Toyota' },
      ],
    ],
    ['the site itself, by host', [{ url: 'https://www.group.example.com/cars', name: 'Home' }], []],
    ['the site itself without www', [{ url: 'http://GROUP.example.com', name: 'Group' }], []],
    ['the site itself, by name', [{ url: 'https://group.example.com.au', name: ' group motors ' }], []],
    ['a javascript: link', [{ url: 'javascript:alert(1)', name: 'Evil' }], []],
    ['a data: link', [{ url: 'data:text/html,hi', name: 'Evil' }], []],
    ['a relative link', [{ url: '/toyota', name: 'Group Toyota' }], []],
    ['a link with credentials', [{ url: 'https://toyota.example.com@evil.example.com', name: 'Evil' }], []],
    ['a site without a name', [{ url: 'https://nameless.example.com', name: '   ' }], []],
    [
      'the same host twice, first kept',
      [toyota, { url: 'https://www.toyota.example.com/new', name: 'Toyota again' }],
      [{ name: 'Group Toyota', href: 'https://toyota.example.com/', make: 'Toyota' }],
    ],
  ])('%s', (_, websites, expected) => {
    expect(group(websites)).toEqual(expected)
  })

  it('still lists sister sites when the site’s own url is not a link', () => {
    expect(group([toyota], { url: 'not a url', name: 'Group Motors' })).toHaveLength(1)
  })
})
