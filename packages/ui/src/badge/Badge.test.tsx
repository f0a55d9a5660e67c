import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { Badge } from './Badge.js'

afterEach(cleanup)

describe('Badge', () => {
  it('shows its text', () => {
    render(<Badge tone="brand">+3</Badge>)
    expect(screen.getByText('+3').dataset.tone).toBe('brand')
  })
})
