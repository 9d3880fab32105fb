import type { PayChannel } from '@zhixue/contract';

/** The payment channels' marks, drawn inline in their brand colours. */
export function ChannelIcon({ channel, className }: { channel: PayChannel; className?: string }) {
  switch (channel) {
    case 'wx':
      return (
        <svg className={className} viewBox="0 0 36 36" aria-hidden="true" focusable="false">
          <rect width="36" height="36" rx="8" fill="#07c160" />
          <ellipse cx="15" cy="15.5" rx="8" ry="6.5" fill="#fff" />
          <path d="M10.5 20.5l-1 3.5 3.6-2z" fill="#fff" />
          <ellipse cx="22.5" cy="21" rx="6.5" ry="5.2" fill="#fff" stroke="#07c160" strokeWidth="1.2" />
          <circle cx="12.3" cy="14.2" r="1.1" fill="#07c160" />
          <circle cx="17.7" cy="14.2" r="1.1" fill="#07c160" />
          <circle cx="20.4" cy="20.3" r="0.9" fill="#07c160" />
          <circle cx="24.6" cy="20.3" r="0.9" fill="#07c160" />
        </svg>
      );
    case 'ali':
      return (
        <svg className={className} viewBox="0 0 36 36" aria-hidden="true" focusable="false">
          <rect width="36" height="36" rx="8" fill="#1677ff" />
          <text x="18" y="25" fill="#fff" fontSize="19" fontWeight="700" textAnchor="middle">
            支
          </text>
        </svg>
      );
    case 'peiban':
      return (
        <svg className={className} viewBox="0 0 36 36" aria-hidden="true" focusable="false">
          <rect width="36" height="36" rx="8" fill="#fa8c16" />
          <path d="M8 14l10-5 10 5z" fill="#fff" />
          <path
            d="M11 16v8M15.7 16v8M20.3 16v8M25 16v8"
            stroke="#fff"
            strokeWidth="2"
            strokeLinecap="round"
          />
          <rect x="8" y="25.5" width="20" height="2.4" rx="1" fill="#fff" />
        </svg>
      );
  }
}
