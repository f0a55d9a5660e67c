import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { ProgressBar } from './ProgressBar.js'

afterEach(cleanup)

describe('ProgressBar', () => {
  it('is a labelled progress bar with its value', () => {
    render(<ProgressBar label="Your enquiry" value={50} />)
    const bar = screen.getByRole('progressbar', { name: 'Your enquiry' })
    expect(bar.getAttribute('aria-valuenow')).toBe('50')
    expect(bar.textContent).toContain('50%')
  })

  it('can hide the percentage text', () => {
    render(<ProgressBar label="Step 1 of 4" value={25} showValue={false} />)
    expect(screen.getByRole('progressbar').textContent).toBe('Step 1 of 4')
  })
})
