import type { Car } from '@forecourt/domain'

/** Where the car is (§3 Car location). The phone is the panel's masked reveal (§4): printing it here would undo the mask. */
export function CarWhereToSee({ car }: { car: Car }) {
  return (
    <>
      <h2>Where to see it</h2>
      <p>
        {car.location.location_name}, {car.location.city} {car.location.state}
      </p>
    </>
  )
}
