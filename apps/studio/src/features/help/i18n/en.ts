/** The `help` namespace. */
export const helpEn = {
  title: 'Help',
  description: 'Where to get help with Studio.',
  supportTitle: 'Support',
  supportBody: 'Our support team answers questions about streaming, the library and your account.',
  keyboardTitle: 'Keyboard',
  keyboardBody:
    'Every screen works with the keyboard: Tab moves between controls, Enter or Space activates them, arrow keys move within menus, lists and tables, and Escape closes dialogs and menus. The first Tab on a page offers a link that skips to its main content.',
} as const;
