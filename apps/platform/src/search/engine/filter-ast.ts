// What a query's filters mean once parsed, whichever parameter they came from (`filters`,
// `facetFilters`, `numericFilters`, `tagFilters`): one tree the index evaluates to a bitset.

export type NumericOperator = '<' | '<=' | '=' | '!=' | '>=' | '>'

export type FilterNode =
  | { kind: 'and'; children: FilterNode[] }
  | { kind: 'or'; children: FilterNode[] }
  | { kind: 'not'; child: FilterNode }
  | { kind: 'facet'; attribute: string; value: string }
  | { kind: 'numeric'; attribute: string; operator: NumericOperator; value: number }
  | { kind: 'range'; attribute: string; lower: number; upper: number }

/** Tags are the facet `_tags`, as in Algolia (`_tags:featured` and tagFilters mean the same). */
export const TAGS_ATTRIBUTE = '_tags'

export const and = (children: FilterNode[]): FilterNode =>
  children.length === 1 ? (children[0] as FilterNode) : { kind: 'and', children }

export const or = (children: FilterNode[]): FilterNode =>
  children.length === 1 ? (children[0] as FilterNode) : { kind: 'or', children }

/** A query parameter the engine cannot read; the endpoint answers it as Algolia does, with a 400. */
export class SearchParameterError extends Error {
  override name = 'SearchParameterError'
}
