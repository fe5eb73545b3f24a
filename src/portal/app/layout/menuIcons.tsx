import AccountBalanceWallet from '@mui/icons-material/AccountBalanceWallet';
import AccountCircle from '@mui/icons-material/AccountCircle';
import Assessment from '@mui/icons-material/Assessment';
import Campaign from '@mui/icons-material/Campaign';
import ContactSupport from '@mui/icons-material/ContactSupport';
import Dashboard from '@mui/icons-material/Dashboard';
import Groups from '@mui/icons-material/Groups';
import Link from '@mui/icons-material/Link';
import MilitaryTech from '@mui/icons-material/MilitaryTech';
import Payments from '@mui/icons-material/Payments';
import Security from '@mui/icons-material/Security';
import Settings from '@mui/icons-material/Settings';
import SwapHoriz from '@mui/icons-material/SwapHoriz';
import VerifiedUser from '@mui/icons-material/VerifiedUser';
import Circle from '@mui/icons-material/Circle';
import CreditCard from '@mui/icons-material/CreditCard';
import Savings from '@mui/icons-material/Savings';
import type { SvgIconComponent } from '@mui/icons-material';
import type { MenuIconName } from './menuIconNames';

/** Menu icons by the names config uses (icon / activeIcon); "<name>Active" shows the same icon highlighted. */
export const menuIcons: Record<MenuIconName, SvgIconComponent> = {
  dashboard: Dashboard,
  report: Assessment,
  level: MilitaryTech,
  accounts: Groups,
  funds: Payments,
  transfer: SwapHoriz,
  withdraw: AccountBalanceWallet,
  profile: AccountCircle,
  link: Link,
  campaign: Campaign,
  settings: Settings,
  contact: ContactSupport,
  security: Security,
  verification: VerifiedUser,
  wallet: AccountBalanceWallet,
  cards: CreditCard,
  deposit: Savings,
};

export function MenuIcon({ name, active }: { name?: string; active?: boolean }) {
  const Icon = (name && menuIcons[name.replace(/Active$/, '') as MenuIconName]) || Circle;
  return <Icon fontSize="small" color={active ? 'primary' : 'inherit'} aria-hidden />;
}
