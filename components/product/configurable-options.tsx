'use client';

import { useId } from 'react';
import { useTranslations } from 'next-intl';
import { valueStates, type Configuration, type ConfigurationTable } from '@/lib/domain/configuration-choices';
import { useHydrated } from '@/components/ui/use-hydrated';
import type { OptionModel, PurchaseStyles } from './purchase-model';

/**
 * One radio group per configurable option: colour swatches and size buttons. The groups are disabled until hydrated:
 * hydration resets a choice made before (a test that chooses as soon as the page has loaded waits for them instead).
 */
export function ConfigurableOptions({
  options,
  table,
  configuration,
  onPick,
  styles,
}: {
  options: OptionModel[];
  /** How each value is shown next to the other choices, as the server worked it out. */
  table: ConfigurationTable;
  configuration: Configuration;
  onPick: (code: string, value: number) => void;
  styles: PurchaseStyles;
}) {
  const t = useTranslations('Product');
  const groupId = useId();
  const codes = options.map((option) => option.code);
  const hydrated = useHydrated();
  return (
    <div className={styles.configurable}>
      {options.map((option) => {
        const chosen = option.values.find((value) => value.value_index === configuration[option.code]);
        const isColor = option.values.some((value) => value.swatch);
        const states = valueStates(table, codes, configuration, option.code);
        return (
          <fieldset key={option.code} className={styles.optionGroup} disabled={!hydrated}>
            <legend className={styles.optionLegend}>
              {option.label}
              {chosen ? `: ${chosen.label}` : ''}
            </legend>
            <div className={styles.optionValues}>
              {option.values.map((value, position) => {
                const state = states[position];
                const inputId = `${groupId}-${option.code}-${value.value_index}`;
                const note = state && !state.combinable ? t('notCombinable', { value: value.label }) : state?.outOfStock ? t('outOfStockValue', { value: value.label }) : null;
                const classes = [
                  styles.optionValue,
                  isColor ? styles.swatch : styles.sizeValue,
                  state && !state.combinable ? styles.notCombinable : '',
                  state?.outOfStock ? styles.valueOutOfStock : '',
                ].join(' ');
                return (
                  <span key={value.value_index} className={styles.optionItem}>
                    <input
                      id={inputId}
                      className={styles.optionInput}
                      type="radio"
                      name={`${groupId}-${option.code}`}
                      value={value.value_index}
                      checked={configuration[option.code] === value.value_index}
                      disabled={state ? !state.exists : false}
                      data-unavailable={state && !state.exists ? '' : undefined}
                      aria-describedby={note ? `${inputId}-note` : undefined}
                      onChange={() => onPick(option.code, value.value_index)}
                    />
                    <label htmlFor={inputId} className={classes} title={isColor ? value.label : undefined}>
                      {isColor ? (
                        <>
                          <span className={styles.swatchColor} style={{ backgroundColor: value.swatch }} aria-hidden="true" />
                          <span className={styles.visuallyHidden}>{value.label}</span>
                        </>
                      ) : (
                        value.label
                      )}
                    </label>
                    {note && (
                      <span id={`${inputId}-note`} className={styles.visuallyHidden}>
                        {note}
                      </span>
                    )}
                  </span>
                );
              })}
            </div>
          </fieldset>
        );
      })}
    </div>
  );
}
