// /garage (issue 16 row 1): the signed-in shopper's own vehicles on this dealer's site — add one
// with the fields the site's `garage_settings` ask, remove one, and take any of them to a trade-in
// valuation or a service booking already filled in. Plain POST forms, so it works without JavaScript.
import {
  GARAGE_REGO_MAX_LENGTH,
  GARAGE_TEXT_MAX_LENGTH,
  type GarageVehicle,
  type GarageVehicleField,
  garageFieldMode,
  garageServiceHref,
  garageValuationHref,
  type SiteConfig,
} from '@forecourt/domain'
import { Alert } from '@forecourt/ui/alert'
import { Button } from '@forecourt/ui/button'
import { ButtonLink } from '@forecourt/ui/button-link'
import { Card } from '@forecourt/ui/card'
import { TextField } from '@forecourt/ui/fields/text-field'
import { useState } from 'react'
import { Form } from 'react-router'
import type { GarageActionData } from '../account/garage.server.js'

export interface GaragePageProps {
  site: SiteConfig
  phone: string
  vehicles: GarageVehicle[]
  maxVehicles: number
  /** The refused add, with what was typed. */
  refused?: GarageActionData | undefined
}

const FIELD_INPUTS: Record<
  GarageVehicleField,
  { label: string; inputMode?: 'numeric'; maxLength: number; autoComplete?: string }
> = {
  rego: { label: 'Rego', maxLength: GARAGE_REGO_MAX_LENGTH },
  make: { label: 'Make', maxLength: GARAGE_TEXT_MAX_LENGTH },
  model: { label: 'Model', maxLength: GARAGE_TEXT_MAX_LENGTH },
  year: { label: 'Year', inputMode: 'numeric', maxLength: 4 },
  odometer_km: { label: 'Odometer (km)', inputMode: 'numeric', maxLength: 12 },
}

const vehicleName = (vehicle: GarageVehicle) =>
  [vehicle.year, vehicle.make, vehicle.model].filter((part) => part !== null).join(' ')

function VehicleFacts({ vehicle }: { vehicle: GarageVehicle }) {
  const facts = [
    vehicle.rego && `Rego ${vehicle.rego}`,
    vehicle.odometer_km !== null && `${vehicle.odometer_km.toLocaleString('en-AU')} km`,
  ].filter(Boolean)
  return facts.length > 0 ? <p>{facts.join(' · ')}</p> : null
}

function AddVehicleForm({ site, refused }: Pick<GaragePageProps, 'site' | 'refused'>) {
  const shown = (Object.keys(FIELD_INPUTS) as GarageVehicleField[]).filter(
    (field) => garageFieldMode(site.garage_settings, field) !== 'hidden',
  )
  const [values, setValues] = useState<Partial<Record<GarageVehicleField, string>>>(refused?.values ?? {})
  return (
    <Form method="post" className="fc-Garage-add" aria-labelledby="garage-add-heading">
      <h2 id="garage-add-heading">Add a vehicle</h2>
      <input type="hidden" name="intent" value="add" />
      {shown.map((field) => {
        const { label, ...input } = FIELD_INPUTS[field]
        return (
          <TextField
            key={field}
            label={label}
            name={field}
            value={values[field] ?? ''}
            onChange={(value) => setValues((current) => ({ ...current, [field]: value }))}
            isRequired={garageFieldMode(site.garage_settings, field) === 'required'}
            errorMessage={refused?.errors[field]}
            {...input}
          />
        )
      })}
      <Button type="submit">Add to My Garage</Button>
    </Form>
  )
}

export function GaragePage({ site, phone, vehicles, maxVehicles, refused }: GaragePageProps) {
  const settings = site.garage_settings
  const full = vehicles.length >= maxVehicles
  return (
    <section className="fc-Garage" aria-labelledby="garage-heading">
      <h1 id="garage-heading">{settings.heading}</h1>
      {settings.intro && <p>{settings.intro}</p>}
      <p>Signed in as {phone}.</p>
      {refused?.message && <Alert tone="destructive">{refused.message}</Alert>}
      {vehicles.length === 0 ? (
        <p>No vehicles in your garage yet.</p>
      ) : (
        <ul className="fc-Garage-vehicles" aria-label="Your vehicles">
          {vehicles.map((vehicle) => (
            <Card key={vehicle.id} elementType="li">
              <h2>{vehicleName(vehicle)}</h2>
              <VehicleFacts vehicle={vehicle} />
              {settings.trade_in_link && (
                <ButtonLink
                  href={garageValuationHref(vehicle)}
                  size="sm"
                  aria-label={`Trade-In Valuation for ${vehicleName(vehicle)}`}
                >
                  Trade-In Valuation
                </ButtonLink>
              )}
              {settings.service_link && (
                <ButtonLink
                  href={garageServiceHref(vehicle)}
                  variant="secondary"
                  size="sm"
                  aria-label={`Book a Service for ${vehicleName(vehicle)}`}
                >
                  Book a Service
                </ButtonLink>
              )}
              <Form method="post">
                <input type="hidden" name="intent" value="remove" />
                <input type="hidden" name="vehicle_id" value={vehicle.id} />
                <Button
                  type="submit"
                  variant="ghost"
                  size="sm"
                  aria-label={`Remove ${vehicleName(vehicle)} from My Garage`}
                >
                  Remove
                </Button>
              </Form>
            </Card>
          ))}
        </ul>
      )}
      {full ? (
        <p>Your garage is full: remove a vehicle to add another.</p>
      ) : (
        // A new key after each add empties the form for the next vehicle.
        <AddVehicleForm key={vehicles.length} site={site} refused={refused} />
      )}
    </section>
  )
}
