// The demo site a new app of each family is tested against, one the seed makes for that family
// (apps/platform/src/seed/demo-sites.ts); the family's own app is tested against the same one.
export const FAMILY_DEMO_SITES = {
  cars: 'coastal-motors',
  trucks: 'big-rig-trucks',
  motorcycles: 'throttle-motorcycles',
  rvs: 'open-road-rvs',
  subscriptions: 'drive-subscriptions',
}
