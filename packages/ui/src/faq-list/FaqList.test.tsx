import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { FaqList } from './FaqList.js'

afterEach(cleanup)

const entries = [1, 2, 3].map((n) => ({ question: `Question ${n}?`, answer: `Answer ${n}.` }))

describe('FaqList', () => {
  it('lists the questions under its heading, each closed', () => {
    render(<FaqList entries={entries} title="FAQs" />)
    const section = screen.getByRole('region', { name: 'FAQs' })
    const details = section.querySelectorAll('details')
    expect([...details].map((item) => item.querySelector('summary')?.textContent)).toEqual([
      'Question 1?',
      'Question 2?',
      'Question 3?',
    ])
    expect([...details].some((item) => item.open)).toBe(false)
  })

  it('shows nothing without questions', () => {
    const { container } = render(<FaqList entries={[]} />)
    expect(container.innerHTML).toBe('')
  })
})
