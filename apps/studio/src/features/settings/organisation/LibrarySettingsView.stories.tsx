import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { fixture } from '@studio/api/mocks';
import type { FieldErrors } from '@studio/machines';
import { withStudioI18n } from '../../../storybook/withStudio';
import type { LibrarySettingsFormValues } from './actors';
import { LibrarySettingsView } from './LibrarySettingsView';

const settings = fixture('LibrarySettings');
const values: LibrarySettingsFormValues = {
  deleteAfterDays: settings.deleteAfterDays,
  autosaveDefault: settings.autosaveDefault,
  defaultPlayerProfileId: settings.defaultPlayerProfileId,
};

const meta = {
  title: 'Studio/Settings/LibrarySettingsView',
  component: LibrarySettingsView,
  decorators: [withStudioI18n],
  args: {
    settings,
    values,
    fieldErrors: {},
    isSubmitting: false,
    canEdit: true,
    onChange: fn(),
    onSubmit: fn(),
  },
  parameters: { a11y: { test: 'error' } },
} satisfies Meta<typeof LibrarySettingsView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('meter', { name: 'Storage used' })).toHaveAttribute(
      'aria-valuetext',
      '2.6 of 7 TB',
    );
    const retention = canvas.getByRole('textbox', { name: /^Delete recordings after/ });
    await expect(retention).toHaveValue('14');
    await expect(retention).toHaveAccessibleDescription(/From 1 to 30 days on your plan\./);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** Typed through the keyboard, on a stateful wrapper so the field shows what was typed. */
export const TypedByKeyboard: Story = {
  render: function Render(args) {
    const [current, setCurrent] = useState(values);
    return (
      <LibrarySettingsView
        {...args}
        values={current}
        onChange={(change) => setCurrent((previous) => ({ ...previous, ...change }))}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const retention = canvas.getByRole('textbox', { name: /^Delete recordings after/ });
    await userEvent.tripleClick(retention);
    await userEvent.keyboard('21');
    await userEvent.tab();
    await expect(retention).toHaveValue('21');
    const autosave = canvas.getByRole('switch', { name: /Save new events/ });
    await expect(autosave).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(autosave).not.toBeChecked();
  },
};

const outOfRange: FieldErrors = { deleteAfterDays: 'Delete after must be between 1 and 30 days.' };

/** Above the plan's maximum: the message on the field and in the summary; the value kept. */
export const RetentionOutOfRange: Story = {
  args: { values: { ...values, deleteAfterDays: 31 }, fieldErrors: outOfRange },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const retention = canvas.getByRole('textbox', { name: /^Delete recordings after/ });
    await expect(retention).toHaveValue('31');
    await expect(retention).toHaveAccessibleDescription(
      /Delete after must be between 1 and 30 days\./,
    );
    await expect(canvas.getByRole('link', { name: /Delete after must be/ })).toBeVisible();
  },
};

export const RetentionOutOfRangeSpanish: Story = {
  ...RetentionOutOfRange,
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('textbox', { name: /^Eliminar grabaciones después de/ }),
    ).toHaveAccessibleDescription(/Eliminar después debe estar entre 1 y 30 días\./);
  },
};

export const Saving: Story = {
  args: { isSubmitting: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: 'Saving' })).toBeVisible();
  },
};

/** A refusal that names no field (no answer) is shown above the form. */
export const RefusedWithoutField: Story = {
  args: { formError: 'Something went wrong. Please try again.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Something went wrong. Please try again.')).toBeVisible();
  },
};

/** Someone who may not manage encoder and web settings reads them. */
export const ReadOnly: Story = {
  args: { canEdit: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Save' })).toBeNull();
    await expect(
      canvas.getByText('Only someone who manages encoder and web settings can change these.'),
    ).toBeVisible();
  },
};

/** No On Demand plan: no storage to show. */
export const NoOnDemandPlan: Story = {
  args: { settings: { ...settings, storageAllowanceTb: 0, storageUsedTb: 0 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('meter')).toBeNull();
  },
};
