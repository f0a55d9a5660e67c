import { type Car, carKeyFacts } from '@forecourt/domain'

/** 'Key details' of a car page and its printable page: the domain's key facts as a description list. */
export function CarKeyFacts({ car }: { car: Car }) {
  return (
    <>
      <h2>Key details</h2>
      <dl className="fc-facts">
        {carKeyFacts(car).map(({ label, value }) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </>
  )
}
