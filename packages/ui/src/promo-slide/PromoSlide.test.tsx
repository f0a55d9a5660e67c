import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { PromoSlide } from './PromoSlide.js'

afterEach(cleanup)

describe('PromoSlide', () => {
  it('is an article named by its heading, with its text and one action link', () => {
    render(
      <PromoSlide title="Finance made simple" text="Rates from 7.99%." href="/finance" cta="See the rates" />,
    )
    const slide = screen.getByRole('article', { name: 'Finance made simple' })
    expect(slide.textContent).toContain('Rates from 7.99%.')
    expect(screen.getByRole('link', { name: 'See the rates' }).getAttribute('href')).toBe('/finance')
    expect(screen.queryByRole('img')).toBeNull()
  })

  it('loads the first slide’s picture eagerly at high priority and the others lazily', () => {
    const { container, rerender } = render(
      <PromoSlide title="A" href="/a" cta="Go" imageUrl="/images/a.svg" loading="eager" />,
    )
    const image = container.querySelector('img')
    expect(image?.getAttribute('loading')).toBe('eager')
    expect(image?.getAttribute('fetchpriority')).toBe('high')
    expect(image?.getAttribute('alt')).toBe('')
    rerender(<PromoSlide title="A" href="/a" cta="Go" imageUrl="/images/a.svg" />)
    expect(container.querySelector('img')?.getAttribute('loading')).toBe('lazy')
    expect(container.querySelector('img')?.hasAttribute('fetchpriority')).toBe(false)
  })

  it('takes a third-level heading inside a titled section', () => {
    render(<PromoSlide title="A" href="/a" cta="Go" headingLevel={3} />)
    expect(screen.getByRole('heading', { level: 3, name: 'A' })).toBeTruthy()
  })
})
