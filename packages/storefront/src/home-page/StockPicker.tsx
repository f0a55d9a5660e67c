import type { SiteConfig } from '@forecourt/domain'
import { Suspense, use } from 'react'
import type { StockFacets } from '../chrome/stock-facets.server.js'

type Section = typeof import('./StockPickerSection.js')

// The picker is its own chunk, so a block below the newest cars costs the page's first load nothing.
// The server loads it at start and renders it whole, in place (entry-server writes finished
// boundaries where they stand), so its links work without JavaScript; the browser keeps that HTML
// and hydrates the block when the chunk arrives.
let loaded: Section | undefined
let loading: Promise<Section> | undefined
const loadSection = () => {
  loading ??= import('./StockPickerSection.js').then(
    (module) => {
      loaded = module
      return module
    },
    (error: unknown) => {
      loading = undefined // a failed download is tried again on the next render
      throw error
    },
  )
  return loading
}
if (typeof document === 'undefined') void loadSection()

export interface StockPickerProps {
  site: SiteConfig
  /** The site's stock as facet counts (the home loader's `stock`); null when search is down. */
  stock: StockFacets | null
}

/**
 * 'Find the perfect car for you' (§2), in the family's words: tabs in the family's order, Brand
 * selected first. Each tab lists the stock's values as links; the price tab holds the family's
 * slider, whose Apply searches that range dearest first (§4), and the price bands as links. Nothing
 * shows when the stock lists nothing.
 */
export function StockPicker(props: StockPickerProps) {
  return (
    <Suspense fallback={null}>
      <LoadedStockPicker {...props} />
    </Suspense>
  )
}

function LoadedStockPicker(props: StockPickerProps) {
  const { StockPickerSection } = loaded ?? use(loadSection())
  return <StockPickerSection {...props} />
}
