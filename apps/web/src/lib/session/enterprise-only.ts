import { feedback } from '@/lib/feedback';

export const ENTERPRISE_ONLY_MESSAGE = '该功能仅对企业学员开放';

/**
 * The spec's modal for a learner without an enterprise who tries an enterprise function
 * (spec sections 6 and 8). A dialog, so it works from anywhere, antd loading on first use.
 */
export function showEnterpriseOnly(onOk?: () => void): void {
  feedback.alert({ title: '提示', content: ENTERPRISE_ONLY_MESSAGE, okText: '我知道了', onOk });
}
