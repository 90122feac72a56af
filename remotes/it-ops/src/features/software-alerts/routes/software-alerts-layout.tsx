import { Flex } from 'antd';
import { Outlet } from 'react-router-dom';
import { AlertCategoryNav } from '../components/alert-category-nav';

/**
 * `/software/alerts/*` (001 §2 "Alerts"; DECISIONS.md: the one alert area, alumni included): the
 * alert categories with their counts on the left, the open category's list on the right
 * (`<Outlet />`: shadow IT's apps or visit histories, or one of the six account alert lists).
 * Rendered under the software area's tab bar.
 */
export function SoftwareAlertsLayout() {
  return (
    <Flex gap={24} align="flex-start" wrap>
      <div style={{ flex: '0 0 240px', maxWidth: '100%' }}>
        <AlertCategoryNav />
      </div>
      <div style={{ flex: '1 1 600px', minWidth: 0 }}>
        <Outlet />
      </div>
    </Flex>
  );
}
