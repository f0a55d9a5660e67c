import assert from 'node:assert/strict'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { test } from 'node:test'
import { E2E_PORTS } from './template-app-config.js'
import { addedAppE2EPorts, addedTemplateApps, templateAppManifest } from './template-app-manifest.js'

test('added apps are the folders whose package.json says "forecourt", with what it says', () => {
  const apps = mkdtempSync(path.join(tmpdir(), 'apps-'))
  try {
    const write = (app, manifest) => {
      mkdirSync(path.join(apps, app))
      writeFileSync(path.join(apps, app, 'package.json'), JSON.stringify(manifest))
    }
    write('trucks', { name: '@forecourt/trucks' })
    write('outback-trucks', { forecourt: { template: 'trucks', port: 3006, site: 'big-rig-trucks' } })
    write('city-rentals', {
      forecourt: { template: 'subscriptions', port: 3005, site: 'drive-subscriptions' },
    })
    mkdirSync(path.join(apps, 'notes'))

    assert.deepEqual(addedTemplateApps(apps), [
      { app: 'city-rentals', template: 'subscriptions', port: 3005, site: 'drive-subscriptions' },
      { app: 'outback-trucks', template: 'trucks', port: 3006, site: 'big-rig-trucks' },
    ])
    assert.equal(templateAppManifest('trucks', apps), undefined)
    assert.equal(templateAppManifest('notes', apps), undefined)
  } finally {
    rmSync(apps, { recursive: true, force: true })
  }
})

test("an added app's e2e ports follow the families' pattern and never meet another app's block of ten", () => {
  assert.deepEqual(addedAppE2EPorts(3005), { app: 3150, platform: 4150 })
  const blocks = new Set(Object.values(E2E_PORTS).map(({ app }) => Math.floor(app / 10)))
  for (let port = 3005; port < 3090; port += 1) {
    const ports = addedAppE2EPorts(port)
    assert.equal(ports.platform - ports.app, 1000)
    assert.ok(!blocks.has(Math.floor(ports.app / 10)), `${port} → ${ports.app}`)
    blocks.add(Math.floor(ports.app / 10))
  }
})
