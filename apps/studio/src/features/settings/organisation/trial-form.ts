/** What the On Demand trial form edits (the contract's TrialStartRequest without the product). */
export interface TrialFormValues {
  paymentMethodId: string;
  contact: { firstName: string; lastName: string; email: string };
  termsAccepted: boolean;
}

/** What an admin enters for a payment method: never a card number. */
export interface PaymentMethodFormValues {
  label: string;
  lastFour: string;
  expiryMonth: string;
}

/** Field errors keyed by path (`contact.firstName`), from the rules or the server's `body.*`. */
export type TrialFieldErrors = Readonly<Record<string, string>>;
