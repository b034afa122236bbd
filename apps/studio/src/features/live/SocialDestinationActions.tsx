import { Button } from '@studio/ui';
import { useTranslation } from '../../i18n/react';

export interface SocialDestinationActionsProps {
  /** The destination as its row names it ("Riverside TV"). */
  name: string;
  commands: ReadonlyArray<'publish' | 'republish'>;
  /** Which command waits for the server. */
  pending: 'publish' | 'republish' | null;
  onPublish(): void;
  onRepublish(): void;
}

/** A social destination's Publish (its live video made public) and Republish (streamed again). */
export function SocialDestinationActions({
  name,
  commands,
  pending,
  onPublish,
  onRepublish,
}: SocialDestinationActionsProps) {
  const { t } = useTranslation('live');
  return (
    <>
      {commands.includes('publish') ? (
        <Button
          size="sm"
          aria-label={t('destinations.publishName', { name })}
          isPending={pending === 'publish'}
          isDisabled={pending !== null && pending !== 'publish'}
          onPress={onPublish}
        >
          {t('destinations.publish')}
        </Button>
      ) : null}
      {commands.includes('republish') ? (
        <Button
          size="sm"
          variant="secondary"
          aria-label={t('destinations.republishName', { name })}
          isPending={pending === 'republish'}
          isDisabled={pending !== null && pending !== 'republish'}
          onPress={onRepublish}
        >
          {t('destinations.republish')}
        </Button>
      ) : null}
    </>
  );
}
