/** The back office's owner on the e2e multistore shop, made by `npm run staff:create` when it starts (playwright.config.ts). */
export const E2E_OWNER = { email: 'owner@e2e.test', password: 'e2e-Owner-Password-1' };
