import { useMutation } from '@tanstack/react-query';
import { type PayChannel, payAliPc, payPeiban, payWx, type ResponseOf } from '@zhixue/contract';
import { call } from '@/lib/api';

/** What a started payment gives the page to show: a QR code, a page to go to, or where to transfer. */
export type StartedPayment =
  | ({ channel: 'wx' } & ResponseOf<typeof payWx>)
  | ({ channel: 'ali' } & ResponseOf<typeof payAliPc>)
  | ({ channel: 'peiban' } & ResponseOf<typeof payPeiban>);

/** pay/wx, pay/ali/pc or pay/peiban for the learner's open order. */
export async function startPayment(orderId: number, channel: PayChannel): Promise<StartedPayment> {
  switch (channel) {
    case 'wx':
      return { channel, ...(await call(payWx, { id: orderId })) };
    case 'ali':
      return { channel, ...(await call(payAliPc, { id: orderId })) };
    case 'peiban':
      return { channel, ...(await call(payPeiban, { id: orderId })) };
  }
}

/** Failures (order closed meanwhile, provider down) are toasted with the server's message. */
export function useStartPayment() {
  return useMutation({
    mutationFn: ({ orderId, channel }: { orderId: number; channel: PayChannel }) =>
      startPayment(orderId, channel),
  });
}
