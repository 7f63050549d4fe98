import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { getTextDirection } from '@dawa/shared/language';
import { useLanguage } from '../i18n/useLanguage';
import styles from './SectionTabs.module.css';

export interface SectionTab<Key extends string = string> {
  key: Key;
  label: ReactNode;
  /** Rendered only while its tab is chosen. */
  children: ReactNode;
}

export interface SectionTabsProps<Key extends string = string> {
  activeKey: Key;
  onChange: (key: Key) => void;
  items: readonly SectionTab<Key>[];
  'aria-label': string;
  /** The screen's main switch (the drug index's modes): wider tabs that share a phone's row. */
  prominent?: boolean;
}

/**
 * The tabs of a page's sections (profile, moderation queue, drug index modes): an ARIA tablist over the chosen
 * section's panel, a row that scrolls when narrow. The arrow keys (mirrored in Arabic), Home and
 * End choose a tab. Without antd, so a page built on it loads no antd for its frame.
 */
export function SectionTabs<Key extends string>({
  activeKey,
  onChange,
  items,
  'aria-label': label,
  prominent = false,
}: SectionTabsProps<Key>) {
  const rtl = getTextDirection(useLanguage()) === 'rtl';
  const idPrefix = useId();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const active = items.find((item) => item.key === activeKey) ?? items[0];
  const tabId = (key: Key) => `${idPrefix}-tab-${key}`;
  const panelId = `${idPrefix}-panel`;
  const list = useRef<HTMLDivElement>(null);
  const activeIndex = items.findIndex((item) => item.key === active?.key);

  // A tab opened by its URL (or chosen by key) may be past the row's edge on a phone: scroll the
  // row, not the page, so it shows.
  useEffect(() => {
    const row = list.current?.getBoundingClientRect();
    const tab = tabs.current[activeIndex]?.getBoundingClientRect();
    if (!row || !tab) return;
    if (tab.left < row.left) list.current?.scrollBy({ left: tab.left - row.left });
    else if (tab.right > row.right) list.current?.scrollBy({ left: tab.right - row.right });
  }, [activeIndex]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
    const backward = rtl ? 'ArrowRight' : 'ArrowLeft';
    let next: number;
    if (event.key === forward) next = (activeIndex + 1) % items.length;
    else if (event.key === backward) next = (activeIndex - 1 + items.length) % items.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = items.length - 1;
    else return;
    event.preventDefault();
    const item = items[next];
    if (!item) return;
    onChange(item.key);
    tabs.current[next]?.focus();
  };

  return (
    <div className={prominent ? `${styles.tabs} ${styles.prominent}` : styles.tabs}>
      <div
        ref={list}
        role="tablist"
        aria-label={label}
        className={styles.list}
        onKeyDown={onKeyDown}
      >
        {items.map((item, index) => (
          <button
            key={item.key}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            id={tabId(item.key)}
            type="button"
            role="tab"
            aria-selected={item.key === active?.key}
            aria-controls={panelId}
            tabIndex={item.key === active?.key ? 0 : -1}
            className={styles.tab}
            onClick={() => {
              if (item.key !== active?.key) onChange(item.key);
            }}
          >
            {item.label}
          </button>
        ))}
      </div>
      {active && (
        <div
          id={panelId}
          role="tabpanel"
          aria-labelledby={tabId(active.key)}
          tabIndex={0}
          className={styles.panel}
        >
          {active.children}
        </div>
      )}
    </div>
  );
}
