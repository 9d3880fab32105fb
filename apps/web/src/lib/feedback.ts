/**
 * User feedback (toasts, dialogs) and navigation for code that runs outside React, such as the API
 * client. The app shell plugs in antd's context-aware `message`/`modal` and the router's navigate
 * (see app/providers); until then the fallbacks keep working without a UI. Keeping antd out of this
 * module keeps lib/ testable in Node and out of the critical bundle path.
 */
export interface DialogOptions {
  title: string;
  content: string;
  okText?: string;
  onOk?: () => void;
}

export interface Feedback {
  error(text: string): void;
  warning(text: string): void;
  success(text: string): void;
  /** A blocking notice with one OK button. */
  alert(options: DialogOptions): void;
  navigate(to: string): void;
}

const fallback: Feedback = {
  error: (text) => console.error(text),
  warning: (text) => console.warn(text),
  success: (text) => console.info(text),
  alert: (options) => {
    if (typeof window !== 'undefined' && typeof window.alert === 'function') window.alert(options.content);
    options.onOk?.();
  },
  navigate: (to) => {
    if (typeof window !== 'undefined') window.location.assign(to);
  },
};

let current: Feedback = fallback;

export const feedback: Feedback = {
  error: (text) => current.error(text),
  warning: (text) => current.warning(text),
  success: (text) => current.success(text),
  alert: (options) => current.alert(options),
  navigate: (to) => current.navigate(to),
};

/**
 * Plugs in some channels; returns a function that takes them out again (each channel goes back to
 * what it was, unless someone plugged in another one since).
 */
export function setFeedback(channels: Partial<Feedback>): () => void {
  const keys = Object.keys(channels) as Array<keyof Feedback>;
  const previous: Partial<Feedback> = {};
  for (const key of keys) {
    Object.assign(previous, { [key]: current[key] });
  }
  current = { ...current, ...channels };
  return () => {
    const restored = { ...current };
    for (const key of keys) {
      if (current[key] === channels[key]) Object.assign(restored, { [key]: previous[key] });
    }
    current = restored;
  };
}
