import assert from 'node:assert/strict'
import { test } from 'node:test'
import { budgetVerdict } from './budget-verdict.mjs'

for (const [sizeKb, budgetKb, verdict] of [
  [231.4, 235, 'within'],
  [235, 235, 'within'],
  [235.1, 235, 'over'],
  [300, 235, 'over'],
  [225, 235, 'within'],
  [224.9, 235, 'lower'],
  [120, undefined, 'missing'],
]) {
  test(`${sizeKb} kB against a budget of ${budgetKb ?? 'none'} kB is ${verdict}`, () => {
    assert.equal(budgetVerdict(sizeKb, budgetKb), verdict)
  })
}
