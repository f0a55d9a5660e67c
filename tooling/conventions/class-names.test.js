// One CSS class convention across ui, search, the storefront kit and the apps (issue 15): SUIT,
// as ui always wrote it — `fc-` + a PascalCase block, then `-element` and `--modifier` in camelCase
// (`fc-CarDetail-gallery`, `fc-Button--primary`). A team styling a page then reads one pattern.
import assert from 'node:assert/strict'
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { test } from 'node:test'

const root = join(import.meta.dirname, '../..')
const SOURCES = ['packages/ui/src', 'packages/search/src', 'packages/storefront/src', 'apps']
const SKIPPED_DIRECTORIES = new Set(['node_modules', 'dist', 'build', '.vitest', '.turbo', '__screenshots__'])
const SUIT = /^fc-[A-Z][a-zA-Z0-9]*(?:-[a-z][a-zA-Z0-9]*)?(?:--[a-z][a-zA-Z0-9]*)?$/

function* sourceFiles(directory) {
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRECTORIES.has(entry.name)) yield* sourceFiles(join(directory, entry.name))
    } else if (/\.(css|tsx|ts)$/.test(entry.name)) {
      yield join(directory, entry.name)
    }
  }
}

/** The `fc-` classes a file names: CSS selectors, and `className` strings in components. */
export function classNamesIn(source, fileName) {
  const names = []
  if (fileName.endsWith('.css')) {
    for (const [, name] of source.matchAll(/\.(fc-[\w-]+)/g)) names.push(name)
  } else {
    for (const match of source.matchAll(/className=(?:"([^"]*)"|\{`([^`]*)`\}|\{'([^']*)'\})/g)) {
      const value = match[1] ?? match[2] ?? match[3]
      // A template's `${…}` parts are worked out at run time; the literal classes around them count.
      names.push(...value.split(/\s+/).filter((name) => name.startsWith('fc-') && !name.includes('$')))
    }
  }
  return names
}

test('classNamesIn reads CSS selectors and className strings', () => {
  assert.deepEqual(classNamesIn('.fc-Hero-cta:hover, .fc-page > a {}', 'a.css'), ['fc-Hero-cta', 'fc-page'])
  assert.deepEqual(classNamesIn('<div className="fc-Print-url other fc-saved-page__left" />', 'a.tsx'), [
    'fc-Print-url',
    'fc-saved-page__left',
  ])
  assert.deepEqual(
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a component's source text, not a template
    classNamesIn("<p className={`fc-Hero ${tone}`} /><p className={'fc-hero__cta'} />", 'a.tsx'),
    ['fc-Hero', 'fc-hero__cta'],
  )
})

test('the SUIT pattern admits ui-style names and refuses BEM and kebab ones', () => {
  for (const name of ['fc-Button', 'fc-CarDetail-gallery', 'fc-Button--primary', 'fc-SearchBox-submit']) {
    assert.match(name, SUIT)
  }
  for (const name of ['fc-car-detail__gallery', 'fc-search-facet', 'fc-page', 'fc-Hero__cta']) {
    assert.doesNotMatch(name, SUIT)
  }
})

test('every fc- class in ui, search, the storefront and the apps is SUIT', () => {
  const offenders = []
  for (const directory of SOURCES) {
    for (const file of sourceFiles(join(root, directory))) {
      for (const name of classNamesIn(readFileSync(file, 'utf8'), file)) {
        if (!SUIT.test(name)) offenders.push(`${relative(root, file)}: ${name}`)
      }
    }
  }
  assert.deepEqual(offenders, [])
})
