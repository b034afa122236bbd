import { useState, type FormEvent } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { Form, type FormError } from './Form';
import { TextField } from '../TextField';
import { PasswordField } from '../PasswordField';
import { Button } from '../Button';

const meta = {
  title: 'Components/Form',
  component: Form,
  args: { onSubmit: fn((event: FormEvent<HTMLFormElement>) => event.preventDefault()) },
  render: (args) => (
    <Form {...args}>
      <TextField id="username" name="username" label="Username or email" isRequired />
      <PasswordField
        id="password"
        name="password"
        label="Password"
        revealLabel="Show password"
        isRequired
      />
      <Button type="submit" variant="primary">
        Sign in
      </Button>
    </Form>
  ),
} satisfies Meta<typeof Form>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await userEvent.type(
      canvas.getByRole('textbox', { name: /Username or email/ }),
      'admin@riverside.example',
    );
    const password = canvasElement.querySelector('input[name="password"]');
    if (!password) throw new Error('password input missing');
    await userEvent.type(password, 'Studio-Demo-2026');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

// Native validation (the default) blocks the submit and marks the empty required fields.
export const RequiredFieldsBlockSubmit: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByRole('textbox', { name: /Username or email/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

export const ServerError: Story = {
  args: { errorsTitle: 'Sign-in failed', errors: [{ message: 'Incorrect username or password.' }] },
  play: async ({ canvas }) => {
    const summary = canvas.getByRole('alert');
    await expect(summary).toHaveTextContent('Incorrect username or password.');
    await waitFor(() => expect(summary).toHaveFocus());
  },
};

export const FieldErrorsSummary: Story = {
  args: {
    errorsTitle: 'There are 2 problems',
    errors: [
      { message: 'Enter your username or email.', fieldId: 'username' },
      { message: 'Enter your password.', fieldId: 'password' },
    ],
    validationErrors: {
      username: 'Enter your username or email.',
      password: 'Enter your password.',
    },
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'Enter your password.' }));
    await expect(canvasElement.querySelector('#password')).toHaveFocus();
    await expect(canvas.getByRole('textbox', { name: /Username or email/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

function SubmitThenFail() {
  const [errors, setErrors] = useState<FormError[]>([]);
  return (
    <Form
      errorsTitle="Sign-in failed"
      errors={errors}
      onSubmit={(event) => {
        event.preventDefault();
        setErrors([{ message: 'Incorrect username or password.' }]);
      }}
    >
      <TextField name="username" label="Username or email" defaultValue="someone" />
      <Button type="submit" variant="primary">
        Sign in
      </Button>
    </Form>
  );
}

export const ErrorsArriveAfterSubmit: Story = {
  render: () => <SubmitThenFail />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    const summary = await canvas.findByRole('alert');
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(canvas.getByRole('textbox', { name: 'Username or email' })).toHaveValue('someone');
  },
};

/** Live validation after a failed submit: errors are a new array on every keystroke. */
function LiveValidationAfterSubmit() {
  const [submitted, setSubmitted] = useState(false);
  const [username, setUsername] = useState('');
  const errors: FormError[] =
    submitted && username.length < 3
      ? [{ message: 'Enter at least 3 characters.', fieldId: 'live-username' }]
      : [];
  return (
    <Form
      errorsTitle="There is a problem"
      errors={errors}
      validationBehavior="aria"
      onSubmit={(event) => {
        event.preventDefault();
        setSubmitted(true);
      }}
    >
      <TextField
        id="live-username"
        label="Username or email"
        value={username}
        onChange={setUsername}
      />
      <Button type="submit" variant="primary">
        Sign in
      </Button>
    </Form>
  );
}

/** The summary takes focus once for the submission; typing afterwards stays in the field. */
export const TypingAfterAFailedSubmit: Story = {
  render: () => <LiveValidationAfterSubmit />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    const summary = await canvas.findByRole('alert');
    await waitFor(() => expect(summary).toHaveFocus());
    const field = canvas.getByRole('textbox', { name: 'Username or email' });
    await userEvent.click(field);
    await userEvent.keyboard('ab');
    await expect(field).toHaveFocus();
    await userEvent.keyboard('cdef');
    await expect(field).toHaveValue('abcdef');
    await expect(field).toHaveFocus();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  args: {
    errorsTitle: 'Hay 2 problemas',
    errors: [
      { message: 'Escribe tu usuario o correo electrónico.', fieldId: 'username' },
      { message: 'Escribe tu contraseña.', fieldId: 'password' },
    ],
    validationErrors: {
      username: 'Escribe tu usuario o correo electrónico.',
      password: 'Escribe tu contraseña.',
    },
  },
  render: (args) => (
    <Form {...args}>
      <TextField id="username" name="username" label="Usuario o correo electrónico" isRequired />
      <PasswordField
        id="password"
        name="password"
        label="Contraseña"
        revealLabel="Mostrar la contraseña"
        isRequired
      />
      <Button type="submit" variant="primary">
        Iniciar sesión
      </Button>
    </Form>
  ),
  play: async ({ canvas, canvasElement, userEvent }) => {
    const summary = canvas.getByRole('alert');
    await expect(summary).toHaveTextContent('Hay 2 problemas');
    await waitFor(() => expect(summary).toHaveFocus());
    await userEvent.click(canvas.getByRole('link', { name: 'Escribe tu contraseña.' }));
    await expect(canvasElement.querySelector('#password')).toHaveFocus();
    await expect(
      canvas.getByRole('textbox', { name: /Usuario o correo electrónico/ }),
    ).toHaveAccessibleDescription('Escribe tu usuario o correo electrónico.');
  },
};

function TypeWhileErrorsClear() {
  const [name, setName] = useState('');
  const [city, setCity] = useState('');
  const [attempts, setAttempts] = useState(0);
  // Live messages, as a form machine gives them: a field's message goes while it is typed in.
  const errors: FormError[] =
    attempts > 0
      ? [
          ...(name ? [] : [{ message: 'Enter a name.', fieldId: 'name' }]),
          ...(city ? [] : [{ message: 'Enter a city.', fieldId: 'city' }]),
        ]
      : [];
  return (
    <Form
      errorsTitle="There is a problem"
      errors={errors}
      onSubmit={(event) => {
        event.preventDefault();
        setAttempts(attempts + 1);
      }}
    >
      <TextField id="name" label="Name" value={name} onChange={setName} />
      <TextField id="city" label="City" value={city} onChange={setCity} />
      <Button type="submit" variant="primary">
        Save
      </Button>
    </Form>
  );
}

/** Messages going away while the person types do not pull focus to the summary. */
export const TypingClearsErrors: Story = {
  render: () => <TypeWhileErrorsClear />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveFocus());
    await userEvent.type(canvas.getByRole('textbox', { name: 'Name' }), 'Riverside');
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveValue('Riverside');
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveFocus();
    // Submitting again with an error left brings the summary back into focus.
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveFocus());
  },
};
