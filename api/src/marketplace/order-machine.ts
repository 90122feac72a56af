import { createMachine, transition } from 'xstate';
import type { MarketplaceOrderAction, MarketplaceOrderSide, MarketplaceOrderStatus } from '@kanri/contracts';

/**
 * The marketplace order lifecycle (issue 15; docs/marketplace.md "Orders" has the diagram), written
 * with xstate (v5) so the rules read as a table and are tested as one. The database stores the
 * state (`marketplace_orders.status`); the routes ask `nextOrderStatus` before they write and answer
 * a localized 409 when it says no.
 *
 * UNTOUCHED —ACCEPT (supplier)→ ACCEPTED —SEND (supplier)→ SENT —DELIVER (customer)→ DELIVERED;
 * UNTOUCHED —CANCEL (either side)→ CANCELED; ACCEPTED —CANCEL (supplier)→ CANCELED.
 * DELIVERED and CANCELED are final. Comments are not moves: either side may comment in any state.
 */

/** An event of an order: the move and the side (company) that asks for it. */
export type OrderEvent = { type: 'ACCEPT' | 'SEND' | 'DELIVER' | 'CANCEL'; side: MarketplaceOrderSide };

const bySupplier = ({ event }: { event: OrderEvent }) => event.side === 'SUPPLIER';
const byCustomer = ({ event }: { event: OrderEvent }) => event.side === 'CUSTOMER';

/** The order machine (see the module docstring); guards check the acting side. */
export const orderMachine = createMachine({
  id: 'marketplaceOrder',
  types: {} as { events: OrderEvent },
  initial: 'UNTOUCHED',
  states: {
    UNTOUCHED: {
      on: {
        ACCEPT: { target: 'ACCEPTED', guard: bySupplier },
        CANCEL: { target: 'CANCELED' },
      },
    },
    ACCEPTED: {
      on: {
        SEND: { target: 'SENT', guard: bySupplier },
        CANCEL: { target: 'CANCELED', guard: bySupplier },
      },
    },
    SENT: { on: { DELIVER: { target: 'DELIVERED', guard: byCustomer } } },
    DELIVERED: { type: 'final' },
    CANCELED: { type: 'final' },
  },
});

const eventOf: Record<MarketplaceOrderAction, OrderEvent['type']> = { accept: 'ACCEPT', send: 'SEND', deliver: 'DELIVER', cancel: 'CANCEL' };

/**
 * The status `action` by `side` moves an order in `status` to, or null when the lifecycle refuses
 * it (the caller answers 409). Pure: nothing is started or stored.
 *
 * @example nextOrderStatus('UNTOUCHED', 'accept', 'CUSTOMER') // null
 */
export function nextOrderStatus(status: MarketplaceOrderStatus, action: MarketplaceOrderAction, side: MarketplaceOrderSide): MarketplaceOrderStatus | null {
  const snapshot = orderMachine.resolveState({ value: status, context: {} });
  const event: OrderEvent = { type: eventOf[action], side };
  if (!snapshot.can(event)) return null;
  const [next] = transition(orderMachine, snapshot, event);
  return next.value as MarketplaceOrderStatus;
}

/** The moves `side` may take on an order in `status` now (what the order page offers), in lifecycle order. */
export function allowedOrderActions(status: MarketplaceOrderStatus, side: MarketplaceOrderSide): MarketplaceOrderAction[] {
  return (Object.keys(eventOf) as MarketplaceOrderAction[]).filter((action) => nextOrderStatus(status, action, side) !== null);
}
