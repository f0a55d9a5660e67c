import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { PhoneReveal } from './PhoneReveal.js'

afterEach(cleanup)

describe('PhoneReveal', () => {
  it('starts masked after the first five characters', () => {
    render(<PhoneReveal phone="0735550199" />)
    const button = screen.getByRole('button', { name: 'Show number' })
    expect(button.textContent).toBe('(07) XXXX XXXXShow number')
    expect(screen.queryByRole('link')).toBeNull()
  })

  it('reveals the number as a tel: link, records the reveal and moves focus to it', () => {
    const onReveal = vi.fn()
    render(<PhoneReveal phone="0735550199" onReveal={onReveal} />)
    fireEvent.click(screen.getByRole('button', { name: 'Show number' }))
    const link = screen.getByRole('link', { name: '(07) 3555 0199' })
    expect(link.getAttribute('href')).toBe('tel:0735550199')
    expect(onReveal).toHaveBeenCalledTimes(1)
    expect(document.activeElement).toBe(link)
  })

  it('reports a call when the revealed number is pressed', () => {
    const onCall = vi.fn()
    render(<PhoneReveal phone="+64 9 555 0142" region="NZ" onCall={onCall} />)
    fireEvent.click(screen.getByRole('button', { name: 'Show number' }))
    fireEvent.click(screen.getByRole('link', { name: '(09) 555 0142' }))
    expect(onCall).toHaveBeenCalledTimes(1)
  })
})
