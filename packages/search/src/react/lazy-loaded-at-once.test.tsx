// @vitest-environment happy-dom
import { Suspense } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { lazyLoadedAtOnce } from './lazy-loaded-at-once.js'

const Range = ({ label }: { label: string }) => <fieldset aria-label={label} />
const waiting = <p>waiting</p>

const html = (Component: ReturnType<typeof lazyLoadedAtOnce<{ label: string }>>) =>
  renderToString(
    <Suspense fallback={waiting}>
      <Component label="Kilometres" />
    </Suspense>,
  )

describe('lazyLoadedAtOnce', () => {
  it('suspends while the module is on its way', () => {
    const Lazy = lazyLoadedAtOnce(new Promise<typeof Range>(() => {}))
    expect(html(Lazy)).toContain('waiting')
  })

  it('renders in the same pass once the module has arrived, as the server does after its start', async () => {
    const download = Promise.resolve(Range)
    const Lazy = lazyLoadedAtOnce(download)
    await download
    const page = html(Lazy)
    expect(page).toContain('aria-label="Kilometres"')
    expect(page).not.toContain('waiting')
  })

  it('renders nothing, and does not fail the page, when the download failed', async () => {
    const download = Promise.reject(new Error('chunk gone after a deploy'))
    const Lazy = lazyLoadedAtOnce<{ label: string }>(download)
    await download.catch(() => {})
    html(Lazy) // React reads the settled download on the next microtask
    await Promise.resolve()
    expect(html(Lazy)).toBe('<!--$--><!--/$-->')
  })
})
