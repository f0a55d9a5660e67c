import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { TradeInFaq } from './TradeInFaq.js'

afterEach(cleanup)

const entries = [1, 2, 3, 4, 5].map((n) => ({ question: `Question ${n}?`, answer: `Answer ${n}.` }))

describe('TradeInFaq', () => {
  it('lists five questions, closed, as native disclosures that open without JavaScript', () => {
    const { container } = render(<TradeInFaq entries={entries} title="Trade-in questions" />)
    expect(screen.getByRole('region', { name: 'Trade-in questions' })).toBeTruthy()
    const questions = [...container.querySelectorAll('details')]
    expect(questions.map((question) => question.querySelector('summary')?.textContent)).toEqual(
      entries.map((entry) => entry.question),
    )
    expect(questions.every((question) => !question.open)).toBe(true)
    expect(questions[2]?.textContent).toContain('Answer 3.')
  })

  it('notes that online estimates stop at 7 years or 100,000 km', () => {
    render(<TradeInFaq entries={entries} />)
    expect(
      screen.getByText(
        'Online estimates are generally not available for cars over 7 years old or with more than 100,000 km.',
      ),
    ).toBeTruthy()
  })
})
