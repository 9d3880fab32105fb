import type { PayChannel } from '@zhixue/contract';
import { PAY_CHANNELS } from '../lib/order-status';
import { ChannelIcon } from './channel-icon';
import styles from './order-page.module.css';

interface ChannelPickerProps {
  value: PayChannel;
  onChange: (channel: PayChannel) => void;
  disabled?: boolean;
}

/** 支付方式: 微信支付, 支付宝, 对公转账, one chosen. */
export function ChannelPicker({ value, onChange, disabled = false }: ChannelPickerProps) {
  return (
    <fieldset className={styles.channels} disabled={disabled}>
      <legend className="zx-sr-only">支付方式</legend>
      {PAY_CHANNELS.map((channel) => {
        const active = channel.key === value;
        return (
          <label
            key={channel.key}
            className={active ? `${styles.channel} ${styles.channelActive}` : styles.channel}
          >
            <input
              type="radio"
              name="pay-channel"
              value={channel.key}
              checked={active}
              onChange={() => onChange(channel.key)}
              className="zx-sr-only"
            />
            <ChannelIcon channel={channel.key} className={styles.channelIcon} />
            <span className={styles.channelText}>
              <span className={styles.channelLabel}>{channel.label}</span>
              <span className={styles.channelHint}>{channel.hint}</span>
            </span>
            <span className={styles.check} aria-hidden="true" />
          </label>
        );
      })}
    </fieldset>
  );
}
