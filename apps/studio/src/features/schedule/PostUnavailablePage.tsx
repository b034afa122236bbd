import { PostUnavailableView } from './PostUnavailableView';

/** No call to make: the server has no scheduled-posts operations yet. */
export function PostUnavailablePage() {
  return <PostUnavailableView />;
}
