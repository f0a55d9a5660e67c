import type { Reporter } from 'vitest/reporters'

export interface VisualChange {
  story: string
  baselines: string
  message: string
  images: { name: 'reference' | 'actual' | 'diff'; src: string }[]
}

export function visualReportHtml(packageName: string, changes: VisualChange[]): string

export class VisualReportReporter implements Reporter {}
