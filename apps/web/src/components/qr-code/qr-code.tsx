import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import styles from './qr-code.module.css';

// The QR generator (it brings Ant Design's core) is only needed below the fold or in pop-ups:
// keep it out of the first screen by loading it when a code comes near the viewport.
const AntQRCode = lazy(() => import('antd/es/qr-code'));

interface QrCodeProps {
  /** Text or URL encoded in the code. */
  value: string;
  size?: number;
  /** Read to screen readers, e.g. 知学公众号二维码. */
  label: string;
}

/**
 * True once the element is within 200px of the viewport; stays true afterwards. Watching starts only
 * when the browser is idle: while the first screen is still filling in, the footer's codes can sit
 * in view for a moment, and that must not pull the QR generator into the first load.
 */
function useNearViewport<T extends Element>() {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '200px' },
    );
    const watch = () => observer.observe(element);
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = setTimeout(watch, 1000);
      return () => {
        clearTimeout(timer);
        observer.disconnect();
      };
    }
    const idle = window.requestIdleCallback(watch, { timeout: 3000 });
    return () => {
      window.cancelIdleCallback(idle);
      observer.disconnect();
    };
  }, [near]);
  return { ref, near };
}

/** A QR code drawn in the browser from the URL in the site config. */
export function QrCode({ value, size = 112, label }: QrCodeProps) {
  const { ref, near } = useNearViewport<HTMLSpanElement>();
  const placeholder = <span className={styles.placeholder} style={{ width: size, height: size }} />;
  return (
    <span ref={ref} className={styles.frame} role="img" aria-label={label}>
      {value && near ? (
        <Suspense fallback={placeholder}>
          {/* The frame carries the name; the drawing inside (an svg of role img) is not read again. */}
          <span aria-hidden="true">
            <AntQRCode
              value={value}
              size={size}
              bordered={false}
              type="svg"
              bgColor="#ffffff"
              style={{ padding: 0 }}
            />
          </span>
        </Suspense>
      ) : (
        placeholder
      )}
    </span>
  );
}
