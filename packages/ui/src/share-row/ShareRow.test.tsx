import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ShareRow } from './ShareRow.js'

afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

const url = 'https://bayside.example/cars/2021-toyota-rav4-gx-2wd-48211'

describe('ShareRow', () => {
  it('offers Facebook, Twitter, WhatsApp, Email and SMS links carrying the address', () => {
    render(<ShareRow url={url} title="2021 Toyota RAV4 GX" />)
    const list = screen.getByRole('list', { name: 'Share' })
    const links = within(list).getAllByRole('link')
    expect(links.map((link) => link.textContent)).toEqual(['Facebook', 'Twitter', 'WhatsApp', 'Email', 'SMS'])
    for (const link of links) expect(link.getAttribute('href')).toContain(encodeURIComponent(url))
    expect(links[3]?.getAttribute('href')).toMatch(/^mailto:\?subject=2021%20Toyota%20RAV4%20GX/)
    expect(links[0]?.getAttribute('target')).toBe('_blank')
  })

  it('reports the channel used', () => {
    const onShare = vi.fn()
    render(<ShareRow url={url} title="RAV4" onShare={onShare} />)
    fireEvent.click(screen.getByRole('link', { name: 'WhatsApp' }))
    expect(onShare).toHaveBeenCalledWith('whatsapp')
  })

  it('copies the link and says Copied for 1.5 s', async () => {
    vi.useFakeTimers()
    const copyText = vi.fn(async () => {})
    render(<ShareRow url={url} title="RAV4" copyText={copyText} />)
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy link' }))
    })
    expect(copyText).toHaveBeenCalledWith(url)
    expect(screen.getByRole('status').textContent).toBe('Copied')
    act(() => vi.advanceTimersByTime(1499))
    expect(screen.getByRole('status').textContent).toBe('Copied')
    act(() => vi.advanceTimersByTime(1))
    expect(screen.getByRole('status').textContent).toBe('')
  })
})
