import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { test } from 'node:test'
import { TEMPLATES } from '@forecourt/domain'
import { repoRoot } from '@forecourt/e2e-config'
import { FAMILY_DEMO_SITES } from './family-demo-sites.mjs'

// The seed is TypeScript the platform builds; its site list is read as text, a site's slug a line
// or two before its template.
const seed = readFileSync(path.join(repoRoot, 'apps/platform/src/seed/demo-sites.ts'), 'utf8')

test("every family's default demo site is seeded, with that family's template", () => {
  assert.deepEqual(Object.keys(FAMILY_DEMO_SITES).sort(), [...TEMPLATES].sort())
  for (const [family, site] of Object.entries(FAMILY_DEMO_SITES)) {
    assert.match(seed, new RegExp(`slug: '${site}',\\n(.*\\n){0,3}?\\s*template: '${family}',`), site)
  }
})
