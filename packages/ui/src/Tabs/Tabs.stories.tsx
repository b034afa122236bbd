import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
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

/** Labels as the studio passes them in Spanish; the arrow keys work the same. */
export const Spanish: Story = {
  globals: { locale: 'es' },
  render: (args) => (
    <Tabs {...args}>
      <TabList aria-label="Secciones del codificador">
        <Tab id="details">Detalles</Tab>
        <Tab id="logs">Registros</Tab>
        <Tab id="settings">Ajustes</Tab>
      </TabList>
      <TabPanel id="details">Detalles del codificador</TabPanel>
      <TabPanel id="logs">Líneas de registro de nivel INFO</TabPanel>
      <TabPanel id="settings">Ajustes del codificador</TabPanel>
    </Tabs>
  ),
  play: async ({ canvas, userEvent, args }) => {
    await canvas.findByRole('tab', { name: 'Detalles' });
    await expect(
      canvas.getByRole('tablist', { name: 'Secciones del codificador' }),
    ).toBeInTheDocument();
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Registros' })).toHaveFocus();
    await expect(canvas.getByRole('tabpanel', { name: 'Registros' })).toHaveTextContent(
      'Líneas de registro de nivel INFO',
    );
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('logs');
  },
};

const manyTabs = [
  { id: 'overview', label: 'Overview' },
  { id: 'destinations', label: 'Content destinations and destination groups' },
  { id: 'encoders', label: 'Encoders assigned to this event' },
  { id: 'recording', label: 'Recording and on-demand publishing' },
  { id: 'captions', label: 'Captions and transcripts' },
  { id: 'analytics', label: 'Viewer analytics' },
  { id: 'access', label: 'Access and embedding restrictions' },
];

/**
 * Many long labels in a narrow column: labels stay on one line and the tab list scrolls
 * horizontally; moving by keyboard scrolls the focused tab into view.
 */
export const LongText: Story = {
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
  render: (args) => (
    <Tabs {...args}>
      <TabList aria-label="Event sections" items={manyTabs}>
        {(tab) => <Tab id={tab.id}>{tab.label}</Tab>}
      </TabList>
      {manyTabs.map((tab) => (
        <TabPanel key={tab.id} id={tab.id}>
          {tab.label} of the Sunday service live event.
        </TabPanel>
      ))}
    </Tabs>
  ),
  play: async ({ canvas, userEvent, args }) => {
    await canvas.findByRole('tab', { name: 'Overview' });
    const tablist = canvas.getByRole('tablist', { name: 'Event sections' });
    // The list overflows its column and scrolls instead of wrapping or squeezing the labels.
    await expect(tablist.scrollWidth).toBeGreaterThan(tablist.clientWidth);
    await userEvent.tab();
    await userEvent.keyboard('{End}');
    const last = canvas.getByRole('tab', { name: 'Access and embedding restrictions' });
    await expect(last).toHaveFocus();
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('access');
    // react-aria scrolls the focused tab into the visible part of the list (on the next frame).
    await waitFor(() => {
      const listBox = tablist.getBoundingClientRect();
      const tabBox = last.getBoundingClientRect();
      expect(tabBox.left).toBeGreaterThanOrEqual(listBox.left - 1);
      expect(tabBox.right).toBeLessThanOrEqual(listBox.right + 1);
    });
    await userEvent.keyboard('{Home}');
    await expect(canvas.getByRole('tab', { name: 'Overview' })).toHaveFocus();
    await waitFor(() => expect(tablist.scrollLeft).toBe(0));
  },
};
