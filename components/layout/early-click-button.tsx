'use client';

import type { ComponentProps } from 'react';
import { EARLY_CLICK_PROPS } from './early-click-marker';
import { handledClick, useEarlyClick } from './early-click';

/**
 * A button whose click before it has hydrated is carried out once it has (ADR 0033): for
 * controls drawn by the server that do nothing without the page's code.
 */
export function EarlyClickButton({ onClick, type = 'button', ...props }: Omit<ComponentProps<'button'>, 'onClick' | 'ref'> & { onClick: () => void }) {
  const ref = useEarlyClick<HTMLButtonElement>(onClick);
  return <button ref={ref} type={type} {...props} onClick={handledClick(onClick)} {...EARLY_CLICK_PROPS} />;
}
