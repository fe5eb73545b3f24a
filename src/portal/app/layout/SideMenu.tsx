import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { resolveMenu, type MenuEntry } from '../../../../engine/menu';
import { useStore } from '../store';
import { sessionStore } from '../../session/sessionStore';
import { useConfig, useRuntime } from '../runtime';
import { MenuIcon } from './menuIcons';

/** Width of a top-level item's icon column (px): a group's items, which have no icon, start their text past it. */
const iconColumn = 36;

const isActive = (entry: MenuEntry, pathname: string): boolean => entry.path === pathname || entry.children.some((c) => isActive(c, pathname));

/** The side menu of the view, resolved by engine/menu for this user: order, groups, hidden parents, conditions. */
export function SideMenu({ onNavigate }: { onNavigate?: () => void }) {
  const runtime = useRuntime();
  const config = useConfig();
  useStore(sessionStore); // the menu depends on who is signed in
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const menu = config.menus[runtime.view];
  const items = menu ? resolveMenu(menu, runtime.facts(), config.policies).items : [];
  const [open, setOpen] = useState<Record<string, boolean>>({});

  const render = (entry: MenuEntry, depth: number) => {
    const active = isActive(entry, pathname);
    if (entry.children.length > 0) {
      const expanded = open[entry.id] ?? active;
      return (
        <li key={entry.id}>
          <ListItemButton onClick={() => setOpen((o) => ({ ...o, [entry.id]: !expanded }))} aria-expanded={expanded} sx={{ pl: 2 + depth * 2 }}>
            <ListItemIcon sx={{ minWidth: iconColumn }}>
              <MenuIcon name={active ? entry.activeIcon : entry.icon} active={active} />
            </ListItemIcon>
            <ListItemText primary={t(entry.labelKey)} />
            {expanded ? <ExpandLess aria-hidden /> : <ExpandMore aria-hidden />}
          </ListItemButton>
          <Collapse in={expanded} timeout="auto" unmountOnExit>
            {/* Dense as the list above: a group's items are body2 (14 px) like its heading, not body1 (16 px). */}
            <List component="ul" dense disablePadding>
              {entry.children.map((c) => render(c, depth + 1))}
            </List>
          </Collapse>
        </li>
      );
    }
    const current = entry.path === pathname;
    return (
      <li key={entry.id}>
        <ListItemButton
          component={RouterLink}
          to={entry.path ?? '/'}
          selected={current}
          aria-current={current ? 'page' : undefined}
          onClick={onNavigate}
          // A group's items have no icon: their text starts past the heading's icon column, indented under its text.
          sx={(theme) => ({ pl: depth === 0 ? 2 : `calc(${theme.spacing(2 + depth * 2)} + ${iconColumn}px)` })}
          data-menu-id={entry.id}
        >
          {depth === 0 && (
            <ListItemIcon sx={{ minWidth: iconColumn }}>
              <MenuIcon name={current ? entry.activeIcon : entry.icon} active={current} />
            </ListItemIcon>
          )}
          <ListItemText primary={t(entry.labelKey)} />
        </ListItemButton>
      </li>
    );
  };

  return (
    <nav aria-label={t('layout.mainMenu')}>
      <List component="ul" dense>
        {items.map((entry) => render(entry, 0))}
      </List>
    </nav>
  );
}
