// How a page's measured size stands against its budget. A page more than LOWER_BY kB under its
// budget is flagged so that the gain is kept: the ratchet only works if budgets come down.
export const LOWER_BY = 10

/** 'missing' (no budget), 'over' (fails the check), 'lower' (lower the budget) or 'within'. */
export function budgetVerdict(sizeKb, budgetKb) {
  if (budgetKb === undefined) return 'missing'
  if (sizeKb > budgetKb) return 'over'
  if (budgetKb - sizeKb > LOWER_BY) return 'lower'
  return 'within'
}
