/**
 * The demo accounts' sign-in (demo mode only), apart from the seed so that the API can name them in
 * its start log without loading the seed's code (issue 28 "Memory": `main.ts` imports the seed only
 * when the database is empty). `seed.ts` re-exports both, and the API package exports this module
 * alone as `@kanri/api/demo-accounts` for the browser journeys (`e2e/support/kanri.ts`): keep it free
 * of imports, so the e2e package loads nothing else of the API.
 */

/** Password of every demo account. */
export const demoPassword = 'kanri-demo';
/** Demo accounts (demo mode only). */
export const demoAccounts = {
  admin: 'admin@kanri.example',
  member: 'member@kanri.example',
  supplier: 'supplier@kanri.example',
  /** Staff with the 情報システム role only (IT). */
  it: 'it@kanri.example',
  /** Staff with the 総務 role only (GA). */
  ga: 'ga@kanri.example',
  /** Staff with the 人事 role only (HR). */
  hr: 'hr@kanri.example',
  /** Staff with the 法務 role only (LEGAL: contracts). */
  legal: 'legal@kanri.example',
} as const;
