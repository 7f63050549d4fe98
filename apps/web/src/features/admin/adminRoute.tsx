import { AntdScope } from '../../app/theme/AntdScope';
import { AdminArea } from './AdminArea';

/**
 * `/{lang}/admin/*`: the admin back office, one lazy chunk (ARCHITECTURE §6). Its pages are
 * descendant routes of AdminArea; the sign-in guard of the `:lang` route runs first.
 */
export function Component() {
  return (
    <AntdScope>
      <AdminArea />
    </AntdScope>
  );
}
