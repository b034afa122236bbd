import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within, waitFor } from 'storybook/test';
import { withStudioI18n } from '../../../storybook/withStudio';
import { StaffActingBannerView } from './StaffActingBanner';
import { SwitchOrganisationDialogView } from './SwitchOrganisationDialogView';

/** Dialogs and pages fade in: an element counts as shown once its transition has run. */
const shown = (element: HTMLElement) => waitFor(() => expect(element).toBeVisible());

const meta = {
  title: 'Studio/Admin/SwitchOrganisationDialogView',
  component: SwitchOrganisationDialogView,
  decorators: [withStudioI18n],
  args: {
    isOpen: true,
    organisationName: 'Riverside Community',
    password: '',
    onPasswordChange: fn(),
    passwordError: null,
    error: null,
    isPending: false,
    onCancel: fn(),
    onSubmit: fn(),
  },
  parameters: { a11y: { test: 'error' } },
} satisfies Meta<typeof SwitchOrganisationDialogView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The modal of spec section 2: title, "Switching to:" with the name, password, Cancel, Login. */
export const Open: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Switch to Organization' });
    await shown(within(dialog).getByText('Switching to:'));
    await shown(within(dialog).getByText('Riverside Community'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Login' }));
    await expect(args.onSubmit).toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalled();
  },
};

export const IncorrectPassword: Story = {
  args: { password: 'wrong', error: 'Incorrect password.' },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('alert')).toHaveTextContent('Incorrect password.');
  },
};

export const PasswordMissing: Story = { args: { passwordError: 'This field is required.' } };

export const LoggingIn: Story = { args: { password: 'secret', isPending: true } };

export const Spanish: Story = { args: { error: 'Incorrect password.' }, globals: { locale: 'es' } };

/** The banner every page shows while staff act inside a customer organisation. */
export const ActingBanner: StoryObj<typeof StaffActingBannerView> = {
  render: () => (
    <StaffActingBannerView
      organisationName="Riverside Community"
      homeName="Studio Staff"
      onReturn={fn()}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await shown(canvas.getByText(/acting as staff inside Riverside Community/));
    await shown(canvas.getByRole('button', { name: 'Return to Studio Staff' }));
  },
};
