// @vitest-environment happy-dom
import { render } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import { useLinkHref } from './link-href.js'

function Probe({ href, report }: { href: string; report: (value: string) => void }) {
  report(useLinkHref(href))
  return null
}

/** What useLinkHref answers for `href` on a car page. */
function hrefOf(href: string): string {
  let result = ''
  const report = (value: string) => {
    result = value
  }
  const router = createMemoryRouter(
    [{ path: '/cars/:slug', element: <Probe href={href} report={report} /> }],
    {
      initialEntries: ['/cars/2021-toyota-corolla'],
    },
  )
  render(<RouterProvider router={router} />).unmount()
  return result
}

describe('useLinkHref', () => {
  it.each([
    ['tel:0731234567', 'tel:0731234567'],
    ['mailto:sales@example.com', 'mailto:sales@example.com'],
    ['https://www.facebook.com/coastalmotors', 'https://www.facebook.com/coastalmotors'],
    ['/search/new-used-and-demo-cars/', '/search/new-used-and-demo-cars/'],
  ])('%s → %s', (href, expected) => {
    expect(hrefOf(href)).toBe(expected)
  })
})
