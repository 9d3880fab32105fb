import { Outlet } from 'react-router';
import { AntdRoot } from './antd-root';

/**
 * Lazy route module wrapping every page except home in antd's provider. The home page, the first
 * screen, is built without antd so that its first load stays small (bundle budget); antd arrives
 * with the first other page, or earlier when the browser is idle (see install-feedback).
 */
export function Component() {
  return (
    <AntdRoot>
      <Outlet />
    </AntdRoot>
  );
}
