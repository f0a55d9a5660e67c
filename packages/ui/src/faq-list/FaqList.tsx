import { type ReactNode, useId } from 'react'
import './FaqList.css'

export interface FaqEntry {
  question: string
  answer: ReactNode
}

export interface FaqListProps {
  /** The questions and answers; the wording is the site's content. */
  entries: readonly FaqEntry[]
  title?: string
  headingLevel?: 2 | 3
}

/**
 * A dealer's frequently asked questions (§2 /faqs): each question opens its answer. Native
 * disclosure elements, so every answer opens before the page's script loads, or without it.
 */
export function FaqList({ entries, title = 'Frequently asked questions', headingLevel = 2 }: FaqListProps) {
  const headingId = useId()
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  if (entries.length === 0) return null
  return (
    <section className="fc-FaqList" aria-labelledby={headingId}>
      <Heading id={headingId} className="fc-FaqList-title">
        {title}
      </Heading>
      <div className="fc-FaqList-list">
        {entries.map((entry) => (
          <details key={entry.question} className="fc-FaqList-item">
            <summary className="fc-FaqList-question">{entry.question}</summary>
            <div className="fc-FaqList-answer">{entry.answer}</div>
          </details>
        ))}
      </div>
    </section>
  )
}
