// The one way the storefront reports the spec's numbered events (§9; ARCHITECTURE.md,
// Observability): a typed `track()` with a pluggable sink, Google Tag Manager's dataLayer by default.
import type { AnalyticsEventId } from '@forecourt/domain'

export interface AnalyticsEvent {
  eventId: AnalyticsEventId
  /** Lead category, call-click label or search query: what the event is about. */
  label?: string | undefined
  carId?: number | undefined
}

export type AnalyticsSink = (event: AnalyticsEvent) => void

declare global {
  interface Window {
    dataLayer?: unknown[]
  }
}

const dataLayerSink: AnalyticsSink = (event) => {
  if (typeof window === 'undefined') return
  window.dataLayer ??= []
  window.dataLayer.push({
    event: 'forecourt',
    event_id: event.eventId,
    label: event.label,
    car_id: event.carId,
  })
}

let sink: AnalyticsSink = dataLayerSink

/** Replaces the sink (a test, another tag manager); returns the one it replaced. */
export function setAnalyticsSink(next: AnalyticsSink): AnalyticsSink {
  const previous = sink
  sink = next
  return previous
}

export function track(event: AnalyticsEvent): void {
  try {
    sink(event)
  } catch {
    // Analytics must never break a shopper's journey.
  }
}
