import { useId } from 'react'
import { Link } from 'react-aria-components/Link'
import './LinkTiles.css'

export interface LinkTile {
  label: string
  href: string
  /** One line under the label: what the shopper finds there. */
  description?: string
}

export interface LinkTilesProps {
  title: string
  tiles: readonly LinkTile[]
  /** The heading level the page's outline needs. */
  headingLevel?: 2 | 3
}

/** A titled grid of links into the stock: by body type, licence class, style or kind of vehicle. */
export function LinkTiles({ title, tiles, headingLevel = 2 }: LinkTilesProps) {
  const headingId = useId()
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  if (tiles.length === 0) return null
  return (
    <section className="fc-LinkTiles" aria-labelledby={headingId}>
      <Heading id={headingId} className="fc-LinkTiles-title">
        {title}
      </Heading>
      <ul className="fc-LinkTiles-list">
        {tiles.map((tile) => (
          <li key={tile.href} className="fc-LinkTiles-item">
            <Link className="fc-LinkTiles-link" href={tile.href}>
              <span className="fc-LinkTiles-label">{tile.label}</span>
              {tile.description && <span className="fc-LinkTiles-description">{tile.description}</span>}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}
