import { describe, expect, it } from 'vitest';
import {
  amountLabel,
  formatTimeLeft,
  nextStep,
  PAYMENT_POLL_MS,
  pollInterval,
  secondsLeftToPay,
  statusLabel,
  TRANSFER_POLL_MS,
} from './order-status';

describe('pollInterval', () => {
  const open = { status: 'pending', payChannel: 'wx', awaitingConfirmation: 0 } as const;

  it('asks often while a WeChat or Alipay payment is under way', () => {
    expect(pollInterval(open)).toBe(PAYMENT_POLL_MS);
    expect(pollInterval({ ...open, payChannel: 'ali' })).toBe(PAYMENT_POLL_MS);
  });
  it('asks slowly while a bank transfer waits for an operator', () => {
    expect(pollInterval({ ...open, payChannel: 'peiban', awaitingConfirmation: 1 })).toBe(TRANSFER_POLL_MS);
  });
  it('does not ask before a payment starts, nor once the order has ended', () => {
    expect(pollInterval(undefined)).toBe(false);
    expect(pollInterval({ ...open, payChannel: null })).toBe(false);
    for (const status of ['paid', 'cancelled', 'closed', 'refunded'] as const) {
      expect(pollInterval({ ...open, status })).toBe(false);
    }
  });
});

describe('nextStep', () => {
  const base = { productId: 10, trainId: null, trainingUserId: null };
  it('opens a course, a bundle, a camp plan or the member page', () => {
    expect(nextStep({ ...base, type: 1 })).toEqual({ label: '立即学习', to: '/course/base/10' });
    expect(nextStep({ ...base, type: 2 })).toEqual({ label: '立即学习', to: '/course/multi/10?type=multi' });
    expect(nextStep({ type: 8, productId: 1, trainId: 11, trainingUserId: 7 })).toEqual({
      label: '立即学习',
      to: '/trainingCamp/online/plan/7',
    });
    expect(nextStep({ ...base, type: 9 })).toEqual({ label: '查看会员权益', to: '/member' });
  });
  it('sends an offline camp (no term) to its detail page', () => {
    expect(nextStep({ type: 8, productId: 11, trainId: null, trainingUserId: 3 }).to).toBe(
      '/trainingCamp/offline/11',
    );
  });
});

describe('formatTimeLeft', () => {
  it('counts minutes and seconds within the hour', () => {
    expect(formatTimeLeft(29 * 60 + 5)).toBe('29分05秒');
    expect(formatTimeLeft(59)).toBe('00分59秒');
    expect(formatTimeLeft(0)).toBe('00分00秒');
    expect(formatTimeLeft(-3)).toBe('00分00秒');
  });
  it('adds hours and days for a transfer that may take days', () => {
    expect(formatTimeLeft(3600 + 61)).toBe('1小时01分01秒');
    expect(formatTimeLeft(7 * 86_400 - 60)).toBe('6天23小时59分');
  });
});

describe('secondsLeftToPay', () => {
  it('counts down from the server answer with the time since', () => {
    expect(secondsLeftToPay(1800, 1_000_000, 1_000_000)).toBe(1800);
    expect(secondsLeftToPay(1800, 1_000_000, 1_065_400)).toBe(1735);
    expect(secondsLeftToPay(10, 1_000_000, 1_020_000)).toBe(0);
  });
  it('ignores a clock that went backwards', () => {
    expect(secondsLeftToPay(60, 1_000_000, 990_000)).toBe(60);
  });
});

describe('statusLabel', () => {
  it('names each status, and a transfer waiting for confirmation', () => {
    expect(statusLabel({ status: 'pending', awaitingConfirmation: 0 })).toBe('待支付');
    expect(statusLabel({ status: 'pending', awaitingConfirmation: 1 })).toBe('待确认到账');
    expect(statusLabel({ status: 'paid', awaitingConfirmation: 0 })).toBe('已支付');
    expect(statusLabel({ status: 'closed', awaitingConfirmation: 0 })).toBe('已关闭');
  });
});

describe('amountLabel', () => {
  it('says what the amount is now: to pay, paid, refunded, or only the order’s', () => {
    expect(amountLabel('pending')).toBe('应付金额');
    expect(amountLabel('paid')).toBe('实付金额');
    expect(amountLabel('refunded')).toBe('已退金额');
    expect(amountLabel('cancelled')).toBe('订单金额');
    expect(amountLabel('closed')).toBe('订单金额');
  });
});
