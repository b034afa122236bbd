import { Button, ComboBox, ComboBoxItem, Inline } from '@studio/ui';
import type { PostChoiceSearch, SearchableChoice } from './post-choice-search';

/** The words of one search field, translated by the form. */
export interface PostChoiceFieldTexts {
  label: string;
  description: string;
  /** Replaces the description while the search fails (the newest are offered then). */
  searchFailed: string;
  /** The empty field: no choice. */
  placeholder: string;
  emptyMessage: string;
  loadingLabel: string;
  /** The button that empties the field. */
  remove: string;
}

export interface PostChoiceFieldProps<Choice extends SearchableChoice> {
  id: string;
  /** The chosen id; '' for none. */
  chosenId: string;
  search: PostChoiceSearch<Choice>;
  texts: PostChoiceFieldTexts;
  /** An option's label; the field shows the choice's title once chosen, which is what a search finds. */
  optionLabel?(choice: Choice): string;
  onChange(chosenId: string): void;
  errorMessage: string | undefined;
  isDisabled: boolean;
}

/**
 * One of the post form's searching fields (the library video, the clip): a combo box whose list
 * is the server's answer for the words typed (`usePostChoiceSearch`), so any of them can be found.
 * A module of its own: react-aria's combo box, list box and popover come after the form, off the
 * route's budget.
 */
export function PostChoiceField<Choice extends SearchableChoice>({
  id,
  chosenId,
  search,
  texts,
  optionLabel = (choice) => choice.title,
  onChange,
  errorMessage,
  isDisabled,
}: PostChoiceFieldProps<Choice>) {
  return (
    <Inline gap={3} align="end">
      <ComboBox<Choice>
        id={id}
        label={texts.label}
        description={search.failed ? texts.searchFailed : texts.description}
        items={search.choices}
        // No choice is an empty field, which its placeholder names.
        selectedKey={chosenId || null}
        placeholder={texts.placeholder}
        onSelectionChange={(key) => {
          const chosen = key === null ? '' : String(key);
          if (chosen !== chosenId) onChange(chosen);
        }}
        onInputChange={search.onSearch}
        // The server answers for the words: the list is not filtered again here.
        allowsEmptyCollection
        emptyMessage={texts.emptyMessage}
        isLoading={search.isSearching}
        loadingLabel={texts.loadingLabel}
        isInvalid={errorMessage !== undefined}
        errorMessage={errorMessage}
        isDisabled={isDisabled}
      >
        {(choice) => (
          // The title goes into the field when chosen: the search knows it is no new words.
          <ComboBoxItem id={choice.id} textValue={choice.title}>
            {optionLabel(choice)}
          </ComboBoxItem>
        )}
      </ComboBox>
      {/* Emptying the field does the same; a button says it can be done. */}
      {chosenId ? (
        <Button variant="secondary" isDisabled={isDisabled} onPress={() => onChange('')}>
          {texts.remove}
        </Button>
      ) : null}
    </Inline>
  );
}
