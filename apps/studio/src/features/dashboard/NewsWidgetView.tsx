import styled from 'styled-components';
import type { NewsItem } from '@studio/api';
import {
  Button,
  DateTime,
  InlineAlert,
  Link,
  Skeleton,
  Stack,
  VisuallyHidden,
  vars,
} from '@studio/ui';
import { useTranslation } from '../../i18n/react';

export interface NewsWidgetViewProps {
  /** null while the news loads. */
  items: readonly NewsItem[] | null;
  failed: boolean;
  onRetry(): void;
}

const Items = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${vars.space[3]};
  li {
    display: grid;
    gap: ${vars.space[1]};
  }
  time {
    color: ${vars.color.textMuted};
    font-size: ${vars.font.size.sm};
  }
`;

/** The dashboard's news widget: the newest items staff published, each linking to its page. */
export function NewsWidgetView({ items, failed, onRetry }: NewsWidgetViewProps) {
  const { t } = useTranslation('dashboard');
  return (
    <section aria-labelledby="dashboard-news">
      <Stack gap={3}>
        <h2 id="dashboard-news">{t('news.title')}</h2>
        {failed ? (
          <Stack gap={3}>
            <InlineAlert tone="warning">{t('news.failed')}</InlineAlert>
            <div>
              <Button onPress={onRetry}>{t('news.retry')}</Button>
            </div>
          </Stack>
        ) : items === null ? (
          <div role="status">
            <VisuallyHidden>{t('news.loading')}</VisuallyHidden>
            <Skeleton height="3rem" />
          </div>
        ) : items.length === 0 ? (
          <p>{t('news.empty')}</p>
        ) : (
          <Items>
            {items.map((item) => (
              <li key={item.id}>
                <Link href={item.url} target="_blank" rel="noreferrer">
                  {item.title}
                </Link>
                <DateTime value={item.publishedAt} formatOptions={{ dateStyle: 'medium' }} />
              </li>
            ))}
          </Items>
        )}
      </Stack>
    </section>
  );
}
