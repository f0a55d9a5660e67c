import type { Model } from '@forecourt/domain'
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { ModelCard } from './ModelCard.js'

afterEach(cleanup)

const model = (overrides: Partial<Model> = {}): Model => ({
  name: 'Toyota Camry',
  slug: 'toyota-camry',
  image: { url: '/images/models/toyota-camry.svg' },
  short_description: 'A sedan.',
  status: null,
  fuel: 'Petrol',
  position: 0,
  override_url: null,
  ...overrides,
})

describe('ModelCard (§3 Model)', () => {
  it.each([
    ['a plain model', {}, 'Toyota Camry', '/toyota-camry'],
    ['an all-new model', { status: 'new' }, 'ALL-NEW Toyota Camry', '/toyota-camry'],
    ['an override url', { override_url: '/brands/toyota' }, 'Toyota Camry', '/brands/toyota'],
  ])('%s: link name and target', (_case, overrides, name, href) => {
    render(<ModelCard model={model(overrides)} />)
    expect(screen.getByRole('link', { name }).getAttribute('href')).toBe(href)
    expect(screen.getByRole('article', { name }).textContent).toContain('A sedan.')
  })

  it('marks a hybrid and cuts the description at 75 characters', () => {
    const long = 'x'.repeat(90)
    render(<ModelCard model={model({ fuel: 'Hybrid', short_description: long })} />)
    expect(screen.getByText('HYBRID')).toBeTruthy()
    expect(screen.getByText(`${'x'.repeat(75)}…`)).toBeTruthy()
  })

  it('takes the href it is given over the model page', () => {
    render(<ModelCard model={model()} href="/models/toyota-camry" />)
    expect(screen.getByRole('link', { name: 'Toyota Camry' }).getAttribute('href')).toBe(
      '/models/toyota-camry',
    )
  })

  it.each([
    [undefined, 3],
    [2, 2],
  ] as const)('heading level %s renders an h%i', (headingLevel, level) => {
    render(<ModelCard model={model()} headingLevel={headingLevel} />)
    expect(screen.getByRole('heading', { level, name: 'Toyota Camry' })).toBeTruthy()
  })
})
