import type { Car } from '@forecourt/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CarAnswerSchema, ErrorAnswerSchema } from './api-answers.js'
import { openSeededTestApp, type SeededTestApp } from './seeded-test-app.js'

let world: SeededTestApp
let coastalCar: Car
let kiwiCar: Car

const firstCar = async (site: string) =>
  ((await (await world.app.request(`/v1/sites/${site}/cars?per_page=1`)).json()) as { cars: Car[] })
    .cars[0] as Car

beforeAll(async () => {
  world = await openSeededTestApp()
  coastalCar = await firstCar('coastal-motors')
  kiwiCar = await firstCar('kiwi-auto-hub')
}, 120_000)

afterAll(async () => {
  await world?.database.close()
})

const get = async (path: string) => {
  const response = await world.app.request(path)
  return { status: response.status, body: (await response.json()) as unknown }
}

describe('GET /v1/sites/:slug/cars/by-id/:carId (the trade-in page, §2)', () => {
  it('answers the same car as the slug endpoint', async () => {
    const byId = await get(`/v1/sites/coastal-motors/cars/by-id/${coastalCar.id}`)
    const bySlug = await get(`/v1/sites/coastal-motors/cars/${coastalCar.slug}`)
    expect(byId.status).toBe(200)
    expect(CarAnswerSchema.parse(byId.body)).toEqual(CarAnswerSchema.parse(bySlug.body))
    expect(byId.body).not.toHaveProperty('car.site_id')
  })

  it("answers 404 car_not_found for another site's car, an unknown id or an unknown site", async () => {
    for (const path of [
      `/v1/sites/coastal-motors/cars/by-id/${kiwiCar.id}`,
      '/v1/sites/coastal-motors/cars/by-id/2147483647',
    ]) {
      const { status, body } = await get(path)
      expect(status, path).toBe(404)
      expect(ErrorAnswerSchema.parse(body).error.code).toBe('car_not_found')
    }
    expect((await get(`/v1/sites/no-such-dealer/cars/by-id/${coastalCar.id}`)).status).toBe(404)
  })

  it.each(['0', '-1', 'abc', '1e3', '07', '2147483648', '99999999999'])(
    'answers 400 naming carId for %s',
    async (id) => {
      const { status, body } = await get(`/v1/sites/coastal-motors/cars/by-id/${id}`)
      expect(status).toBe(400)
      expect(Object.keys(ErrorAnswerSchema.parse(body).error.fields ?? {})).toEqual(['carId'])
    },
  )
})
