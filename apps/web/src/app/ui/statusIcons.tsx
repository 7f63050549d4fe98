// A state's icons (done, needs attention), for pages without antd: outside the shell's icon
// set, so only the pages that show them load them. Outlines from @ant-design/icons-svg (MIT).
import { Icon, type IconProps } from './Icon';

/** Done, confirmed: a verified e-mail, the home page's promises, a filled post, a drug's check. */
export function CheckCircleIcon(props: IconProps) {
  return (
    <Icon
      {...props}
      d="M512 64C264.6 64 64 264.6 64 512s200.6 448 448 448 448-200.6 448-448S759.4 64 512 64zm193.5 301.7l-210.6 292a31.8 31.8 0 01-51.7 0L318.5 484.9c-3.8-5.3 0-12.7 6.5-12.7h46.9c10.2 0 19.9 4.9 25.9 13.3l71.2 98.8 157.2-218c6-8.3 15.6-13.3 25.9-13.3H699c6.5 0 10.3 7.4 6.5 12.7z"
    />
  );
}

/** Needs attention: an e-mail not verified yet. */
export function ExclamationCircleIcon(props: IconProps) {
  return (
    <Icon
      {...props}
      d="M512 64C264.6 64 64 264.6 64 512s200.6 448 448 448 448-200.6 448-448S759.4 64 512 64zm0 820c-205.4 0-372-166.6-372-372s166.6-372 372-372 372 166.6 372 372-166.6 372-372 372zM464 688a48 48 0 1096 0 48 48 0 10-96 0zm24-112h48c4.4 0 8-3.6 8-8V296c0-4.4-3.6-8-8-8h-48c-4.4 0-8 3.6-8 8v272c0 4.4 3.6 8 8 8z"
    />
  );
}

/** Done as a plain tick: the download section's points, a saved alert. */
export function CheckIcon(props: IconProps) {
  return (
    <Icon
      {...props}
      d="M912 190h-69.9c-9.8 0-19.1 4.5-25.1 12.2L404.7 724.5 207 474a32 32 0 00-25.1-12.2H112c-6.7 0-10.4 7.7-6.3 12.9l273.9 347c12.8 16.2 37.4 16.2 50.3 0l488.4-618.9c4.1-5.1.4-12.8-6.3-12.8z"
    />
  );
}
