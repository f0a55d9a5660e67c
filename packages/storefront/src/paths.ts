import type { Car } from '@forecourt/domain'

export function carPath(car: Pick<Car, 'slug'>): string {
  return `/cars/${encodeURIComponent(car.slug)}`
}
