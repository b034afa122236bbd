import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { fixture } from '@studio/api/mocks';
import { withStudioI18n } from '../../../storybook/withStudio';
import { BandwidthUsageView } from './BandwidthUsageView';
import { DailyBandwidthView } from './DailyBandwidthView';
import { OrganisationHeader } from './OrganisationHeader';
import { SubscriptionsView } from './SubscriptionsView';

/** The three tabs' views inside the organisation header, from the contract's examples. */
const meta = {
  title: 'Studio/Settings/Organisation',
  component: OrganisationHeader,
  decorators: [withStudioI18n],
  args: {
    current: 'subscriptions',
    tabs: ['subscriptions', 'bandwidth', 'library'],
    children: null,
  },
  parameters: { a11y: { test: 'error' } },
} satisfies Meta<typeof OrganisationHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

const subscriptionsRecord = {
  customer: fixture('Customer'),
  subscriptions: [
    fixture('Subscription'),
    fixture('Subscription', {
      uuid: '7a8b9c0d-1e2f-4a3b-8c4d-6e7f8a9b0c10',
      planId: 'live-web-pro',
      planName: 'Live Web Pro',
      family: 'web',
      addOns: [
        { name: 'rtmpStreams', quantity: 2 },
        { name: 'softwareEncoders', quantity: 2 },
      ],
    }),
  ],
  toggles: {
    states: [
      { toggleId: 'automated-subtitles', enabled: true },
      { toggleId: 'studio-ai', enabled: false },
    ],
    registrations: [
      {
        toggleId: 'automated-subtitles',
        description: 'Automated subtitles on web channels.',
        defaultEnabled: false,
      },
      fixture('ToggleRegistration'),
    ],
  },
};

const months = ['2026-06', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11'].map(
  (month, index) => ({ month, usedTb: [0.8, 0.62, 1.1, 2.3, 0.9, 0.35][index]!, allowanceTb: 2 }),
);

export const Subscriptions: Story = {
  args: {
    children: <SubscriptionsView record={subscriptionsRecord} canSwitchToggles={false} />,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tabs = canvas.getByRole('navigation', { name: 'Organization details' });
    await expect(within(tabs).getByRole('link', { name: 'Subscriptions' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByText(/^Live Web Pro \(since/)).toBeVisible();
    const professional = canvas.getByRole('row', { name: /^Professional/ });
    await expect(
      within(professional)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['4', '3']);
    await expect(canvas.getByText('RTMP streams: 2, Software encoders: 2')).toBeVisible();
    // An admin reads the toggles; support switches them.
    await expect(
      canvas.getByRole('switch', { name: 'Automated subtitles on web channels.' }),
    ).toHaveAttribute('aria-readonly', 'true');
  },
};

const onSwitchToggle = fn().mockName('onSwitchToggle');

/** Staff may switch a toggle: the keyboard path reaches it and Space switches it. */
export const SubscriptionsAsStaff: Story = {
  args: {
    children: (
      <SubscriptionsView
        record={subscriptionsRecord}
        canSwitchToggles
        onSwitchToggle={onSwitchToggle}
      />
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const studioAi = canvas.getByRole('switch', {
      name: 'Studio AI enrichment of library videos.',
    });
    onSwitchToggle.mockClear();
    studioAi.focus();
    await userEvent.keyboard(' ');
    await expect(onSwitchToggle).toHaveBeenCalledWith({ toggleId: 'studio-ai', enabled: true });
  },
};

export const NoTogglesNoSubscriptions: Story = {
  args: {
    children: (
      <SubscriptionsView
        record={{ ...subscriptionsRecord, subscriptions: [], toggles: null }}
        canSwitchToggles={false}
      />
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No subscriptions.')).toBeVisible();
    await expect(canvas.queryByRole('switch')).toBeNull();
  },
};

export const BandwidthUsage: Story = {
  args: {
    current: 'bandwidth',
    children: (
      <BandwidthUsageView usage={{ months, threeMonthAverageTb: 1.43 }} currentMonth="2026-11" />
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Three-month average' })).toHaveTextContent(
      '1.43 TB',
    );
    await expect(canvas.getByRole('group', { name: 'This month' })).toHaveTextContent('0.35 TB');
    const chart = canvas.getByRole('img', { name: 'Bandwidth used per month, in TB' });
    // The table beside the chart is its text alternative.
    await expect(chart).toHaveAccessibleDescription(/Sep 2026\s*2\.3\s*2/);
    // September was over the 2 TB included.
    await expect(chart.querySelectorAll('[data-over]')).toHaveLength(1);
  },
};

/** Without the bandwidth permission the tab is not there (Encoder Control). */
export const WithoutBandwidthTab: Story = {
  args: { tabs: ['subscriptions', 'library'], children: <p>…</p> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tabs = canvas.getByRole('navigation', { name: 'Organization details' });
    await expect(within(tabs).getAllByRole('link')).toHaveLength(2);
    await expect(within(tabs).queryByRole('link', { name: 'Bandwidth Usage' })).toBeNull();
  },
};

export const DailyBandwidth: Story = {
  args: {
    current: 'bandwidth',
    children: (
      <DailyBandwidthView
        days={Array.from({ length: 23 }, (_, index) => ({
          date: `2026-11-${String(index + 1).padStart(2, '0')}`,
          usedGb: index % 7 === 0 ? 74.2 : 6.5,
        }))}
      />
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Month so far: 420.3 GB')).toBeVisible();
    await expect(canvas.getAllByRole('row')).toHaveLength(24);
  },
};

export const BandwidthUsageSpanish: Story = {
  ...BandwidthUsage,
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Uso de ancho de banda' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('group', { name: 'Promedio de tres meses' })).toHaveTextContent(
      '1,43 TB',
    );
  },
};
