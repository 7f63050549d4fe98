import ArrowDownOutlined from '@ant-design/icons/ArrowDownOutlined';
import ArrowUpOutlined from '@ant-design/icons/ArrowUpOutlined';

export interface PriceMoveIconProps {
  direction: 'up' | 'down';
}

/** Up or down: the same in both reading directions. The words beside it say it too. */
export function PriceMoveIcon({ direction }: PriceMoveIconProps) {
  return direction === 'up' ? <ArrowUpOutlined aria-hidden /> : <ArrowDownOutlined aria-hidden />;
}
