import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { PlansView, PaymentMethodForm } from './PlansView';
import { withStudioI18n } from '../../../storybook/withStudio';

const plans = [
  {
    id: 'live-web-starter',
    name: 'Live Web Starter',
    family: 'web',
    tier: 'starter',
    storageTb: null,
    bandwidthTbPerMonth: 0.5,
    bitrates: 3,
    allows4k: false,
  },
  {
    id: 'live-web-pro',
    name: 'Live Web Pro',
    family: 'web',
    tier: 'pro',
    storageTb: null,
    bandwidthTbPerMonth: 1,
    bitrates: 6,
    allows4k: false,
  },
  {
    id: 'library-starter',
    name: 'Starter',
    family: 'vod',
    tier: 'starter',
    storageTb: 1,
    bandwidthTbPerMonth: null,
    bitrates: 3,
    allows4k: false,
  },
  {
    id: 'library-pro',
    name: 'Pro',
    family: 'vod',
    tier: 'pro',
    storageTb: 7,
    bandwidthTbPerMonth: null,
    bitrates: 3,
    allows4k: false,
  },
] as const;

const meta = {
  title: 'Studio/Settings/PlansView',
  component: PlansView,
  decorators: [withStudioI18n],
  args: { plans: [...plans], currentPlanIds: ['live-web-pro'], trial: null },
  parameters: { a11y: { test: 'error' } },
} satisfies Meta<typeof PlansView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const onDemand = canvas.getByRole('list', { name: 'On Demand plans' });
    await expect(within(onDemand).getByText('7 TB storage')).toBeVisible();
    const live = canvas.getByRole('list', { name: 'Live Web plans' });
    await expect(within(live).getAllByText('Current plan')).toHaveLength(1);
  },
};

export const WithPaymentMethodForm: Story = {
  args: {
    paymentMethodForm: (
      <PaymentMethodForm
        values={{ label: 'Card', lastFour: '4111111111111111', expiryMonth: '2020-01' }}
        fieldErrors={{
          lastFour: 'Enter the last four digits of the card.',
          expiryMonth: 'This payment method has expired.',
        }}
        isSubmitting={false}
        onChange={fn()}
        onSubmit={fn()}
      />
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('textbox', { name: /^Last four digits/ }),
    ).toHaveAccessibleDescription(/Enter the last four digits of the card\./);
    await expect(
      canvas.getByRole('textbox', { name: /^Expiry month/ }),
    ).toHaveAccessibleDescription(/This payment method has expired\./);
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: 'Planes' }),
    ).toBeVisible();
  },
};
