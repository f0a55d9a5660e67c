import type { FamilyFacet } from '@forecourt/domain'
import { RangeFacet } from './RangeFacet.js'
import { RefinementFacet } from './RefinementFacet.js'
import { ToggleFacet } from './ToggleFacet.js'

/** A family's filters in its profile's order: value lists, ranges and switches. */
export function FamilyFacets({ facets }: { facets: readonly FamilyFacet[] }) {
  return (
    <>
      {facets.map((facet) =>
        facet.kind === 'range' ? (
          <RangeFacet key={facet.attribute} {...facet} />
        ) : facet.kind === 'toggle' ? (
          <ToggleFacet key={facet.attribute} attribute={facet.attribute} label={facet.label} />
        ) : (
          <RefinementFacet key={facet.attribute} attribute={facet.attribute} label={facet.label} />
        ),
      )}
    </>
  )
}
