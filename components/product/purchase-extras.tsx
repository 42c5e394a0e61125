'use client';

import { useState } from 'react';
import type { PriceFormat } from '@/lib/domain/price-format';
import {
  initialExtrasState,
  purchaseExtrasSummary,
  type PurchaseExtrasState,
  type PurchaseExtrasSummary,
} from '@/lib/domain/purchase-extras';
import { BundleOptions } from './bundle-options';
import { CustomOptions } from './custom-options';
import { GroupedTable } from './grouped-table';
import type { PurchaseModel } from './purchase-model';

/**
 * A bundle's options, a grouped product's table and custom options, with their choices; every change is reported to
 * the purchase form as a summary (price, cart options, missing options). Loaded lazily by ProductPurchase, only for
 * products that have them (ADR 0025).
 */
export function PurchaseExtras({
  model,
  format,
  missing,
  onSummary,
  onCustomOptionChange,
}: {
  model: PurchaseModel;
  format: PriceFormat;
  /** Required custom options shown as missing. */
  missing: readonly number[];
  onSummary: (summary: PurchaseExtrasSummary) => void;
  onCustomOptionChange: (optionId: number) => void;
}) {
  const [state, setState] = useState<PurchaseExtrasState>(() => initialExtrasState(model));
  const update = (next: PurchaseExtrasState) => {
    setState(next);
    onSummary(purchaseExtrasSummary(model, next));
  };

  return (
    <>
      {model.type === 'bundle' && (
        <BundleOptions
          options={model.bundleOptions}
          linked={model.linked}
          choices={state.bundleChoices}
          format={format}
          onChange={(optionId, chosen) => update({ ...state, bundleChoices: { ...state.bundleChoices, [optionId]: chosen } })}
        />
      )}
      {model.type === 'grouped' && (
        <GroupedTable
          items={model.linked}
          quantities={state.groupedQty}
          format={format}
          onChange={(sku, value) => update({ ...state, groupedQty: { ...state.groupedQty, [sku]: value } })}
        />
      )}
      {model.customOptions.length > 0 && (
        <CustomOptions
          options={model.customOptions}
          inputs={state.customInputs}
          format={format}
          missing={missing}
          onChange={(optionId, input) => {
            update({ ...state, customInputs: { ...state.customInputs, [optionId]: input } });
            onCustomOptionChange(optionId);
          }}
        />
      )}
    </>
  );
}
