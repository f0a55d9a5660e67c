import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { TradeInFaq } from './TradeInFaq.js'

afterEach(cleanup)

const entries = [1, 2, 3, 4, 5].map((n) => ({ question: `Question ${n}?`, answer: `Answer ${n}.` }))

describe('TradeInFaq', () => {
  it('lists five questions, closed, and opens an answer on press', () => {
    render(<TradeInFaq entries={entries} />)
    const questions = screen.getAllByRole('button')
    expect(questions.map((question) => question.textContent)).toEqual(entries.map((entry) => entry.question))
    expect(questions.every((question) => question.getAttribute('aria-expanded') === 'false')).toBe(true)
    fireEvent.click(questions[2] as HTMLElement)
    expect(questions[2]?.getAttribute('aria-expanded')).toBe('true')
    expect(screen.getByText('Answer 3.')).toBeTruthy()
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
