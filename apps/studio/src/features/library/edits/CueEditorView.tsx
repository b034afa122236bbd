import styled, { css, keyframes } from 'styled-components';
import type { Cue, CueDraft, CueVisibility } from '@studio/machines';
import {
  Button,
  Form,
  FormActions,
  FormLayout,
  FormRow,
  Inline,
  InlineAlert,
  NativeSelect,
  Stack,
  TextField,
  vars,
} from '@studio/ui';
import { useTranslation } from '../../../i18n/react';

const VISIBILITIES = ['private', 'shared', 'public'] as const satisfies readonly CueVisibility[];

export type CueEditorMode =
  | 'loading'
  | 'unavailable'
  | 'browsing'
  | 'adding'
  | 'editing'
  /** A request is on its way (create, update, delete, refetch). */
  | 'busy';

export interface CueEditorViewProps {
  mode: CueEditorMode;
  cues: readonly Cue[];
  /** The cue just created: it blinks for 7 s (spec section 9). */
  blinkingCueId: string | null;
  /** The cue being edited; its row shows the form. */
  editingCueId: string | null;
  draft: CueDraft;
  /** Already in words. */
  error: string | null;
  /** Cues may be added, edited and deleted (manage cues); otherwise the list only seeks. */
  canManage: boolean;
  /** A player is there to read the time from and to seek. */
  hasPlayer: boolean;
  onDraftChange(draft: CueDraft): void;
  onAdd(): void;
  onEdit(cue: Cue): void;
  onCancel(): void;
  onSave(): void;
  onDelete(cue: Cue): void;
  onSeek(cue: Cue): void;
  onUseCurrentTime(): void;
}

const blink = keyframes`
  50% { background: transparent; }
`;

const Row = styled.li<{ $blinking: boolean }>`
  list-style: none;
  padding: ${vars.space[2]};
  border-radius: ${vars.radius.md};
  ${({ $blinking }) =>
    $blinking &&
    css`
      background: ${vars.color.surfaceSunken};
      outline: 2px solid ${vars.color.focus};
      @media (prefers-reduced-motion: no-preference) {
        animation: ${blink} 1s step-end infinite;
      }
    `}
`;

const List = styled.ul`
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${vars.space[1]};
`;

const SYSTEM_OWNER = 'system';

/** The cue editor beside the player (spec sections 4 and 9), as the cue editor machine drives it. */
export function CueEditorView({
  mode,
  cues,
  blinkingCueId,
  editingCueId,
  draft,
  error,
  canManage,
  hasPlayer,
  onDraftChange,
  onAdd,
  onEdit,
  onCancel,
  onSave,
  onDelete,
  onSeek,
  onUseCurrentTime,
}: CueEditorViewProps) {
  const { t } = useTranslation('libraryEdits');
  const busy = mode === 'busy';
  const nameOf = (cue: Cue) => (cue.userId === SYSTEM_OWNER ? t('cues.startOfVideo') : cue.name);
  const form = (
    <Form
      aria-label={editingCueId ? t('cues.save') : t('cues.add')}
      validationBehavior="aria"
      onSubmit={(event) => {
        event.preventDefault();
        onSave();
      }}
    >
      <FormLayout>
        {error ? <InlineAlert tone="error">{error}</InlineAlert> : null}
        <FormRow>
          <TextField
            label={t('cues.name')}
            value={draft.name}
            onChange={(name) => onDraftChange({ ...draft, name })}
            maxLength={128}
            isRequired
            isDisabled={busy}
            autoComplete="off"
          />
          <TextField
            label={t('cues.position')}
            description={t('positionHelp')}
            value={draft.position}
            onChange={(position) => onDraftChange({ ...draft, position })}
            isRequired
            isDisabled={busy}
            autoComplete="off"
          />
        </FormRow>
        <NativeSelect
          label={t('cues.visibility')}
          value={draft.visibility}
          isDisabled={busy}
          options={VISIBILITIES.map((visibility) => ({
            value: visibility,
            label: t(`cues.visibilities.${visibility}`),
          }))}
          onChange={(value) => {
            const visibility = VISIBILITIES.find((option) => option === value);
            if (visibility) onDraftChange({ ...draft, visibility });
          }}
        />
        <FormActions>
          {hasPlayer ? (
            <Button variant="secondary" onPress={onUseCurrentTime} isDisabled={busy}>
              {t('cues.useCurrentTime')}
            </Button>
          ) : null}
          <Button variant="secondary" onPress={onCancel} isDisabled={busy}>
            {t('cues.cancel')}
          </Button>
          <Button type="submit" variant="primary" isPending={busy} pendingLabel={t('cues.saving')}>
            {t('cues.save')}
          </Button>
        </FormActions>
      </FormLayout>
    </Form>
  );

  return (
    <Stack gap={3}>
      <h2 style={{ margin: 0, fontSize: 'inherit' }}>{t('cues.title')}</h2>
      {mode === 'unavailable' ? (
        <p style={{ margin: 0 }}>{t('cues.unavailable')}</p>
      ) : mode === 'loading' ? (
        <p style={{ margin: 0 }}>{t('cues.loading')}</p>
      ) : (
        <>
          <p style={{ margin: 0 }}>{t('cues.description')}</p>
          {error && mode !== 'adding' && mode !== 'editing' ? (
            <InlineAlert tone="error">{error}</InlineAlert>
          ) : null}
          <List aria-label={t('cues.listLabel')}>
            {cues.map((cue) => (
              <Row
                key={cue.id}
                $blinking={cue.id === blinkingCueId}
                data-testid="cue-row"
                data-blinking={cue.id === blinkingCueId ? 'true' : undefined}
              >
                {editingCueId === cue.id && mode === 'editing' ? (
                  form
                ) : (
                  <Inline gap={2} align="center" wrap>
                    <Button
                      variant="secondary"
                      onPress={() => onSeek(cue)}
                      isDisabled={!hasPlayer}
                      aria-label={t('cues.seek', { name: nameOf(cue), position: cue.position })}
                    >
                      {cue.position}
                    </Button>
                    <span>{nameOf(cue)}</span>
                    <span>({t(`cues.visibilities.${cue.visibility}`)})</span>
                    {cue.id === blinkingCueId ? <strong>{t('cues.new')}</strong> : null}
                    {canManage && cue.userId !== SYSTEM_OWNER ? (
                      <>
                        <Button
                          variant="secondary"
                          onPress={() => onEdit(cue)}
                          isDisabled={busy}
                          aria-label={t('cues.edit', { name: cue.name })}
                        >
                          {t('cues.edit', { name: '' }).trim()}
                        </Button>
                        <Button
                          variant="danger"
                          onPress={() => onDelete(cue)}
                          isDisabled={busy}
                          aria-label={t('cues.delete', { name: cue.name })}
                        >
                          {t('cues.delete', { name: '' }).trim()}
                        </Button>
                      </>
                    ) : null}
                  </Inline>
                )}
              </Row>
            ))}
          </List>
          {mode === 'adding' ? form : null}
          {canManage && mode !== 'adding' && mode !== 'editing' ? (
            <Inline>
              <Button variant="primary" onPress={onAdd} isDisabled={busy}>
                {t('cues.add')}
              </Button>
            </Inline>
          ) : null}
        </>
      )}
    </Stack>
  );
}
