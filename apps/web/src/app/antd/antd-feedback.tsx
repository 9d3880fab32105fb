import { Modal, message } from 'antd';
import type { DialogOptions } from '@/lib/feedback';
import './antd-config';

message.config({ top: 80, maxCount: 3 });

export type ToastKind = 'error' | 'warning' | 'success';

/** A toast; the text is its key, so the same message from several requests shows once. */
export function toast(kind: ToastKind, text: string): void {
  void message[kind]({ content: text, key: `${kind}:${text}` });
}

export function alert({ title, content, okText, onOk }: DialogOptions): void {
  Modal.warning({ title, content, okText: okText ?? '确定', onOk, centered: true });
}
