import { Tabs, type TabsProps } from 'antd';
import styles from './SectionTabs.module.css';

export type SectionTabsProps = Omit<TabsProps, 'className'>;

/** The tabs of a page's sections (profile, moderation queue): a row that scrolls when narrow. */
export function SectionTabs(props: SectionTabsProps) {
  return <Tabs {...props} className={styles.tabs} />;
}
