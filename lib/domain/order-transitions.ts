/**
 * The back office's order workflow (issue 42, ADR 0044): `pending → processing → complete` (shipped, with a carrier and
 * a tracking number) and `cancel` from pending or processing, never after the shipment. Magento's status codes.
 */

export const ORDER_STATUSES = ['pending', 'processing', 'complete', 'canceled'] as const;
type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_ACTIONS = ['process', 'ship', 'cancel'] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

const TARGET: Record<OrderAction, OrderStatus> = { process: 'processing', ship: 'complete', cancel: 'canceled' };
const FROM: Record<OrderAction, readonly OrderStatus[]> = {
  process: ['pending'],
  ship: ['processing'],
  cancel: ['pending', 'processing'],
};

export type TransitionDecision = { allowed: true; to: OrderStatus } | { allowed: false; reason: string };

/** Whether `action` may be applied to an order in `status`, and the status it leads to. */
export function decideTransition(status: string, action: OrderAction): TransitionDecision {
  if (FROM[action].includes(status as OrderStatus)) return { allowed: true, to: TARGET[action] };
  if (action === 'cancel' && status === 'complete') return { allowed: false, reason: 'A shipped order cannot be cancelled.' };
  const label = status === 'canceled' ? 'a cancelled' : `a ${status}`;
  return { allowed: false, reason: `Cannot ${action} ${label} order.` };
}

/** The actions offered for an order in `status`, in the order a form lists them. */
export const actionsFor = (status: string): OrderAction[] => ORDER_ACTIONS.filter((action) => decideTransition(status, action).allowed);

/**
 * The stock a cancellation puts back: the ordered quantity of each sku, summed over lines (a sku ordered in two lines
 * with different options counts once with both quantities).
 */
export function stockToReturn(lines: readonly { sku: string; qty: number }[]): Map<string, number> {
  const back = new Map<string, number>();
  for (const line of lines) if (line.qty > 0) back.set(line.sku, (back.get(line.sku) ?? 0) + line.qty);
  return back;
}
