// What a towed RV asks of the vehicle pulling it, from the domain's tow-vehicle rules: the question
// a buyer must answer before the deposit, not after.
import { type Car, formatKg, towVehicleHint } from '@forecourt/domain'
import { InfoPanel } from '@forecourt/ui/info-panel'

export function TowingPanel({ car }: { car: Car }) {
  if (car.specs.kind !== 'rv') return null
  const hint = towVehicleHint({
    body: car.simple_body,
    atmKg: car.specs.atm_kg,
    ballWeightKg: car.specs.ball_weight_kg,
  })
  if (!hint) return null
  return (
    <InfoPanel
      title="Towing it"
      tone="highlight"
      intro={<p>{hint.text}</p>}
      facts={[
        {
          label: hint.braked ? 'Braked towing capacity' : 'Towing capacity',
          value: formatKg(hint.towingCapacityKg),
        },
        {
          label: hint.fifthWheel ? 'Kingpin weight' : 'Tow ball download',
          value: `${hint.ballWeightEstimated ? 'About ' : ''}${formatKg(hint.ballWeightKg)}`,
        },
        { label: 'Electric brake controller', value: hint.electricBrakeController ? 'Needed' : 'Not needed' },
      ]}
    />
  )
}
