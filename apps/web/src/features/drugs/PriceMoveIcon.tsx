import { ArrowDownIcon, ArrowUpIcon } from './drugIcons';

export interface PriceMoveIconProps {
  direction: 'up' | 'down';
}

/** Up or down: the same in both reading directions. The words beside it say it too. */
export function PriceMoveIcon({ direction }: PriceMoveIconProps) {
  return direction === 'up' ? <ArrowUpIcon /> : <ArrowDownIcon />;
}
