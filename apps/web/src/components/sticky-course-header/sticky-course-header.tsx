import { Button } from 'antd';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { type TabItem, TabList } from '@/components/tab-switcher';
import styles from './sticky-course-header.module.css';

interface StickyCourseHeaderProps {
  name: string;
  tabs: ReadonlyArray<TabItem<string>>;
  activeTab: string;
  onTab: (key: string) => void;
  studyLabel: string;
  onStudy: (() => void) | null;
}

/** Within this many pixels of the viewport top the header turns fixed (spec section 2). */
const STICK_AT = 10;

/** As tall as the fixed main header, under which the fixed course header sits. */
const HEADER_HEIGHT = 64;

/**
 * Switches to a tab from the fixed header and brings the tab content (the element of `contentRef`)
 * up under it.
 */
export function tabScroller(setTab: (key: string) => void, contentRef: RefObject<HTMLElement | null>) {
  return (key: string) => {
    setTab(key);
    const top = contentRef.current?.getBoundingClientRect().top;
    if (top !== undefined) window.scrollTo({ top: window.scrollY + top - HEADER_HEIGHT, behavior: 'smooth' });
  };
}

/**
 * The sticky course header (course, bundle and enterprise course pages): name and a study button; fixed at the top once its place scrolls
 * within 10px of the viewport top, and then showing the tab list too. A placeholder keeps its
 * height in the flow so that the page does not jump.
 */
export function StickyCourseHeader({
  name,
  tabs,
  activeTab,
  onTab,
  studyLabel,
  onStudy,
}: StickyCourseHeaderProps) {
  const placeRef = useRef<HTMLDivElement>(null);
  const [fixed, setFixed] = useState(false);

  useEffect(() => {
    let frame = 0;
    const check = () => {
      frame = 0;
      const top = placeRef.current?.getBoundingClientRect().top;
      if (top !== undefined) setFixed(top <= STICK_AT);
    };
    const onScroll = () => {
      if (frame === 0) frame = requestAnimationFrame(check);
    };
    check();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      cancelAnimationFrame(frame);
    };
  }, []);

  return (
    <div ref={placeRef} className={styles.stickyPlace}>
      <div className={fixed ? `${styles.sticky} ${styles.stickyFixed}` : styles.sticky}>
        <div className={`zx-container ${styles.stickyInner}`}>
          <span className={styles.stickyName} title={name}>
            {name}
          </span>
          {fixed ? (
            <TabList
              items={tabs}
              activeKey={activeTab}
              onChange={onTab}
              label="课程内容"
              className={styles.stickyTabs}
            />
          ) : null}
          <Button
            type="primary"
            className={styles.stickyButton}
            disabled={!onStudy}
            onClick={() => onStudy?.()}
          >
            {studyLabel}
          </Button>
        </div>
      </div>
    </div>
  );
}
