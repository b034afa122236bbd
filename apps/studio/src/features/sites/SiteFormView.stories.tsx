import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { SITE_MESSAGES } from '@studio/domain';
import { withStudioI18n } from '../../storybook/withStudio';
import { EMPTY_SITE, formValuesOf } from './actors';
import { demoSite, demoSiteChoices } from './site-fixtures';
import { SiteFormView } from './SiteFormView';

const meta = {
  title: 'Studio/Sites/SiteFormView',
  component: SiteFormView,
  decorators: [withStudioI18n],
  args: {
    choices: demoSiteChoices,
    values: EMPTY_SITE,
    fieldErrors: {},
    slugCheck: 'idle',
    isSubmitting: false,
    onChange: fn(),
    onSubmit: fn(),
  },
  parameters: { a11y: { test: 'error' } },
} satisfies Meta<typeof SiteFormView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Create: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'New site' })).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Sermons 2026' })).not.toBeChecked();
  },
};

export const SlugFree: Story = {
  args: { values: { ...EMPTY_SITE, name: 'Youth Nights', slug: 'youth' }, slugCheck: 'available' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('textbox', { name: /^URL slug/ }),
    ).toHaveAccessibleDescription(/This URL slug is free\./);
  },
};

export const SlugTaken: Story = {
  args: { values: { ...EMPTY_SITE, slug: 'riverside' }, slugCheck: 'taken' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('textbox', { name: /^URL slug/ }),
    ).toHaveAccessibleDescription(/This URL slug is already taken\./);
  },
};

export const SlugChecking: Story = {
  args: { values: { ...EMPTY_SITE, slug: 'youth' }, slugCheck: 'checking' },
};

export const SlugCheckFailed: Story = {
  args: { values: { ...EMPTY_SITE, slug: 'youth' }, slugCheck: 'failed' },
};

/** Every message a person can meet, on its field and in the summary. */
export const Refused: Story = {
  args: {
    values: { ...EMPTY_SITE, slug: 'river side', analyticsMeasurementId: 'G-123' },
    fieldErrors: {
      name: SITE_MESSAGES.nameRequired,
      slug: SITE_MESSAGES.slugFormat,
      analyticsMeasurementId: SITE_MESSAGES.measurementIdFormat,
      playlistIds: SITE_MESSAGES.playlistRequired,
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /^Name/ })).toHaveAccessibleDescription(
      /Name is required\./,
    );
    await expect(canvas.getAllByText('Add at least one playlist.').length).toBeGreaterThan(0);
  },
};

export const SlugTooLongAndDescription: Story = {
  args: {
    fieldErrors: {
      slug: SITE_MESSAGES.slugTooLong,
      description: SITE_MESSAGES.descriptionTooLong,
      name: SITE_MESSAGES.nameTooLong,
      playlistIds: SITE_MESSAGES.playlistRepeated,
    },
  },
};

export const RefusedWithoutField: Story = {
  args: { formError: 'Something went wrong. Please try again.' },
};

export const Edit: Story = {
  args: { saved: { name: demoSite.name, uuid: demoSite.uuid }, values: formValuesOf(demoSite) },
  play: async ({ canvasElement }) => {
    const slug = within(canvasElement).getByRole('textbox', { name: /^URL slug/ });
    await expect(slug).toHaveAttribute('readonly');
    await expect(slug).toHaveAccessibleDescription(/cannot be changed/);
  },
};

export const Saving: Story = {
  args: { values: formValuesOf(demoSite), isSubmitting: true },
};

export const NoPlaylists: Story = {
  args: { choices: { playlists: [], webChannels: [] } },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  args: { fieldErrors: { slug: SITE_MESSAGES.slugTaken } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getAllByText('Este slug de URL ya está en uso.').length,
    ).toBeGreaterThan(0);
  },
};
