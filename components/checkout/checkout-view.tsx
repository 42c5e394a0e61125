'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { checkoutSteps, type CheckoutStep } from '@/lib/domain/checkout-validation';
import type { PriceFormat } from '@/lib/domain/price-format';
import { useCart } from '@/components/cart/use-cart';
import { CheckoutEmpty } from './checkout-empty';
import { OrderSummary } from './order-summary';
import { PaymentStepFields } from './payment-step';
import { PersonalStepFields } from './personal-step';
import { ReviewStepFields } from './review-step';
import { ShippingStepFields } from './shipping-step';
import { ThankYou } from './thank-you';
import { checkoutOf, type CheckoutStoreView } from '@/components/account/session';
import { useCheckout, useCheckoutTexts } from './use-checkout';
import { useCartContext } from './use-checkout-queries';
import { headingId, useCheckoutSteps, useThankYouSending } from './use-checkout-steps';
import { useCheckoutAnalytics } from './use-checkout-analytics';
import { useUser } from '@/components/account/session';
import styles from './checkout.module.css';
import { Card } from '@/components/ui/controls';

export interface CheckoutPageStoreView extends CheckoutStoreView {
  url: string;
  priceFormat: PriceFormat;
}

/**
 * One page, four steps (spec §2 Checkout); each step validates on Continue and focuses its first invalid field. Shown by
 * CheckoutGate once the stores have read IndexedDB.
 */
export function CheckoutView({ storeView }: { storeView: CheckoutPageStoreView }) {
  const t = useTranslations('Checkout');
  useCheckoutTexts(storeView);
  const store = checkoutOf(storeView);
  const order = useCheckout(storeView, (state) => state.order);
  const details = useCheckout(storeView, (state) => state.details);
  const hasLines = useCart(storeView.storeCode, (state) => state.cartItems.length > 0);
  const { isVirtual } = useCartContext(storeView.storeCode);
  const isLoggedIn = useUser(storeView.storeCode, (state) => state.token !== null);
  const wantsAccount = details.personalDetails.createAccount;
  useEffect(() => {
    // A choice made before logging in would otherwise demand a password for a field no longer shown.
    if (isLoggedIn && wantsAccount) store.getState().changePersonalDetails({ createAccount: false });
  }, [isLoggedIn, wantsAccount, store]);
  const { changePersonalDetails: changePersonal, changeShippingDetails: changeShipping, changePaymentDetails: changePayment, setTermsAccepted: changeTerms } = store.getState();

  const { active, setActive, errors, isPlacing, submitStep } = useCheckoutSteps(store, { needsShippingMethod: !isVirtual }, t('placingOrder'));
  useThankYouSending(store, hasLines ? undefined : order?.status);
  useCheckoutAnalytics(storeView.storeCode, active, details, hasLines);

  // A cart filled again after an order is a new checkout; the last order's thank-you shows while the cart is empty.
  if (order && !hasLines) {
    return (
      <ThankYou
        order={order}
        homeHref={storeView.url}
        onContinue={() => {
          store.getState().startNewCheckout();
          setActive('personal');
        }}
      />
    );
  }

  // Placing empties the cart a moment before the thank-you page shows: the form stays until then.
  if (!hasLines && !isPlacing) return <CheckoutEmpty homeHref={storeView.url} />;

  const stepFields: Record<CheckoutStep, () => React.ReactNode> = {
    personal: () => (
      <PersonalStepFields details={details.personalDetails} errors={errors.personal ?? {}} onChange={changePersonal} offerAccount={!isLoggedIn} />
    ),
    shipping: () => (
      <ShippingStepFields storeCode={storeView.storeCode} priceFormat={storeView.priceFormat} details={details.shippingDetails} errors={errors.shipping ?? {}} onChange={changeShipping} />
    ),
    payment: () => <PaymentStepFields storeCode={storeView.storeCode} details={details.paymentDetails} errors={errors.payment ?? {}} onChange={changePayment} />,
    review: () => <ReviewStepFields accepted={details.termsAccepted} errors={errors.review ?? {}} onChange={changeTerms} />,
  };
  const activeIndex = checkoutSteps.indexOf(active);

  return (
    <div className={styles.layout}>
      <div>
        <h1 id="checkout-title">{t('title')}</h1>
        {checkoutSteps.map((step, index) => (
          <section key={step} className={styles.step} aria-labelledby={headingId(step)} data-step={step}>
            <h2 id={headingId(step)} tabIndex={-1}>
              <span className="visually-hidden">{t('stepOf', { number: index + 1 })}: </span>
              {index + 1}. {t(`steps.${step}`)}
            </h2>
            {step === active ? (
              <form noValidate onSubmit={(event) => void submitStep(step, event)} aria-labelledby={headingId(step)}>
                {stepFields[step]()}
                <div className={styles.actions}>
                  {step === 'review' ? (
                    <button type="submit" className="button" disabled={isPlacing}>
                      {isPlacing ? t('placingOrder') : t('placeOrder')}
                    </button>
                  ) : (
                    <button type="submit" className="button">
                      {t('continue', { step: t(`steps.${checkoutSteps[index + 1]!}`) })}
                    </button>
                  )}
                </div>
              </form>
            ) : index < activeIndex ? (
              <button type="button" className="link-button" onClick={() => setActive(step)}>
                {t('edit', { step: t(`steps.${step}`) })}
              </button>
            ) : null}
          </section>
        ))}
      </div>
      <Card muted className={styles.summary}>
        <OrderSummary storeCode={storeView.storeCode} priceFormat={storeView.priceFormat} shipping={details.shippingDetails} />
      </Card>
    </div>
  );
}
