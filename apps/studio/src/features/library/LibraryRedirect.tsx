import { Navigate } from 'react-router';

/** `/library` and `/media` are older names of the library (spec section 2). */
export function LibraryRedirect() {
  return <Navigate replace to="/media/library" />;
}
