import type { Permission } from '@sewabeli/domain';
import {
  IconAdjustmentsHorizontal,
  IconAlarm,
  IconBuildingBank,
  IconBuildingSkyscraper,
  IconCash,
  IconChartPie,
  IconClockHour4,
  IconDatabase,
  IconFileText,
  IconHistory,
  IconKey,
  IconLayoutDashboard,
  IconListCheck,
  IconListDetails,
  IconMail,
  IconReceiptOff,
  IconShieldSearch,
  IconStairs,
  IconTruck,
  IconTruckDelivery,
  IconUsers,
  type TablerIcon,
} from '@tabler/icons-react';
import { matchPath } from 'react-router-dom';

export interface MenuItem {
  label: string;
  to: string;
  icon: TablerIcon;
  /** Shown only to those who hold it (issue 9: the audit log is a Superadmin's). */
  permission?: Permission;
  /** Route patterns under this item (its list and the screens opened from it), for the active highlight. */
  match: readonly string[];
}

export interface MenuGroup {
  label: string;
  items: readonly MenuItem[];
}

/** Spec: the same menu for every user, groups and items exactly as listed; issue 9 adds the Superadmin's audit log. */
export const MENU: readonly MenuGroup[] = [
  {
    label: 'Dashboard',
    items: [
      {
        label: 'Default',
        to: '/dashboard/default',
        icon: IconLayoutDashboard,
        match: ['/dashboard/default'],
      },
    ],
  },
  {
    label: 'Finance',
    items: [
      {
        label: 'Master List',
        to: '/application/master',
        icon: IconListDetails,
        match: ['/application/master', '/application/master/profile/:id'],
      },
      {
        label: 'Application',
        to: '/application',
        icon: IconFileText,
        match: ['/application', '/application/new', '/application/pending/:id'],
      },
      { label: 'Pending', to: '/application/pending', icon: IconClockHour4, match: ['/application/pending'] },
      { label: 'Log', to: '/application/log', icon: IconHistory, match: ['/application/log'] },
    ],
  },
  {
    label: 'Collection',
    items: [
      {
        label: 'List',
        to: '/application/collection/list/pending',
        icon: IconCash,
        match: ['/application/collection/list/:status?', '/application/collection/profile/:id'],
      },
      {
        label: 'Overview',
        to: '/application/collection/overview',
        icon: IconChartPie,
        match: ['/application/collection/overview'],
      },
      {
        label: 'Bank Statements',
        to: '/application/collection/bank-statements',
        icon: IconBuildingBank,
        match: ['/application/collection/bank-statements', '/application/collection/bank-statements/:id'],
      },
      {
        label: 'Arrears Queue',
        to: '/application/collection/arrears',
        icon: IconAlarm,
        match: ['/application/collection/arrears'],
      },
      {
        label: 'Outbox',
        to: '/application/collection/outbox',
        icon: IconMail,
        match: ['/application/collection/outbox'],
      },
      {
        label: 'Arrears Ladder',
        to: '/application/collection/ladder',
        icon: IconAdjustmentsHorizontal,
        match: ['/application/collection/ladder'],
        permission: 'arrears.ladder',
      },
      {
        // Issue 32: the write-offs waiting for two Superadmins' approval.
        label: 'Write-offs',
        to: '/application/collection/write-offs',
        icon: IconReceiptOff,
        match: ['/application/collection/write-offs'],
        permission: 'writeOff.decide',
      },
    ],
  },
  {
    label: 'Program',
    items: [
      {
        label: 'Criteria',
        to: '/program/criteria',
        icon: IconListCheck,
        match: ['/program/criteria', '/program/criteria/profile/:id'],
      },
      { label: 'Tier', to: '/program/tier', icon: IconStairs, match: ['/program/tier', '/program/tier/*'] },
    ],
  },
  {
    label: 'Client',
    items: [
      {
        label: 'List',
        to: '/company/list',
        icon: IconBuildingSkyscraper,
        match: ['/company/list', '/company/profile/:id'],
      },
    ],
  },
  {
    label: 'Asset',
    items: [
      {
        label: 'Type',
        to: '/type/list',
        icon: IconTruck,
        match: ['/type/list', '/type/profile/:id', '/product/profile/:id'],
      },
      {
        label: 'Vendor',
        to: '/vendor/list',
        icon: IconTruckDelivery,
        match: ['/vendor/list', '/vendor/profile/:id'],
      },
    ],
  },
  {
    label: 'User',
    items: [
      { label: 'List', to: '/user/list', icon: IconUsers, match: ['/user/list', '/user/profile/:id'] },
      {
        label: 'Audit Log',
        to: '/user/audit',
        icon: IconShieldSearch,
        match: ['/user/audit'],
        permission: 'audit.read',
      },
      {
        label: 'API Tokens',
        to: '/user/api-tokens',
        icon: IconKey,
        match: ['/user/api-tokens'],
        permission: 'apiToken.manage',
      },
    ],
  },
  {
    label: 'Resource',
    items: [
      {
        label: 'List',
        to: '/resource/list',
        icon: IconDatabase,
        match: ['/resource/list', '/resource/profile/:category'],
      },
    ],
  },
];

export function isItemActive(item: MenuItem, pathname: string): boolean {
  return item.match.some((pattern) => matchPath({ path: pattern, end: true }, pathname) !== null);
}
