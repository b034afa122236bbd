import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { fixture } from '@studio/api/mocks';
import { withStudioI18n } from '../../../storybook/withStudio';
import type { TrialFormValues } from './trial-form';
import { TrialPanel } from './TrialPanel';

const values: TrialFormValues = {
  paymentMethodId: '',
  contact: { firstName: 'Grace', lastName: 'Holloway', email: 'admin@lakeside.example' },
  termsAccepted: false,
};
const trial = fixture('Trial');

const meta = {
  title: 'Studio/Settings/TrialPanel',
  component: TrialPanel,
  decorators: [withStudioI18n],
  args: {
    state: 'eligible',
    trial: null,
    paymentMethods: [fixture('PaymentMethod')],
    values,
    fieldErrors: {},
    onChange: fn(),
    onStart: fn(),
    onCancel: fn(() => Promise.resolve()),
  },
  parameters: { a11y: { test: 'error' } },
} satisfies Meta<typeof TrialPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The keyboard path through the start form, on a stateful wrapper. */
export const Eligible: Story = {
  render: function Render(args) {
    const [current, setCurrent] = useState(values);
    return <TrialPanel {...args} values={current} onChange={setCurrent} />;
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Your organisation can start a 30-day trial.')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /^First name/ })).toHaveValue('Grace');
    const terms = canvas.getByRole('checkbox', { name: /I accept the On Demand trial terms/ });
    terms.focus();
    await userEvent.keyboard(' ');
    await expect(terms).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Start 30-day trial' }));
    await expect(args.onStart).toHaveBeenCalledTimes(1);
  },
};

export const FieldMessages: Story = {
  args: {
    fieldErrors: {
      paymentMethodId: 'Choose a payment method.',
      'contact.lastName': 'This field is required.',
      termsAccepted: 'Accept the terms to start the trial.',
    },
    values: { ...values, contact: { ...values.contact, lastName: '' } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /^Last name/ })).toHaveAccessibleDescription(
      /This field is required\./,
    );
    await expect(
      canvas.getAllByText('Accept the terms to start the trial.').length,
    ).toBeGreaterThan(0);
  },
};

/** Each trial code of spec section 8 has its words. */
export const NoPaymentMethod: Story = {
  args: {
    refusal: { code: 'NO_PAYMENT_METHOD', status: 422, message: 'refused' },
    paymentMethods: [],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Add a valid payment method before starting the trial.',
    );
    await expect(canvas.getByText('No payment method yet. Add one below.')).toBeVisible();
  },
};

export const SignupSuspended: Story = {
  args: { refusal: { code: 'TRIAL_SIGNUP_SUSPENDED', status: 422, message: 'refused' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Trial sign-up is suspended for this organisation. Please contact support.',
    );
  },
};

export const InvalidContact: Story = {
  args: { refusal: { code: 'INVALID_CONTACT', status: 422, message: 'refused' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'The contact must be a user of this organisation with a first and last name.',
    );
  },
};

export const NotAuthorized: Story = {
  args: { refusal: { code: null, status: 403, message: 'refused' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Only an organisation admin can start or cancel a trial.',
    );
  },
};

export const Starting: Story = {
  args: { state: 'starting', values: { ...values, termsAccepted: true } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('progressbar', { name: 'Starting' }),
    ).toBeVisible();
  },
};

/** Started: its end date, and Cancel asks first (Keep trial focused first). */
export const InTrial: Story = {
  args: { state: 'inTrial', trial },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await expect(canvas.getByText('Trial started. It ends on Dec 1, 2026.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel trial' }));
    const dialog = await page.findByRole('alertdialog', { name: 'Cancel the On Demand trial?' });
    await expect(within(dialog).getByRole('button', { name: 'Keep trial' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(page.queryByRole('alertdialog')).toBeNull());
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

export const Cancelled: Story = {
  args: {
    state: 'cancelled',
    trial: { ...trial, status: 'cancelled', cancelledAt: '2026-11-10T15:00:00Z' },
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('The trial was cancelled on Nov 10, 2026.'),
    ).toBeVisible();
  },
};

export const Expired: Story = {
  args: { state: 'expired', trial: { ...trial, status: 'ended' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('The trial ended on Dec 1, 2026.')).toBeVisible();
  },
};

/** Social Only plans cannot start one. */
export const NotSubscribed: Story = {
  args: { state: 'notSubscribed' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Social Only plans cannot\./)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Start 30-day trial' })).toBeNull();
  },
};

export const Subscribed: Story = {
  args: { state: 'subscribed' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Your organisation already has an On Demand plan.'),
    ).toBeVisible();
  },
};

export const EligibleSpanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Iniciar prueba de 30 días' }),
    ).toBeVisible();
  },
};
