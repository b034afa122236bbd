/**
 * What the encoder operations answer when they refuse (spec section 8, "Software encoder
 * registration" and the Go Live encoder errors), issue 14. The server answers them and the
 * studio shows them as they are; the 403 of registration is ERROR_MESSAGES.softwareEncoderAdminRequired.
 */
export const ENCODER_MESSAGES = {
  duplicateName: 'An encoder with this name already exists. Choose another name.',
  noLicence:
    'No software encoder licence is available. Remove a software encoder or add licences to your plan.',
  missingDeviceId:
    'The device identifier is missing. Open the registration link the encoder printed.',
  notWaiting:
    'No encoder is waiting with this device identifier. Start the encoder and open the link it prints.',
  nameRequired: 'Software encoder name is required.',
  nameMax: 'Encoder name must be at most 100 characters.',
  offline: 'The encoder is offline. Check that it is powered on and connected.',
  liveForAnotherEvent: 'The encoder is live for another event. Going live stops that event first.',
  nothingToStream: 'The encoder has no stream to start. Use Go Live to choose a channel.',
  streaming: 'The encoder is streaming. Stop it first.',
  unknownVersion: 'This version is not offered for the encoder.',
  unknownInput: 'The encoder does not offer this input.',
  unknownChannel: 'The encoder channel does not exist.',
  softwareHasNoRemoteSupport: 'A software encoder has no remote support.',
  targetHasNoLicence: 'The other organisation has no software encoder licence available.',
  sameOrganisation: 'The encoder already belongs to this organisation.',
  uploaderNameExists: 'An uploader with this name already exists.',
  invalidCredentials: 'The user name or password is incorrect.',
} as const;
