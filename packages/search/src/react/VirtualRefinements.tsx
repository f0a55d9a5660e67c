import { useRefinementList } from 'react-instantsearch'

function VirtualRefinement({ attribute }: { attribute: string }) {
  useRefinementList({ attribute })
  return null
}

/**
 * Holds refinements no visible filter shows. InstantSearch keeps a refinement only while a widget
 * holds it, so without these a dealer path such as /search/rental-cars would lose its filter on the
 * first search, on the server and in the browser alike.
 */
export function VirtualRefinements({ attributes }: { attributes: readonly string[] }) {
  return (
    <>
      {attributes.map((attribute) => (
        <VirtualRefinement key={attribute} attribute={attribute} />
      ))}
    </>
  )
}
