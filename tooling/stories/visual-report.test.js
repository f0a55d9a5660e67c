// The local visual report, end to end: a package whose one story no longer matches its baseline
// (visual-report-fixture) is run for real in Chromium, and its report must list that story with
// the baseline, the new picture and their difference, and say how to accept it.
import assert from 'node:assert/strict'
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { test } from 'node:test'
import { fileURLToPath } from 'node:url'
import { visualReportHtml } from './visual-report.js'

const fixture = fileURLToPath(new URL('./visual-report-fixture/', import.meta.url))
const vitest = fileURLToPath(new URL('./node_modules/.bin/vitest', import.meta.url))
const report = path.join(fixture, '.vitest', 'visual-report')

/** The page's text as a reader sees it: character references decoded. */
const decoded = (html) => html.replace(/&#(\d+);/g, (_, code) => String.fromCharCode(Number(code)))

test('a changed story is listed with its baseline, new picture and difference', () => {
  const run = spawnSync(vitest, ['run'], { cwd: fixture, encoding: 'utf8', env: { ...process.env, CI: '1' } })
  assert.notEqual(run.status, 0, 'a changed story fails the run')
  const html = readFileSync(path.join(report, 'index.html'), 'utf8')
  assert.match(html, /1 story changed in this run/)
  assert.match(html, /<h2>Fixture\/Swatch &#62; Colour<\/h2>/)
  for (const [caption, file] of [
    ['Baseline', '0-reference.png'],
    ['New', '0-actual.png'],
    ['Difference', '0-diff.png'],
  ]) {
    assert.match(html, new RegExp(`<img src="${file}" alt="${caption} of Fixture/Swatch`))
    assert.ok(existsSync(path.join(report, file)), `${file} is copied beside the report`)
  }
  assert.ok(decoded(html).includes("-t 'Fixture/Swatch > Colour' --update"), 'the accept command')
})

test('a run without changes says so', () => {
  const html = visualReportHtml('@forecourt/ui', [])
  assert.match(html, /No story’s screenshot changed in this run/)
  assert.doesNotMatch(html, /<section>/)
})

test('a story name is matched literally by the accept command and escaped in the page', () => {
  const html = visualReportHtml('@forecourt/ui', [
    {
      story: "Cards/Price (AU) > Don't <b>",
      baselines: 'src/__screenshots__',
      message: 'differs',
      images: [],
    },
  ])
  assert.ok(
    decoded(html).includes("-t 'Cards/Price \\(AU\\) > Don'\\''t <b>' --update"),
    'the accept command',
  )
  assert.doesNotMatch(html, /<b>/)
})
