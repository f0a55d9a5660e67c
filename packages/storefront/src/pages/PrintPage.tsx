// /print?car_id={slug} (§2): the car on one printable page, without the site's header and footer.
// The button prints; sites with features.print_to_pdf word it as saving a PDF (the browser's print
// dialog does both).
import { type Car, type SiteConfig, siteLogoUrl } from '@forecourt/domain'
import { Button } from '@forecourt/ui/button'
import { PhoneReveal } from '@forecourt/ui/phone-reveal'
import { Link } from 'react-aria-components'
import { CarSpecifications } from '../car-page/CarSpecifications.js'
import { listingHeadline } from '../car-page/listing-headline.js'
import { carImageSources } from '../images/car-image-sources.js'
import { carPath } from '../paths.js'
import { recordPhoneReveal, trackCallClick } from '../phone-reveal/car-phone-callbacks.js'

export interface PrintPageProps {
  site: SiteConfig
  car: Car
}

function printButtonLabel(site: Pick<SiteConfig, 'features'>): string {
  return site.features.print_to_pdf ? 'Save as PDF' : 'Print'
}

export function PrintPage({ site, car }: PrintPageProps) {
  const logo = siteLogoUrl(site)
  const price = listingHeadline(site, car)
  const photo = carImageSources(car.primary_image_url, 'print')
  return (
    <article className="fc-Print" aria-labelledby="print-title">
      <div className="fc-Print-actions">
        <Button onPress={() => window.print()}>{printButtonLabel(site)}</Button>
        <Link href={carPath(car)}>Back to the car</Link>
      </div>
      <header className="fc-Print-dealer">
        {logo ? <img src={logo} alt={site.name} height={48} /> : <p className="fc-Print-name">{site.name}</p>}
        <p>
          {car.location.location_name}
          {car.location.city ? `, ${car.location.city} ${car.location.state}` : ''}
        </p>
        {/* Masked until pressed, and the reveal recorded, as on the car page (§4, §7). */}
        {car.location.phone && (
          <PhoneReveal
            phone={car.location.phone}
            region={site.region}
            onReveal={() => void recordPhoneReveal(car)}
            onCall={() => trackCallClick(car)}
          />
        )}
      </header>
      <h1 id="print-title">{car.name}</h1>
      <p className="fc-Print-price">
        <span>{price.amount}</span> <span>{price.note}</span>
      </p>
      {photo && (
        <img
          className="fc-Print-image"
          src={photo.src}
          srcSet={photo.srcSet}
          sizes={photo.sizes}
          alt={car.name}
          width={640}
          height={480}
        />
      )}
      <CarSpecifications site={site} car={car} />
      <p className="fc-Print-url">{new URL(carPath(car), site.url).toString()}</p>
    </article>
  )
}
