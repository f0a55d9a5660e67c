// A bike's page answers the learner's question before any other: may I ride it on my licence?
import { type Car, formatCc, formatKw, isLamsApproved, type Region } from '@forecourt/domain'
import { InfoPanel } from '@forecourt/ui/info-panel'

export function LamsStatus({ region, car }: { region: Region; car: Car }) {
  if (car.specs.kind !== 'motorcycle') return null
  const bike = car.specs
  const approved = isLamsApproved(bike, region)
  return (
    <InfoPanel
      title={approved ? 'LAMS approved' : 'Not LAMS approved'}
      tone={approved ? 'highlight' : 'plain'}
      intro={
        <p>
          {approved
            ? 'On the learner approved list: you can ride it on a learner or restricted licence.'
            : 'Not on the learner approved list: it needs a full motorcycle licence.'}
        </p>
      }
      facts={[
        ...(bike.engine_cc === null
          ? [{ label: 'Motor', value: 'Electric' }]
          : [{ label: 'Engine', value: formatCc(bike.engine_cc) }]),
        ...(bike.power_kw === null ? [] : [{ label: 'Power', value: formatKw(bike.power_kw) }]),
      ]}
      headingLevel={2}
    />
  )
}
