import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { ApplePayLogo } from './apple-pay/ApplePayLogo.js'
import { FacebookIcon } from './facebook/FacebookIcon.js'
import { KmsIcon } from './kms/KmsIcon.js'
import { MastercardLogo } from './mastercard/MastercardLogo.js'

afterEach(cleanup)

describe('icons', () => {
  it('are hidden from assistive technology when they only decorate text', () => {
    const { container } = render(
      <p>
        <KmsIcon /> 48,215 km
      </p>,
    )
    const svg = container.querySelector('svg')
    expect(svg?.getAttribute('aria-hidden')).toBe('true')
    expect(svg?.getAttribute('focusable')).toBe('false')
    expect(screen.queryByRole('img')).toBeNull()
  })

  it('are an image named by their title when they stand alone', () => {
    render(
      <a href="https://facebook.example">
        <FacebookIcon title="Facebook" />
      </a>,
    )
    expect(screen.getByRole('img', { name: 'Facebook' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Facebook' })).toBeTruthy()
  })

  it('follow the text size by default and keep a logo in proportion when sized', () => {
    const { container } = render(
      <>
        <KmsIcon />
        <MastercardLogo size={24} title="Mastercard" />
      </>,
    )
    const [icon, logo] = Array.from(container.querySelectorAll('svg'))
    expect([icon?.getAttribute('width'), icon?.getAttribute('height')]).toEqual(['1em', '1em'])
    expect([logo?.getAttribute('width'), logo?.getAttribute('height')]).toEqual(['38px', '24px'])
  })

  it('gives each titled icon its own title id', () => {
    render(
      <>
        <ApplePayLogo title="Apple Pay" />
        <MastercardLogo title="Mastercard" />
      </>,
    )
    expect(screen.getAllByRole('img').map((image) => image.getAttribute('aria-labelledby'))).toHaveLength(2)
    expect(
      new Set(screen.getAllByRole('img').map((image) => image.getAttribute('aria-labelledby'))).size,
    ).toBe(2)
  })
})
