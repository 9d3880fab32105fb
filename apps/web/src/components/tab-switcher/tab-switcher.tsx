import styles from './tab-switcher.module.css';

export interface TabItem<K extends string> {
  key: K;
  label: string;
}

interface TabSwitcherProps<K extends string> {
  items: ReadonlyArray<TabItem<K>>;
  activeKey: K;
  onChange: (key: K) => void;
  /** Read to screen readers, e.g. 训练营分类. */
  label: string;
  /** Placement from the page (margins); the switcher sticks within its parent's height. */
  className?: string;
}

/**
 * The spec's tab switcher: a row of tabs that sticks 5px from the top of the window while its page
 * scrolls. The main header is fixed once the page scrolls, so "the top" is the header's lower edge.
 */
export function TabSwitcher<K extends string>({ label, className, ...tabs }: TabSwitcherProps<K>) {
  return (
    <nav className={className ? `${styles.bar} ${className}` : styles.bar} aria-label={label}>
      <TabList {...tabs} className={styles.row} />
    </nav>
  );
}

interface TabListProps<K extends string> {
  items: ReadonlyArray<TabItem<K>>;
  activeKey: K;
  onChange: (key: K) => void;
  /** Read to screen readers when the row stands alone (the switcher's nav carries its own). */
  label?: string;
  /** The row's height and padding; the tabs fill its height. */
  className: string | undefined;
}

/** The row of tabs with the active one underlined: the switcher's, and the sticky course header's. */
export function TabList<K extends string>({ items, activeKey, onChange, label, className }: TabListProps<K>) {
  return (
    <div
      className={className ? `${styles.tabs} ${className}` : styles.tabs}
      role="tablist"
      aria-label={label}
    >
      {items.map((item) => (
        <button
          key={item.key}
          type="button"
          role="tab"
          aria-selected={item.key === activeKey}
          className={item.key === activeKey ? `${styles.tab} ${styles.active}` : styles.tab}
          onClick={() => onChange(item.key)}
        >
          {item.label}
        </button>
      ))}
    </div>
  );
}
