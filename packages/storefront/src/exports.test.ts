import { describe, expect, it } from 'vitest'
import packageJson from '../package.json' with { type: 'json' }
import * as browserEntry from './index.js'
import * as serverEntry from './server.js'

// The entries a template app imports, pinned: a new subpath is a new public surface and must show
// up in review. Which names each entry holds is checked by knip (knip.jsonc) and, outside the
// workspace, by tooling/pack-check.
describe('@forecourt/storefront public surface', () => {
  it('exposes exactly these subpaths', () => {
    expect(Object.keys(packageJson.exports)).toEqual([
      '.',
      './server',
      './root',
      './home-route',
      './car-route',
      './lead-form-route',
      './node-server',
      './entry-server',
      './route-config',
      './testing',
      './routes/*',
      './vite',
      './styles.css',
      './private/*',
      './package.json',
    ])
  })

  it('blocks its private internals', () => {
    expect(packageJson.exports['./private/*']).toBeNull()
  })

  // The browser entry never carries loaders, actions or the platform client (they would ship
  // the service credential's code path to the browser); `./server` does.
  it.each([
    'createPlatformClient',
    'PlatformRejectedError',
    'PlatformUnavailableError',
    'carDetailLoader',
    'homeLoader',
    'leadFormAction',
    'storefrontConfigFromEnv',
  ])('%s is on ./server and not on the browser entry', (name) => {
    expect(name in serverEntry).toBe(true)
    expect(name in browserEntry).toBe(false)
  })
})
