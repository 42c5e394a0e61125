import { expect, test, type Page } from './test';
import { expectNoAxeViolations, signIn } from './support/back-office';

const stamp = `${Date.now()}`;
const NEW_OWNER = { email: `e2e.owner.${stamp}@example.com`, password: 'new-Owner-Password-1', changed: 'changed-Owner-Password-2' };
const CLERK = { email: `e2e.clerk.${stamp}@example.com`, password: 'new-Clerk-Password-1' };

async function invite(page: Page, email: string, role: 'owner' | 'staff'): Promise<string> {
  await page.goto('/admin/staff');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Role').selectOption(role);
  await page.getByRole('button', { name: 'Invite' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Invitation made' })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText(`${email} is invited as ${role}. The invitation mail is on its way.`);
  await expectNoAxeViolations(page);
  return page.getByLabel(`Invitation link for ${email}`).inputValue();
}

async function acceptInvitation(page: Page, link: string, email: string, password: string) {
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Set your password' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('New password', { exact: true }).fill(password);
  await page.getByLabel('Repeat the new password').fill(password);
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page.getByRole('status')).toHaveText(`Your account ${email} is ready. Sign in with your new password.`);
}

async function signInAs(page: Page, email: string, password: string) {
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
}

const signOut = (page: Page) => page.getByRole('button', { name: 'Sign out' }).click();

test('an owner invites staff; they set their password and sign in; a new owner changes password; the audit log shows it all', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  await signIn(page);
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Staff' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible();
  await expectNoAxeViolations(page);
  const ownerLink = await invite(page, NEW_OWNER.email, 'owner');
  const clerkLink = await invite(page, CLERK.email, 'staff');
  expect(ownerLink).toMatch(new RegExp(`^${baseURL}/admin/invite/[\\w-]{43}$`));
  await page.goto('/admin/staff');
  await expect(page.getByRole('table', { name: 'Invitations not yet accepted, newest first' }).getByRole('row', { name: new RegExp(CLERK.email) })).toBeVisible();
  await signOut(page);

  // The clerk sets a password, signs in, and cannot manage staff: no link, the page sends them away, the post is refused.
  await acceptInvitation(page, clerkLink, CLERK.email, CLERK.password);
  await signInAs(page, CLERK.email, CLERK.password);
  await expect(page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Staff' })).toHaveCount(0);
  await page.goto('/admin/staff');
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  // The invitation form posted by the clerk's own browser (their cookie, the shop's origin): refused for the role.
  const refused = await page.evaluate(async (email) => {
    const response = await fetch('/admin/staff/invite', { method: 'POST', body: new URLSearchParams({ email, role: 'owner' }) });
    return { status: response.status, text: await response.text() };
  }, `e2e.refused.${stamp}@example.com`);
  expect(refused).toMatchObject({ status: 403, text: expect.stringContaining('Your role does not allow this.') });
  await signOut(page);

  // A used link does not work again.
  await page.goto(clerkLink);
  await expect(page.getByRole('alert').filter({ hasText: 'used already' })).toBeVisible();

  // The new owner sets a password, signs in, then changes it: every session ends and the new one works.
  await acceptInvitation(page, ownerLink, NEW_OWNER.email, NEW_OWNER.password);
  await signInAs(page, NEW_OWNER.email, NEW_OWNER.password);
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Your account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('Current password').fill(NEW_OWNER.password);
  await page.getByLabel('New password', { exact: true }).fill(NEW_OWNER.changed);
  await page.getByLabel('Repeat the new password').fill(NEW_OWNER.changed);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('status')).toContainText('Your password was changed and every session of your account has ended.');
  await page.goto('/admin/orders');
  await expect(page.getByRole('heading', { level: 1, name: 'Back office sign-in' })).toBeVisible();
  await signInAs(page, NEW_OWNER.email, NEW_OWNER.changed);

  // The audit log lists the invitations, the acceptances and the password change, newest first, with links.
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Audit log' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  const log = page.getByRole('table', { name: 'Back-office changes, newest first' });
  await expect(log.getByRole('row').filter({ hasText: NEW_OWNER.email }).filter({ hasText: 'change password' })).toHaveCount(1);
  await expectNoAxeViolations(page);

  await page.getByLabel('Staff member').selectOption(NEW_OWNER.email);
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(page.getByText('2 entries · page 1 of 1')).toBeVisible();
  await expect(log.getByRole('row').nth(1)).toContainText('change password');
  await expect(log.getByRole('row').nth(2)).toContainText('accept invitation');

  await page.getByLabel('Staff member').selectOption('');
  await page.getByLabel('Record type').selectOption('staff-invitation');
  await page.getByRole('button', { name: 'Filter' }).click();
  const invitations = log.getByRole('row').filter({ hasText: CLERK.email });
  await expect(invitations).toHaveCount(1);
  await expect(invitations).toContainText('invite');
  await invitations.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(`${CLERK.email} staff yes`) })).toBeVisible();
});
