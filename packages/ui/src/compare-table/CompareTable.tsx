import type { Car, ComparisonRow } from '@forecourt/domain'
import { useId } from 'react'
import { Button } from '../button/Button.js'
import { Link } from '../link/Link.js'
import { CloseIcon } from '../private/CloseIcon.js'
import './CompareTable.css'

export interface CompareTableProps {
  /** The saved cars a shopper compares, in the order saved; the storefront has already filtered them. */
  cars: readonly Car[]
  /** A car's detail page. */
  hrefOf: (car: Car) => string
  onRemove: (id: number) => void
  /** What the vehicles are called in the caption ('Comparing 2 trucks'); cars by default. */
  nouns?: { singular: string; plural: string }
  /**
   * The rows, each with one value per car in `cars`' order: domain `comparisonRows(cars, site)`,
   * a family's own facts. The table holds no rule of what is compared, so no family's list lives here.
   */
  rows: readonly ComparisonRow[]
}

/**
 * Saved cars compared side by side (§2 /compare): a column per car with its photo, name and a
 * remove control, a row per key fact. Scrolls sideways on a narrow screen, row headers kept in view.
 */
export function CompareTable({
  cars,
  hrefOf,
  onRemove,
  nouns = { singular: 'car', plural: 'cars' },
  rows,
}: CompareTableProps) {
  const captionId = useId()
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1)
    <section className="fc-CompareTable" aria-labelledby={captionId} tabIndex={0}>
      <table className="fc-CompareTable-table">
        <caption id={captionId} className="fc-CompareTable-caption">
          Comparing {cars.length} {cars.length === 1 ? nouns.singular : nouns.plural}
        </caption>
        <thead>
          <tr>
            <td className="fc-CompareTable-corner" />
            {cars.map((car) => (
              <th key={car.id} scope="col" className="fc-CompareTable-car">
                {car.primary_image_url ? (
                  <img
                    className="fc-CompareTable-image"
                    src={car.primary_image_url}
                    alt=""
                    width={240}
                    height={180}
                  />
                ) : (
                  <span className="fc-CompareTable-image" />
                )}
                <Link href={hrefOf(car)} isStandalone className="fc-CompareTable-name">
                  {car.name}
                </Link>
                <Button
                  variant="ghost"
                  size="sm"
                  className="fc-CompareTable-remove"
                  aria-label={`Remove ${car.name}`}
                  onPress={() => onRemove(car.id)}
                >
                  <CloseIcon />
                  Remove
                </Button>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(({ label, values }) => (
            <tr key={label}>
              <th scope="row" className="fc-CompareTable-label">
                {label}
              </th>
              {cars.map((car, index) => (
                <td key={car.id} className="fc-CompareTable-value">
                  {values[index]}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}
