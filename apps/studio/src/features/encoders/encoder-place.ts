/** One breadcrumb above an encoder's page. */
export interface EncoderCrumb {
  id: string;
  label: string;
  href: string;
}

/**
 * Where an encoder's pages sit: the organisation's settings (`/settings/encoders/...`, the default
 * of every encoder view) or the staff area (`/encoders/...`, issue 17), which shows the same edit
 * and update views with its own trail and addresses.
 */
export interface EncoderPlace {
  /** The crumbs above the encoder's own. */
  crumbs: readonly EncoderCrumb[];
  encoderHref(uuid: string): string;
}

export const settingsEncoderHref = (uuid: string) => `/settings/encoders/${uuid}`;
