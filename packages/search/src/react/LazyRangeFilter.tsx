import type { RangeFilterProps } from '@forecourt/ui/range-filter'
import { Suspense } from 'react'
import { lazyLoadedAtOnce } from './lazy-loaded-at-once.js'

// react-aria's slider and number fields are about 17 kB of the search page's JavaScript, and each
// NumberField and Slider renders a second time right after hydration, as react-aria reads the
// browser's locale. So they come in their own chunk, fetched as soon as this module runs (the server
// loads it at start), and each range hydrates in its own Suspense boundary once the chunk is here,
// the server's HTML standing until then (issue 18).
const LoadedRangeFilter = lazyLoadedAtOnce(
  import('@forecourt/ui/range-filter').then((module) => module.RangeFilter),
)

export function LazyRangeFilter(props: RangeFilterProps) {
  return (
    <Suspense fallback={null}>
      <LoadedRangeFilter {...props} />
    </Suspense>
  )
}
