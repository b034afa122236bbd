import type {
  TabListProps as AriaTabListProps,
  TabPanelProps as AriaTabPanelProps,
  TabProps as AriaTabProps,
  TabsProps as AriaTabsProps,
} from 'react-aria-components';
import { StyledTab, StyledTabList, StyledTabPanel, StyledTabs } from './Tabs.styles';
import { classNames } from '../internal/classNames';

export interface TabsProps extends Omit<AriaTabsProps, 'className' | 'style'> {
  className?: string;
}

/**
 * Sections of one page (encoder details, logs, settings). Arrow keys move between tabs. For tabs
 * that are pages, each with its own address, use `TabNav` (links, without this machinery).
 */
export function Tabs({ className, ...props }: TabsProps) {
  return <StyledTabs {...props} className={classNames('studio-Tabs', className)} />;
}

export interface TabListProps<T> extends Omit<AriaTabListProps<T>, 'className' | 'style'> {
  /** Names the tab list ("Encoder sections"). */
  'aria-label': string;
}

export function TabList<T extends object>(props: TabListProps<T>) {
  return <StyledTabList {...props} />;
}

export type TabProps = Omit<AriaTabProps, 'className' | 'style'>;

export function Tab(props: TabProps) {
  return <StyledTab {...props} />;
}

export type TabPanelProps = Omit<AriaTabPanelProps, 'className' | 'style'>;

export function TabPanel(props: TabPanelProps) {
  return <StyledTabPanel {...props} className="studio-TabPanel" />;
}
