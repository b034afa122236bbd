import { useMemo, useRef } from 'react';
import { fromPromise } from 'xstate';
import { useActorRef, useSelector } from '@xstate/react';
import type { StudioApi } from '@studio/api';
import { createLiveCheckMachine, type CheckRequest } from '@studio/machines';
import { searchPostVideos, type PostVideoChoice } from './posts';

/**
 * A search answers sooner than a form's clash check needs to: the list should follow the words
 * about as fast as they are typed, while a word still being typed asks nothing.
 */
export const POST_VIDEO_SEARCH_SETTLE_MS = 300;

/** One search's answer: the videos it found, or that it failed (the newest are offered then). */
type SearchAnswer = { words: string; videos: PostVideoChoice[] | null; failed: boolean };

const videoSearchMachine = createLiveCheckMachine<string, SearchAnswer>();

/** What the form's video field shows and does; the view stays pure. */
export interface PostVideoSearch {
  /** The videos to offer: the search's answer, or the newest with nothing typed. */
  videos: readonly PostVideoChoice[];
  isSearching: boolean;
  failed: boolean;
  onSearch(text: string): void;
}

/**
 * The videos offered for `words`: the search's answer, or `newest` while nothing is typed, and
 * the chosen one always (a combo box shows a chosen item only while its list holds it, and a
 * search for other words need not find it).
 */
export function offeredVideos(
  newest: readonly PostVideoChoice[],
  found: readonly PostVideoChoice[] | null,
  chosen: PostVideoChoice | undefined,
): readonly PostVideoChoice[] {
  const offered = found ?? newest;
  return chosen && !offered.some((video) => video.id === chosen.id)
    ? [chosen, ...offered]
    : offered;
}

/**
 * The post form's video search, run by the live check machine: once the typed words rest for
 * `POST_VIDEO_SEARCH_SETTLE_MS`, the library is searched (`listMedia` with `query`); a newer
 * change stops the search in flight, so an old answer never replaces a newer one. Empty words
 * ask nothing and offer the newest videos again.
 */
export function usePostVideoSearch(
  api: StudioApi,
  customerId: string,
  newest: readonly PostVideoChoice[],
  chosenId: string,
): PostVideoSearch {
  const machine = useMemo(
    () =>
      videoSearchMachine.provide({
        delays: { settle: POST_VIDEO_SEARCH_SETTLE_MS },
        actors: {
          check: fromPromise<SearchAnswer, CheckRequest<string>>(
            async ({ input: { input: words }, signal }) => {
              if (words === '') return { words, videos: null, failed: false };
              try {
                return {
                  words,
                  videos: await searchPostVideos(api, customerId, words, signal),
                  failed: false,
                };
              } catch (error) {
                // A stopped search (newer words) is not a failure to show.
                if (signal.aborted) throw error;
                return { words, videos: null, failed: true };
              }
            },
          ),
        },
      }),
    [api, customerId],
  );
  // The actor lives as long as the form: the page's api and organisation do not change under it.
  const actor = useActorRef(machine);
  const answer = useSelector(actor, (snapshot) => snapshot.context.result);
  const isSearching = useSelector(actor, (snapshot) => !snapshot.matches('idle'));
  // Every video seen (the newest, each answer), so the chosen one keeps its title in any list.
  const seen = useRef(new Map<string, PostVideoChoice>());
  for (const video of [...newest, ...(answer?.videos ?? [])]) seen.current.set(video.id, video);
  const videos = offeredVideos(newest, answer?.videos ?? null, seen.current.get(chosenId));
  return {
    videos,
    isSearching,
    failed: answer?.failed ?? false,
    // Choosing a video writes its title into the field (before the choice reaches the form):
    // that is no search, and opening the list again offers the newest with the chosen one.
    onSearch: (text) => {
      const words = text.trim();
      const isChoice = videos.some((video) => video.title === words);
      actor.send({ type: 'check.changed', input: isChoice ? '' : words });
    },
  };
}
