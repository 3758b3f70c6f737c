import { type AdminPermission, type Role } from '@reno/domain';
import AddBoxOutlinedIcon from '@mui/icons-material/AddBoxOutlined';
import BuildOutlinedIcon from '@mui/icons-material/BuildOutlined';
import ConfirmationNumberOutlinedIcon from '@mui/icons-material/ConfirmationNumberOutlined';
import CalendarMonthOutlinedIcon from '@mui/icons-material/CalendarMonthOutlined';
import DashboardOutlinedIcon from '@mui/icons-material/DashboardOutlined';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import DraftsOutlinedIcon from '@mui/icons-material/DraftsOutlined';
import HomeWorkOutlinedIcon from '@mui/icons-material/HomeWorkOutlined';
import MarkEmailReadOutlinedIcon from '@mui/icons-material/MarkEmailReadOutlined';
import PaymentsOutlinedIcon from '@mui/icons-material/PaymentsOutlined';
import PersonOutlineOutlinedIcon from '@mui/icons-material/PersonOutlineOutlined';
import RedeemOutlinedIcon from '@mui/icons-material/RedeemOutlined';
import SmsOutlinedIcon from '@mui/icons-material/SmsOutlined';
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import SupportAgentOutlinedIcon from '@mui/icons-material/SupportAgentOutlined';
import AdminPanelSettingsOutlinedIcon from '@mui/icons-material/AdminPanelSettingsOutlined';
import CampaignOutlinedIcon from '@mui/icons-material/CampaignOutlined';
import GroupOutlinedIcon from '@mui/icons-material/GroupOutlined';
import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import type SvgIcon from '@mui/material/SvgIcon';

type SvgIconComponent = typeof SvgIcon;

export interface NavItem {
  key: string;
  label: string;
  path: string;
  icon?: SvgIconComponent;
  /** Admin only: the permission flag that shows this entry (and, for a group, its children). */
  permission?: AdminPermission;
  /** Spec "Layout": "Navigation items flagged inactive are hidden". Set while the page does not exist yet. */
  inactive?: boolean;
  children?: NavItem[];
}

export interface RoleNav {
  /** Spec "Layout": "Path segments are checked against a list of root paths" — one per section. */
  rootPaths: string[];
  items: NavItem[];
}

