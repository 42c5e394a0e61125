'use client';

import { useId } from 'react';
import { useTranslations } from 'next-intl';
import type { CustomOption } from '@/lib/domain/catalog-types';
import { toggleChoice } from '@/lib/domain/choice-toggle';
import { formatPrice, type PriceFormat } from '@/lib/domain/price-format';
import type { CustomOptionInputs } from '@/lib/domain/product-page-price';
import { ChoiceInput } from './choice-input';
import type { PurchaseStyles } from './purchase-model';
import styles from './product-page.module.css';

type Input = { text?: string; valueIds?: number[] };

/** Custom options (field, area, radio, select, drop_down, checkbox) with their surcharges. */
export function CustomOptions({
  options,
  inputs,
  format,
  missing,
  onChange,
  purchase,
}: {
  options: CustomOption[];
  inputs: CustomOptionInputs;
  format: PriceFormat;
  missing: readonly number[];
  onChange: (optionId: number, input: Input) => void;
  purchase: PurchaseStyles;
}) {
  const t = useTranslations('Product');
  const baseId = useId();
  const surcharge = (priced: { price?: number | null; price_type?: 'fixed' | 'percent' }) => {
    const amount = priced.price ?? 0;
    if (!(amount > 0)) return '';
    return priced.price_type === 'percent'
      ? ` (${t('surchargePercent', { percent: amount })})`
      : ` (${t('surcharge', { price: formatPrice(amount, format) })})`;
  };
  return (
    <div className={styles.customOptions}>
      {options.map((option) => {
        const id = `${baseId}-${option.option_id}`;
        const errorId = `${id}-error`;
        const isMissing = missing.includes(option.option_id);
        const chosen = inputs[option.option_id]?.valueIds ?? [];
        const error = (
          <p id={errorId} className={purchase.fieldError} role="alert">
            {isMissing ? t('fieldRequired') : ''}
          </p>
        );
        const title = `${option.title}${option.is_require ? ' *' : ''}`;
        if (option.type === 'field' || option.type === 'area') {
          const Tag = option.type === 'area' ? 'textarea' : 'input';
          return (
            <div key={option.option_id} className={styles.field}>
              <label htmlFor={id}>
                {title}
                {surcharge(option)}
              </label>
              <Tag
                id={id}
                className={styles.textInput}
                maxLength={option.max_characters || undefined}
                required={option.is_require}
                aria-invalid={isMissing || undefined}
                aria-describedby={errorId}
                value={inputs[option.option_id]?.text ?? ''}
                onChange={(event) => onChange(option.option_id, { text: event.target.value })}
              />
              {error}
            </div>
          );
        }
        if (option.type === 'select' || option.type === 'drop_down') {
          return (
            <div key={option.option_id} className={styles.field}>
              <label htmlFor={id}>{title}</label>
              <select
                id={id}
                className={styles.select}
                required={option.is_require}
                aria-invalid={isMissing || undefined}
                aria-describedby={errorId}
                value={chosen[0] ?? ''}
                onChange={(event) =>
                  onChange(option.option_id, { valueIds: event.target.value ? [Number(event.target.value)] : [] })
                }
              >
                <option value="">{t('pleaseSelect')}</option>
                {(option.values ?? []).map((value) => (
                  <option key={value.option_type_id} value={value.option_type_id}>
                    {value.title}
                    {surcharge(value)}
                  </option>
                ))}
              </select>
              {error}
            </div>
          );
        }
        const isCheckbox = option.type === 'checkbox';
        return (
          <fieldset key={option.option_id} className={styles.choiceGroup} aria-describedby={errorId}>
            <legend>{title}</legend>
            {(option.values ?? []).map((value) => {
              const checked = chosen.includes(value.option_type_id);
              return (
                <ChoiceInput
                  key={value.option_type_id}
                  name={id}
                  multiple={isCheckbox}
                  checked={checked}
                  onChange={() => onChange(option.option_id, { valueIds: toggleChoice(chosen, value.option_type_id, { multiple: isCheckbox }) })}
                >
                  {value.title}
                  {surcharge(value)}
                </ChoiceInput>
              );
            })}
            {error}
          </fieldset>
        );
      })}
    </div>
  );
}
