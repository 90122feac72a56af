import { DatePicker, Flex, Segmented } from 'antd';
import dayjs from 'dayjs';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { marketplaceOrderCategoryValues, type MarketplaceOrderCategory, type MarketplaceOrdersSearch } from '@kanri/contracts';

/** Labels of the list categories (001 §2; ACCEPTED covers accepted, sent and delivered orders). */
export const orderCategoryLabels: Record<MarketplaceOrderCategory, MessageDescriptor> = {
  ALL: msg({ message: 'All', context: 'MarketplaceOrderCategory' }),
  UNTOUCHED: msg({ message: 'Untouched', context: 'MarketplaceOrderCategory' }),
  ACCEPTED: msg({ message: 'Accepted', context: 'MarketplaceOrderCategory' }),
  CANCELED: msg({ message: 'Canceled', context: 'MarketplaceOrderCategory' }),
};

/**
 * The order lists' filters (sent and sales orders): the category (a segmented control) and the ordered-at range (whole
 * days in the browser's time zone, sent as ISO date-times: the first day's start, the last day's end).
 * Every change goes back to page 1.
 */
export function OrderFilters({ search, onChange }: { search: MarketplaceOrdersSearch; onChange: (patch: Partial<MarketplaceOrdersSearch>) => void }) {
  const { t, i18n } = useLingui();
  return (
    <Flex gap={12} wrap="wrap" align="center">
      <Segmented<MarketplaceOrderCategory>
        aria-label={t`Category`}
        value={search.category}
        options={marketplaceOrderCategoryValues.map((value) => ({ value, label: i18n._(orderCategoryLabels[value]) }))}
        onChange={(category) => onChange({ category, page: 1 })}
      />
      <DatePicker.RangePicker
        aria-label={t`Ordered between`}
        placeholder={[t`Ordered from`, t`Ordered to`]}
        allowEmpty={[true, true]}
        value={[search.orderedFrom ? dayjs(search.orderedFrom) : null, search.orderedTo ? dayjs(search.orderedTo) : null]}
        onChange={(range) =>
          onChange({
            orderedFrom: range?.[0] ? range[0].startOf('day').toISOString() : undefined,
            orderedTo: range?.[1] ? range[1].endOf('day').toISOString() : undefined,
            page: 1,
          })
        }
      />
    </Flex>
  );
}
