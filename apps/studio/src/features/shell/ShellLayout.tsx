import { Outlet } from 'react-router';
export function ShellLayout() {
  return <Outlet />;
}
