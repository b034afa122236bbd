import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Tab, TabList, TabPanel, Tabs } from './Tabs';

const meta = {
  title: 'Components/Tabs',
  component: Tabs,
  args: { onSelectionChange: fn() },
  render: (args) => (
    <Tabs {...args}>
      <TabList aria-label="Encoder sections">
        <Tab id="details">Details</Tab>
        <Tab id="logs">Logs</Tab>
        <Tab id="settings">Settings</Tab>
      </TabList>
      <TabPanel id="details">Encoder details</TabPanel>
      <TabPanel id="logs">Log lines at level INFO</TabPanel>
      <TabPanel id="settings">Encoder settings</TabPanel>
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    // The tabs appear once react-aria has built the collection.
    await canvas.findByRole('tab', { name: 'Logs' });
    await expect(canvas.getByRole('tablist', { name: 'Encoder sections' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('tab', { name: 'Logs' }));
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Log lines at level INFO');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('logs');
  },
};

export const Keyboard: Story = {
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('tab', { name: 'Details' });
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Details' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Logs' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'Settings' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel')).toHaveFocus();
  },
};

export const DisabledTab: Story = {
  args: { disabledKeys: ['settings'] },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('tab', { name: 'Settings' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

export const Vertical: Story = { args: { orientation: 'vertical' } };

export const Spanish: Story = { globals: { locale: 'es' } };
