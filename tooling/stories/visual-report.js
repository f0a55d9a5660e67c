// A local visual report for reviewers who work offline (Chromatic is the online one): after a
// stories run, `.vitest/visual-report/index.html` lists every story whose screenshot differs from
// its committed baseline — baseline, new and difference side by side — and says how to accept it.
// A run with no change writes a page that says so, so an old report never outlives its run.
import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'

const REPORT_DIR = path.join('.vitest', 'visual-report')
const ORDER = ['reference', 'actual', 'diff']
const CAPTIONS = { reference: 'Baseline', actual: 'New', diff: 'Difference' }

const escapeHtml = (text) => String(text).replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

/**
 * The report's HTML for `changes` (`{ story, baselines, message, images: [{ name, src }] }`), written
 * for the package named `packageName` (its accept command runs there).
 */
export function visualReportHtml(packageName, changes) {
  // -t is a pattern over the test's full name ("Title > Story"): the name is matched literally.
  const accept = (story) =>
    `pnpm --filter ${packageName} exec vitest run --project stories -t '${story.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replaceAll("'", "'\\''")}' --update`
  const sections = changes.map(
    (change) => `<section>
  <h2>${escapeHtml(change.story)}</h2>
  <p>${escapeHtml(change.message)}</p>
  <div class="images">${change.images
    .map(
      (image) =>
        `<figure><img src="${escapeHtml(image.src)}" alt="${escapeHtml(`${CAPTIONS[image.name]} of ${change.story}`)}"><figcaption>${CAPTIONS[image.name]}</figcaption></figure>`,
    )
    .join('')}</div>
  <p>If the new picture is right, accept it: <code>${escapeHtml(accept(change.story))}</code>, then commit the changed baseline in <code>${escapeHtml(change.baselines)}</code>.</p>
</section>`,
  )
  const summary =
    changes.length === 0
      ? '<p>No story’s screenshot changed in this run.</p>'
      : `<p>${changes.length} ${changes.length === 1 ? 'story' : 'stories'} changed in this run.</p>`
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Visual changes — ${escapeHtml(packageName)}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;margin:2rem;color:#111}section{border-top:1px solid #ccc;padding-block:1rem}
.images{display:flex;gap:1rem;flex-wrap:wrap;align-items:flex-start}figure{margin:0}img{max-width:28rem;border:1px solid #999}
code{background:#f3f3f3;padding:0.1em 0.3em}</style></head>
<body><h1>Visual changes — ${escapeHtml(packageName)}</h1>${summary}${sections.join('\n')}</body></html>
`
}

/** A Vitest reporter that writes the report from the screenshot matcher's artifacts. */
export class VisualReportReporter {
  /** @type {{ story: string, baselines: string, message: string, attachments: { name: string, path: string }[] }[]} */
  changes = []

  onInit(vitest) {
    this.root = vitest.config.root
  }

  onTestCaseArtifactRecord(testCase, artifact) {
    if (artifact.type !== 'internal:toMatchScreenshot') return
    this.changes.push({
      story: testCase.fullName,
      baselines: path.join(
        path.relative(this.root, path.dirname(testCase.module.moduleId)),
        '__screenshots__',
      ),
      message: artifact.message,
      attachments: artifact.attachments.filter((attachment) => attachment.path),
    })
  }

  onTestRunEnd() {
    const dir = path.join(this.root, REPORT_DIR)
    rmSync(dir, { recursive: true, force: true })
    mkdirSync(dir, { recursive: true })
    const changes = this.changes.map((change, index) => ({
      ...change,
      images: [...change.attachments]
        .sort((a, b) => ORDER.indexOf(a.name) - ORDER.indexOf(b.name))
        .map((attachment) => {
          // Copied beside the page, so the report stays whole when the next run clears attachments.
          const src = `${index}-${attachment.name}${path.extname(attachment.path)}`
          copyFileSync(path.resolve(this.root, attachment.path), path.join(dir, src))
          return { name: attachment.name, src }
        }),
    }))
    const { name: packageName } = JSON.parse(readFileSync(path.join(this.root, 'package.json'), 'utf8'))
    writeFileSync(path.join(dir, 'index.html'), visualReportHtml(packageName, changes))
    if (changes.length > 0) {
      console.log(`\nVisual report: ${changes.length} changed, see ${path.join(dir, 'index.html')}\n`)
    }
    this.changes = []
  }
}
