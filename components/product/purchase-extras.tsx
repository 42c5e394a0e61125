'use client';

import { useLayoutEffect, useMemo, useState } from 'react';
import { withCustomOptions, type PriceWithOriginal } from '@/lib/domain/custom-option-price';
import { shownPrices } from '@/lib/domain/price-format';
import { initialExtrasState, purchaseExtrasSummary, type PurchaseExtrasState } from '@/lib/domain/purchase-extras';
import { BundleOptions } from './bundle-options';
import { CustomOptions } from './custom-options';
import { GroupedTable } from './grouped-table';
import type { ExtrasReport, PurchaseModel, PurchaseStyles } from './purchase-model';
import { useHydrated } from '@/components/ui/use-hydrated';
import styles from './product-page.module.css';

/**
 * A bundle's options, a grouped product's table and custom options, with their choices. Reports the summary (cart
 * options, missing options) and the price box's prices to the purchase form whenever they change, before the browser
 * paints. Loaded lazily by ProductPurchase, only for products that have them (ADR 0025).
 */
export function PurchaseExtras({
  model,
  base,
  missing,
  onReport,
  onCustomOptionChange,
  purchase,
}: {
  model: PurchaseModel;
  /** The product's or chosen variant's price, which custom options add to. */
  base: PriceWithOriginal;
  /** Required custom options shown as missing. */
  missing: readonly number[];
  onReport: (report: ExtrasReport) => void;
  onCustomOptionChange: (optionId: number) => void;
  /** The class names of product.module.css. */
  purchase: PurchaseStyles;
}) {
  const format = model.priceFormat;
  const [state, setState] = useState<PurchaseExtrasState>(() => initialExtrasState(model));
  const summary = useMemo(() => purchaseExtrasSummary(model, state), [model, state]);
  const { final, original } = base;
  useLayoutEffect(() => {
    const prices = withCustomOptions(summary.base ?? { final, original }, model.customOptions, summary.selected);
    onReport({ summary, prices: shownPrices(prices, format) });
  }, [summary, final, original, model.customOptions, format, onReport]);

  // Disabled until hydrated: a choice made before the chunk arrived would be reset by hydration.
  const hydrated = useHydrated();

  return (
    <fieldset className={styles.extras} disabled={!hydrated} role="presentation">
      {model.type === 'bundle' && (
        <BundleOptions
          options={model.bundleOptions}
          linked={model.linked}
          choices={state.bundleChoices}
          format={format}
          onChange={(optionId, chosen) => setState((current) => ({ ...current, bundleChoices: { ...current.bundleChoices, [optionId]: chosen } }))}
        />
      )}
      {model.type === 'grouped' && (
        <GroupedTable
          purchase={purchase}
          items={model.linked}
          quantities={state.groupedQty}
          format={format}
          onChange={(sku, value) => setState((current) => ({ ...current, groupedQty: { ...current.groupedQty, [sku]: value } }))}
        />
      )}
      {model.customOptions.length > 0 && (
        <CustomOptions
          purchase={purchase}
          options={model.customOptions}
          inputs={state.customInputs}
          format={format}
          missing={missing}
          onChange={(optionId, input) => {
            setState((current) => ({ ...current, customInputs: { ...current.customInputs, [optionId]: input } }));
            onCustomOptionChange(optionId);
          }}
        />
      )}
    </fieldset>
  );
}
