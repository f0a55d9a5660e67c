import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { ButtonLink } from '../button-link/ButtonLink.js'
import { Link } from './Link.js'

afterEach(cleanup)

describe('Link', () => {
  it('is a link to its href', () => {
    render(<Link href="/privacy-policy">Privacy Policy</Link>)
    expect(screen.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/privacy-policy')
  })

  it('ButtonLink looks like a button but stays a link', () => {
    render(
      <ButtonLink href="/finance" variant="secondary">
        Get Finance
      </ButtonLink>,
    )
    const link = screen.getByRole('link', { name: 'Get Finance' })
    expect(link.getAttribute('href')).toBe('/finance')
    expect(link.dataset.variant).toBe('secondary')
  })
})
