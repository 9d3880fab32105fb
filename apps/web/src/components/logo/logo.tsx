import styles from './logo.module.css';

interface LogoProps {
  /** Adds the 企业版 tag of the enterprise area. */
  enterprise?: boolean;
  /** White name, for dark backgrounds. */
  light?: boolean;
}

/** The 知学 word mark: an open book in the brand colour beside the name. */
export function Logo({ enterprise = false, light = false }: LogoProps) {
  return (
    <span className={styles.logo}>
      <svg className={styles.mark} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <defs>
          <linearGradient id="zx-logo-gradient" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#3d8bff" />
            <stop offset="1" stopColor="#1f5fe0" />
          </linearGradient>
        </defs>
        <rect width="32" height="32" rx="8" fill="url(#zx-logo-gradient)" />
        <path
          d="M7 10.5c3.2-.9 6.2-.4 9 1.5 2.8-1.9 5.8-2.4 9-1.5v11c-3.2-.9-6.2-.4-9 1.5-2.8-1.9-5.8-2.4-9-1.5Z"
          fill="none"
          stroke="#fff"
          strokeWidth="1.8"
          strokeLinejoin="round"
        />
        <path d="M16 12v11" stroke="#fff" strokeWidth="1.8" />
      </svg>
      <span className={light ? `${styles.name} ${styles.light}` : styles.name}>知学</span>
      {enterprise ? <span className={styles.tag}>企业版</span> : null}
    </span>
  );
}
