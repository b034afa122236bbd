import { useMemo, useState } from 'react';
import { fromPromise } from 'xstate';
import { useActorRef, useSelector } from '@xstate/react';
import type { StudioApi } from '@studio/api';
import { createLiveCheckMachine, type CheckRequest } from '@studio/machines';
import {
  searchPostClips,
  searchPostVideos,
  type PostClipChoice,
  type PostVideoChoice,
} from './posts';

/**
 * A search answers sooner than a form's clash check needs to: the list should follow the words
 * about as fast as they are typed, while a word still being typed asks nothing.
 */
export const POST_CHOICE_SEARCH_SETTLE_MS = 300;

/** What the video and clip fields offer: something with an id and the title it is found by. */
export interface SearchableChoice {
  id: string;
  title: string;
}

/** One search's answer: the choices it found, or that it failed (the newest are offered then). */
interface SearchAnswer<Choice> {
  words: string;
  choices: Choice[] | null;
  failed: boolean;
}

/** What a search field of the post form shows and does; the view stays pure. */
export interface PostChoiceSearch<Choice extends SearchableChoice> {
  /** The choices to offer: the search's answer, or the newest with nothing typed. */
  choices: readonly Choice[];
  isSearching: boolean;
  failed: boolean;
  onSearch(text: string): void;
}

export type PostVideoSearch = PostChoiceSearch<PostVideoChoice>;
export type PostClipSearch = PostChoiceSearch<PostClipChoice>;

/** Asks the server for the choices holding `words`; stopped through `signal`. */
export type ChoiceSearcher<Choice> = (words: string, signal: AbortSignal) => Promise<Choice[]>;

/**
 * The choices offered for `words`: the search's answer, or `newest` while nothing is typed, and
 * the chosen one always (a combo box shows a chosen item only while its list holds it, and a
 * search for other words need not find it).
 */
export function offeredChoices<Choice extends SearchableChoice>(
  newest: readonly Choice[],
  found: readonly Choice[] | null,
  chosen: Choice | undefined,
): readonly Choice[] {
  const offered = found ?? newest;
  return chosen && !offered.some((choice) => choice.id === chosen.id)
    ? [chosen, ...offered]
    : offered;
}

/**
 * A post form field's search, run by the live check machine: once the typed words rest for
 * `POST_CHOICE_SEARCH_SETTLE_MS`, `search` asks the server; a newer change stops the search in
 * flight, so an old answer never replaces a newer one. Empty words ask nothing and offer the
 * newest again. `search` must keep its identity while the form lives (the page's api and
 * organisation do not change under it).
 */
export function usePostChoiceSearch<Choice extends SearchableChoice>(
  search: ChoiceSearcher<Choice>,
  newest: readonly Choice[],
  chosenId: string,
): PostChoiceSearch<Choice> {
  const machine = useMemo(
    () =>
      createLiveCheckMachine<string, SearchAnswer<Choice>>().provide({
        delays: { settle: POST_CHOICE_SEARCH_SETTLE_MS },
        actors: {
          check: fromPromise<SearchAnswer<Choice>, CheckRequest<string>>(
            async ({ input: { input: words }, signal }) => {
              if (words === '') return { words, choices: null, failed: false };
              try {
                return { words, choices: await search(words, signal), failed: false };
              } catch (error) {
                // A stopped search (newer words) is not a failure to show.
                if (signal.aborted) throw error;
                return { words, choices: null, failed: true };
              }
            },
          ),
        },
      }),
    [search],
  );
  const actor = useActorRef(machine);
  const answer = useSelector(actor, (snapshot) => snapshot.context.result);
  const isSearching = useSelector(actor, (snapshot) => !snapshot.matches('idle'));
  // The chosen one, remembered from the list it was chosen in, so it keeps its title after a
  // search for other words (state updated while rendering, React's pattern for a value derived
  // from earlier renders; compared by content, so a list rebuilt with equal rows settles).
  const inView = [...newest, ...(answer?.choices ?? [])].find((choice) => choice.id === chosenId);
  const [remembered, setRemembered] = useState<Choice | undefined>(inView);
  if (inView && (inView.id !== remembered?.id || inView.title !== remembered.title)) {
    setRemembered(inView);
  }
  const chosen = inView ?? (remembered?.id === chosenId ? remembered : undefined);
  const choices = offeredChoices(newest, answer?.choices ?? null, chosen);
  return {
    choices,
    isSearching,
    failed: answer?.failed ?? false,
    // Choosing writes the choice's title into the field (before the choice reaches the form):
    // that is no search, and opening the list again offers the newest with the chosen one.
    onSearch: (text) => {
      const words = text.trim();
      const isChoice = choices.some((choice) => choice.title === words);
      actor.send({ type: 'check.changed', input: isChoice ? '' : words });
    },
  };
}

/** The video field: the library's videos holding the words (`listMedia` with `query`). */
export function usePostVideoSearch(
  api: StudioApi,
  customerId: string,
  newest: readonly PostVideoChoice[],
  chosenId: string,
): PostVideoSearch {
  const search = useMemo<ChoiceSearcher<PostVideoChoice>>(
    () => (words, signal) => searchPostVideos(api, customerId, words, signal),
    [api, customerId],
  );
  return usePostChoiceSearch(search, newest, chosenId);
}

/** The clip field: the clips whose title holds the words (`listClips` with `query`). */
export function usePostClipSearch(
  api: StudioApi,
  customerId: string,
  newest: readonly PostClipChoice[],
  chosenId: string,
): PostClipSearch {
  const search = useMemo<ChoiceSearcher<PostClipChoice>>(
    () => (words, signal) => searchPostClips(api, customerId, words, signal),
    [api, customerId],
  );
  return usePostChoiceSearch(search, newest, chosenId);
}