/** Spec "Header and menus", "Dashboard sections by role". */
export const navByRole: Record<Role, RoleNav> = {
  client: {
    rootPaths: ['/main-project'],
    items: [
      { key: 'dashboard', label: 'Dashboard', path: '/client-dashboard', icon: DashboardOutlinedIcon },
      { key: 'project', label: 'Project', path: '/main-project', icon: HomeWorkOutlinedIcon },
      { key: 'draft-projects', label: 'Draft Projects', path: '/draft-projects', icon: DraftsOutlinedIcon },
      { key: 'profile', label: 'Profile', path: '/profile', icon: PersonOutlineOutlinedIcon },
      { key: 'rewards', label: 'Rewards', path: '/joinclub', icon: RedeemOutlinedIcon },
      { key: 'vouchers', label: 'Vouchers', path: '/voucher', icon: ConfirmationNumberOutlinedIcon },
      { key: 'shopez', label: 'Shopez', path: '/shopez', icon: StorefrontOutlinedIcon },
      { key: 'support', label: 'Support', path: '/support', icon: SupportAgentOutlinedIcon },
    ],
  },
  merchant: {
    // "/merchant" itself is a route of its own: the merchant root redirects to `project` (spec).
    rootPaths: ['/project', '/transactions'],
    items: [
      { key: 'project-overview', label: 'Project Overview', path: '/project', icon: DashboardOutlinedIcon },
      {
        key: 'transactions',
        label: 'Transactions',
        path: '/transactions/all',
        icon: PaymentsOutlinedIcon,
        children: [
          { key: 'ongoing-vo', label: 'Ongoing Variation Orders', path: '/transactions/ongoing-vo' },
          { key: 'service-fee', label: 'Service Fee', path: '/transactions/service-fee' },
          { key: 'completed', label: 'Completed', path: '/transactions/completed' },
        ],
      },
      { key: 'calendar', label: 'Calendar', path: '/merchant/calendar', icon: CalendarMonthOutlinedIcon },
      { key: 'support', label: 'Support', path: '/merchant/support', icon: SupportAgentOutlinedIcon },
      {
        key: 'profile',
        label: 'Company Profile',
        path: '/merchant/profile',
        icon: PersonOutlineOutlinedIcon,
      },
    ],
  },
  admin: {
    rootPaths: ['/admin', '/admin/users'],
    items: [
      // Issue 18: first, so the Back Office link (/admin) lands on the Overview of an admin allowed it.
      {
        key: 'overview',
        label: 'Overview',
        path: '/admin/overview',
        icon: DashboardOutlinedIcon,
        permission: 'overview',
      },
      {
        // Issue 12: the project desk and the merchants; issue 18 gives them their action flags.
        key: 'projects',
        label: 'Project Desk',
        path: '/admin/projects',
        icon: HomeWorkOutlinedIcon,
        permission: 'manage_projects',
      },
      {
        key: 'merchants',
        label: 'Merchants',
        path: '/admin/merchants',
        icon: StorefrontOutlinedIcon,
        permission: 'manage_merchants',
      },
      {
        key: 'support',
        label: 'Support',
        path: '/admin/support',
        icon: SupportAgentOutlinedIcon,
        permission: 'support',
      },
      {
        key: 'calendar',
        label: 'Calendar',
        path: '/admin/calendar',
        icon: CalendarMonthOutlinedIcon,
        permission: 'calendar',
      },
      {
        key: 'generator',
        label: 'Generator',
        path: '/admin/generator',
        icon: DescriptionOutlinedIcon,
        permission: 'generator',
      },
      {
        key: 'transaction',
        label: 'Transaction',
        path: '/admin/transaction',
        icon: PaymentsOutlinedIcon,
        permission: 'transaction',
      },
      {
        key: 'master-services',
        label: 'Master Services',
        path: '/admin/master-services',
        icon: BuildOutlinedIcon,
        permission: 'master_services',
      },
      {
        key: 'payments',
        label: 'Payment Review',
        path: '/admin/payments',
        icon: PaymentsOutlinedIcon,
        permission: 'review_payments',
      },
      {
        key: 'outbox',
        label: 'Outbox',
        path: '/admin/outbox',
        icon: MarkEmailReadOutlinedIcon,
        permission: 'outbox',
      },
      {
        key: 'ezcash',
        label: 'EZcash',
        path: '/admin/ezcash',
        icon: RedeemOutlinedIcon,
        permission: 'manage_rewards',
      },
      {
        key: 'vouchers',
        label: 'Vouchers',
        path: '/admin/vouchers',
        icon: ConfirmationNumberOutlinedIcon,
        permission: 'manage_rewards',
      },
      {
        key: 'shop',
        label: 'Shopez',
        path: '/admin/shop',
        icon: StorefrontOutlinedIcon,
        permission: 'manage_shop',
      },
      {
        key: 'sms-usage',
        label: 'SMS Usage',
        path: '/admin/sms-usage',
        icon: SmsOutlinedIcon,
        permission: 'outbox',
      },
      // Issue 18: the users and the admin-only areas (spec "Layout": admin permission, admin group,
      // announcement).
      {
        key: 'users',
        label: 'Users',
        path: '/admin/users/clients',
        icon: GroupOutlinedIcon,
        permission: 'manage_users',
        children: [
          { key: 'clients', label: 'Clients', path: '/admin/users/clients' },
          {
            key: 'users-merchants',
            label: 'Merchants',
            path: '/admin/users/merchants',
            permission: 'manage_merchants',
          },
          { key: 'admins', label: 'Admins', path: '/admin/users/admins' },
        ],
      },
      {
        key: 'admin-permission',
        label: 'Admin Permission',
        path: '/admin/admin-permission',
        icon: AdminPanelSettingsOutlinedIcon,
        permission: 'admin_permission',
      },
      {
        key: 'admin-group',
        label: 'Admin Group',
        path: '/admin/admin-group',
        icon: GroupsOutlinedIcon,
        permission: 'admin_group',
      },
      {
        key: 'announcement',
        label: 'Announcement',
        path: '/admin/announcement',
        icon: CampaignOutlinedIcon,
        permission: 'announcement',
      },
      // Issue 14: holds, payouts and the escrow ledger.
      {
        key: 'holds',
        label: 'Payment Holds',
        path: '/admin/holds',
        icon: PaymentsOutlinedIcon,
        permission: 'resolve_holds',
      },
      {
        key: 'payouts',
        label: 'Merchant Payouts',
        path: '/admin/payouts',
        icon: PaymentsOutlinedIcon,
        permission: 'record_payouts',
      },
      {
        key: 'escrow',
        label: 'Escrow Ledger',
        path: '/admin/escrow',
        icon: PaymentsOutlinedIcon,
        permission: 'transaction',
      },
    ],
  },
  project_manager: {
    rootPaths: ['/add-project', '/pm'],
    items: [
      { key: 'add-project', label: 'Add Project', path: '/add-project', icon: AddBoxOutlinedIcon },
      { key: 'pm-projects', label: 'My Projects', path: '/pm/projects', icon: HomeWorkOutlinedIcon },
    ],
  },
};
