import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { marketplaceOrderActionValues, marketplaceOrderSideValues, marketplaceOrderStatusValues, type MarketplaceOrderAction, type MarketplaceOrderSide, type MarketplaceOrderStatus } from '@kanri/contracts';
import { allowedOrderActions, nextOrderStatus } from './order-machine';

/** The lifecycle as a table: every allowed move; anything else is refused. */
const allowed: Array<[MarketplaceOrderStatus, MarketplaceOrderAction, MarketplaceOrderSide, MarketplaceOrderStatus]> = [
  ['UNTOUCHED', 'accept', 'SUPPLIER', 'ACCEPTED'],
  ['UNTOUCHED', 'cancel', 'SUPPLIER', 'CANCELED'],
  ['UNTOUCHED', 'cancel', 'CUSTOMER', 'CANCELED'],
  ['ACCEPTED', 'send', 'SUPPLIER', 'SENT'],
  ['ACCEPTED', 'cancel', 'SUPPLIER', 'CANCELED'],
  ['SENT', 'deliver', 'CUSTOMER', 'DELIVERED'],
];

describe('the marketplace order machine', () => {
  it('allows exactly the lifecycle moves, each by its side, and refuses every other status × move × side', () => {
    let refused = 0;
    for (const status of marketplaceOrderStatusValues) {
      for (const action of marketplaceOrderActionValues) {
        for (const side of marketplaceOrderSideValues) {
          const row = allowed.find(([s, a, d]) => s === status && a === action && d === side);
          assert.equal(nextOrderStatus(status, action, side), row ? row[3] : null, `${status} ${action} by ${side}`);
          if (!row) refused += 1;
        }
      }
    }
    assert.equal(refused, 5 * 4 * 2 - allowed.length);
  });

  it('refuses the moves the spec names as the other side’s: the customer cannot accept, send or cancel an accepted order; the supplier cannot confirm receipt', () => {
    assert.equal(nextOrderStatus('UNTOUCHED', 'accept', 'CUSTOMER'), null);
    assert.equal(nextOrderStatus('ACCEPTED', 'send', 'CUSTOMER'), null);
    assert.equal(nextOrderStatus('ACCEPTED', 'cancel', 'CUSTOMER'), null);
    assert.equal(nextOrderStatus('SENT', 'deliver', 'SUPPLIER'), null);
    assert.equal(nextOrderStatus('SENT', 'cancel', 'SUPPLIER'), null);
    assert.equal(nextOrderStatus('DELIVERED', 'cancel', 'SUPPLIER'), null);
    assert.equal(nextOrderStatus('CANCELED', 'accept', 'SUPPLIER'), null);
  });

  it('lists the actions each side may take now, for the order page', () => {
    assert.deepEqual(allowedOrderActions('UNTOUCHED', 'SUPPLIER'), ['accept', 'cancel']);
    assert.deepEqual(allowedOrderActions('UNTOUCHED', 'CUSTOMER'), ['cancel']);
    assert.deepEqual(allowedOrderActions('ACCEPTED', 'SUPPLIER'), ['send', 'cancel']);
    assert.deepEqual(allowedOrderActions('ACCEPTED', 'CUSTOMER'), []);
    assert.deepEqual(allowedOrderActions('SENT', 'CUSTOMER'), ['deliver']);
    assert.deepEqual(allowedOrderActions('SENT', 'SUPPLIER'), []);
    assert.deepEqual(allowedOrderActions('DELIVERED', 'CUSTOMER'), []);
    assert.deepEqual(allowedOrderActions('CANCELED', 'SUPPLIER'), []);
  });
});
