import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { Card } from './Card.js'

afterEach(cleanup)

describe('Card', () => {
  it('renders its content in the element asked for', () => {
    render(
      <Card elementType="article" aria-label="Review">
        Great service
      </Card>,
    )
    expect(screen.getByRole('article', { name: 'Review' }).textContent).toBe('Great service')
  })
})
