// The job cards' own icons, drawn by app/ui/Icon so the jobs list's first load has no
// @ant-design/icons. Outlines from @ant-design/icons-svg (MIT).
import { Icon, type IconProps } from '../../app/ui/Icon';

/** A job's salary. */
export function WalletIcon(props: IconProps) {
  return (
    <Icon
      {...props}
      d="M880 112H144c-17.7 0-32 14.3-32 32v736c0 17.7 14.3 32 32 32h736c17.7 0 32-14.3 32-32V144c0-17.7-14.3-32-32-32zm-40 464H528V448h312v128zm0 264H184V184h656v200H496c-17.7 0-32 14.3-32 32v192c0 17.7 14.3 32 32 32h344v200zM580 512a40 40 0 1080 0 40 40 0 10-80 0z"
    />
  );
}
