import { type ReactNode, useId } from 'react'
import './InfoPanel.css'

export interface InfoFact {
  label: string
  value: string
}

export interface InfoPanelProps {
  title: string
  /** A sentence or two under the title. */
  intro?: ReactNode
  /** Label–value pairs: what a subscription includes, what a licence class allows. */
  facts?: readonly InfoFact[]
  /** Numbered steps: how it works. */
  steps?: readonly string[]
  /** A link or button after the content (the app's own, already labelled). */
  action?: ReactNode
  headingLevel?: 2 | 3
  /** `highlight` tints the panel for the one thing on a page a shopper must not miss. */
  tone?: 'plain' | 'highlight'
}

/**
 * A titled panel of what a family's shopper needs to know beside the stock: how subscriptions
 * work, which licence a truck needs, whether a bike is learner approved, what an RV asks of a tow
 * vehicle. Facts as a description list, steps as an ordered list.
 */
export function InfoPanel({
  title,
  intro,
  facts,
  steps,
  action,
  headingLevel = 2,
  tone = 'plain',
}: InfoPanelProps) {
  const headingId = useId()
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <section className="fc-InfoPanel" aria-labelledby={headingId} data-tone={tone}>
      <Heading id={headingId} className="fc-InfoPanel-title">
        {title}
      </Heading>
      {intro && <div className="fc-InfoPanel-intro">{intro}</div>}
      {facts && facts.length > 0 && (
        <dl className="fc-InfoPanel-facts">
          {facts.map((fact) => (
            <div key={fact.label} className="fc-InfoPanel-fact">
              <dt>{fact.label}</dt>
              <dd>{fact.value}</dd>
            </div>
          ))}
        </dl>
      )}
      {steps && steps.length > 0 && (
        <ol className="fc-InfoPanel-steps">
          {steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      )}
      {action && <div className="fc-InfoPanel-action">{action}</div>}
    </section>
  )
}
