import { axeScan } from './support/axe';
import { expect, test, type Page } from './test';

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const uniqueEmail = () => `e2e.newsletter.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;

async function openNewsletter(page: Page) {
  await page.getByRole('contentinfo').getByRole('button', { name: 'Newsletter' }).click();
  const modal = page.getByRole('dialog', { name: 'Newsletter' });
  await expect(modal).toBeVisible();
  return modal;
}

const isSubscribeCall = (request: { url(): string; method(): string }) =>
  new URL(request.url()).pathname === '/api/ext/mailchimp-subscribe/subscribe' && request.method() === 'POST';

test.describe('newsletter (spec §4: subscribe does nothing if already subscribed)', () => {
  test('subscribe from the modal → thank you; again → already subscribed, nothing sent', async ({ page, request }) => {
    const email = uniqueEmail();
    const subscribeCalls: string[] = [];
    page.on('request', (sent) => {
      if (isSubscribeCall(sent)) subscribeCalls.push(sent.postData() ?? '');
    });
    await page.goto('/');

    let modal = await openNewsletter(page);
    await expect(modal).toContainText('10% off');
    await expect(modal).toContainText('free returns within 30 days');
    const axe = await axeScan(page).include('dialog[open]').withTags(WCAG).analyze();
    expect(axe.violations.map((violation) => violation.id)).toEqual([]);

    await modal.getByLabel('E-mail address').fill(email);
    await modal.getByRole('button', { name: 'Subscribe' }).click();
    await expect(modal.getByRole('status')).toHaveText('You are subscribed. Your 10% coupon is on its way.');
    expect(subscribeCalls).toHaveLength(1);
    expect((await (await request.get(`/api/ext/mailchimp-subscribe/subscribe?email=${encodeURIComponent(email)}`)).json()).result).toBe('subscribed');

    await page.keyboard.press('Escape');
    modal = await openNewsletter(page);
    await modal.getByLabel('E-mail address').fill(email.toUpperCase());
    await modal.getByRole('button', { name: 'Subscribe' }).click();
    await expect(modal.getByRole('status')).toHaveText('You are already subscribed to our newsletter. Nothing has changed.');
    expect(subscribeCalls).toHaveLength(1);
  });

  test('an address the shop already knows (subscribed in another browser) is not subscribed again', async ({ page, request }) => {
    const email = uniqueEmail();
    expect((await request.post('/api/ext/mailchimp-subscribe/subscribe', { data: { email } })).ok()).toBe(true);
    let subscribeCalls = 0;
    page.on('request', (sent) => {
      if (isSubscribeCall(sent)) subscribeCalls++;
    });
    await page.goto('/');
    const modal = await openNewsletter(page);
    await modal.getByLabel('E-mail address').fill(email);
    await modal.getByRole('button', { name: 'Subscribe' }).click();
    await expect(modal.getByRole('status')).toHaveText('You are already subscribed to our newsletter. Nothing has changed.');
    expect(subscribeCalls).toBe(0);
  });

  test('/de: the modal speaks German, also its validation message', async ({ page }) => {
    await page.goto('/de');
    await page.getByRole('contentinfo').getByRole('button', { name: 'Newsletter' }).click();
    const modal = page.getByRole('dialog', { name: 'Newsletter' });
    await expect(modal).toContainText('10 % Rabatt');
    await modal.getByRole('textbox').fill('kein-e-mail');
    await modal.getByRole('button', { name: 'Abonnieren' }).click();
    await expect(modal.getByRole('alert')).toHaveText('Bitte geben Sie eine gültige E-Mail-Adresse an.');
  });
});
