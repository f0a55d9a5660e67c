import { type ReactNode, Suspense, useRef, useState } from 'react'
import { Button } from '../button/Button.js'
import { lazyPart } from '../private/lazyPart.js'
import { useFocusNotObscured } from '../private/useFocusNotObscured.js'
import { useHydrated } from '../private/useHydrated.js'
import './SearchLayout.css'

const sheet = lazyPart(() => import('./FiltersSheet.js').then((module) => module.FiltersSheet))

export interface SearchLayoutProps {
  /** The result count ('Showing 1–21 of 84 cars'), a live status. */
  status: ReactNode
  sort: ReactNode
  /** The refinements in force (FilterChips). */
  chips?: ReactNode
  /** Every filter of the family; shown in the sidebar, or in the sheet on small screens. */
  filters: ReactNode
  /** The results grid and its pagination (or the no-results state). */
  results: ReactNode
  /** How many refinements are in force: 'Filters (2)'. */
  activeFilterCount: number
  /** The sheet's apply button: 'Show 84 cars'. */
  applyLabel: string
  /** The sidebar's id: the target of the filters link before JavaScript runs. */
  filtersId?: string
  /**
   * Results are being refreshed: the results region is aria-busy and dims in place (no spinner
   * that moves the grid), until the new results replace it.
   */
  busy?: boolean
}

/**
 * The search page's frame, as shoppers know it from e-commerce search: from 1024 px the filters
 * sit in a sidebar beside the results, with the count, sort and chips above them. Below that the
 * results come first; a sticky 'Filters (n)' button opens the filters in a sheet whose apply button
 * tells the count. Before JavaScript runs (or without it) that button is a link to the same filters,
 * rendered after the results, so no shopper is left without them. The sheet (react-aria's modal and
 * dialog) is downloaded when the shopper first points at, focuses or presses the button.
 */
export function SearchLayout({
  status,
  sort,
  chips,
  filters,
  results,
  activeFilterCount,
  applyLabel,
  filtersId = 'search-filters',
  busy = false,
}: SearchLayoutProps) {
  const hydrated = useHydrated()
  const [isOpen, setOpen] = useState(false)
  const [wasOpened, setWasOpened] = useState(false)
  const toolbar = useRef<HTMLDivElement>(null)
  // Stuck at the top on phones, the toolbar must not cover what Shift+Tab lands on (WCAG 2.4.11).
  useFocusNotObscured(toolbar, 'top')
  const filtersLabel = `Filters (${activeFilterCount})`
  return (
    <div className="fc-SearchLayout" data-hydrated={hydrated || undefined}>
      <div className="fc-SearchLayout-toolbar" ref={toolbar}>
        {hydrated ? (
          <Button
            variant="secondary"
            size="sm"
            className="fc-SearchLayout-open"
            aria-haspopup="dialog"
            aria-expanded={isOpen}
            onHoverStart={sheet.preload}
            onFocus={sheet.preload}
            onPress={() => {
              setWasOpened(true)
              setOpen(true)
            }}
          >
            <FilterIcon />
            {filtersLabel}
          </Button>
        ) : (
          <a
            href={`#${filtersId}`}
            className="fc-Button fc-SearchLayout-open"
            data-variant="secondary"
            data-size="sm"
          >
            <FilterIcon />
            {filtersLabel}
          </a>
        )}
        <div className="fc-SearchLayout-status">{status}</div>
        <div className="fc-SearchLayout-sort">{sort}</div>
      </div>
      {chips && <div className="fc-SearchLayout-chips">{chips}</div>}
      <aside id={filtersId} className="fc-SearchLayout-sidebar" aria-label="Filters">
        <h2 className="fc-SearchLayout-sidebarHeading">Filters</h2>
        {filters}
      </aside>
      <div className="fc-SearchLayout-results" aria-busy={busy || undefined}>
        {results}
      </div>
      {wasOpened && (
        <Suspense fallback={null}>
          <sheet.Component
            isOpen={isOpen}
            onOpenChange={setOpen}
            title={filtersLabel}
            filters={filters}
            applyLabel={applyLabel}
          />
        </Suspense>
      )}
    </div>
  )
}

function FilterIcon() {
  return (
    <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        d="M3 5h14M6 10h8M9 15h2"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  )
}
