import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Disclosure } from './Disclosure';
import { DisclosureGroup } from './DisclosureGroup';

const meta = {
  title: 'Components/Disclosure',
  component: Disclosure,
  args: {
    title: 'Advanced encoder settings',
    children: 'Keyframe interval, audio channels and deinterlacing.',
    onExpandedChange: fn(),
  },
  decorators: [(Story) => <div style={{ maxWidth: 480 }}>{Story()}</div>],
} satisfies Meta<typeof Disclosure>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  // First on the docs page, right under its h1: an h2 keeps the outline in order there.
  args: { headingLevel: 2 },
  play: async ({ canvas, userEvent, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Advanced encoder settings' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(
      canvas.queryByText('Keyframe interval, audio channels and deinterlacing.'),
    ).not.toBeVisible();
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(
      canvas.getByText('Keyframe interval, audio channels and deinterlacing.'),
    ).toBeVisible();
    await expect(args.onExpandedChange).toHaveBeenLastCalledWith(true);
  },
};

export const Keyboard: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    const trigger = canvas.getByRole('button', { name: 'Advanced encoder settings' });
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard(' ');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
};

export const Expanded: Story = {
  args: { defaultExpanded: true },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 3, name: 'Advanced encoder settings' }),
    ).toBeInTheDocument();
    await expect(
      canvas.getByText('Keyframe interval, audio channels and deinterlacing.'),
    ).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Advanced encoder settings' })).toBeDisabled();
  },
};

export const Accordion: Story = {
  render: () => (
    <DisclosureGroup defaultExpandedKeys={['video']}>
      <Disclosure id="video" title="Video">
        1920x1080, 30 fps, 8 Mbps.
      </Disclosure>
      <Disclosure id="audio" title="Audio">
        AAC, 48 kHz, 2 channels.
      </Disclosure>
    </DisclosureGroup>
  ),
  play: async ({ canvas, userEvent }) => {
    const video = canvas.getByRole('button', { name: 'Video' });
    const audio = canvas.getByRole('button', { name: 'Audio' });
    await expect(video).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(audio);
    // One open at a time.
    await expect(audio).toHaveAttribute('aria-expanded', 'true');
    await expect(video).toHaveAttribute('aria-expanded', 'false');
  },
};

export const LongText: Story = {
  args: {
    title:
      'What happens to scheduled replay events of this web channel when it is removed from the organisation',
    defaultExpanded: true,
    children:
      'Removing a web channel removes it from scheduled and past events, destination groups and sites, and deletes scheduled replay events from it. Viewers see an unavailable message until the next scheduled event.',
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  args: {
    title: 'Ajustes avanzados del codificador',
    children: 'Intervalo de fotogramas clave y canales de audio.',
  },
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Ajustes avanzados del codificador' });
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  },
};
