import type { Key } from 'react-aria-components';
import { TabNavLink, TabNavList } from './TabNav.styles';
import { classNames } from '../internal/classNames';

export interface TabNavItem {
  id: Key;
  label: string;
  /** The page the tab leads to; links go through the app's `RouterProvider`. */
  href: string;
}

export interface TabNavProps {
  items: readonly TabNavItem[];
  /** The `id` of the page being shown: its link gets `aria-current="page"`. */
  current: Key;
  /** Name of the navigation landmark ("Organization sections"). */
  'aria-label': string;
  className?: string;
}

/**
 * Tabs whose every tab is a page of its own: a labelled `nav` around a list of react-aria
 * `Link`s, the current page's marked `aria-current="page"`, drawn like `Tabs`' tab list. They are
 * navigation, not a tab list: each page has its own address and heading, so there is no tab panel
 * to control, and `Tab` moves between the links like any links. React-aria's `Tabs` would bring
 * its collection, selection and focus-scope machinery (about 18 kB gzip) to every such page
 * (docs/performance.md).
 */
export function TabNav({ items, current, className, ...props }: TabNavProps) {
  return (
    <nav aria-label={props['aria-label']} className={classNames('studio-TabNav', className)}>
      <TabNavList>
        {items.map((item) => {
          const isCurrent = item.id === current;
          return (
            <li key={item.id}>
              <TabNavLink href={item.href} aria-current={isCurrent ? 'page' : undefined}>
                {item.label}
              </TabNavLink>
            </li>
          );
        })}
      </TabNavList>
    </nav>
  );
}
