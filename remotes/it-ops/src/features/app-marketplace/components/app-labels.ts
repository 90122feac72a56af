import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/** What a catalog app supports (`App.features`), by feature code (context `appFeature`). */
export const appFeatureLabels: Record<string, MessageDescriptor> = {
  USER_PROVISIONING: msg({ message: 'User provisioning', context: 'appFeature' }),
  SSO: msg({ message: 'Single sign-on', context: 'appFeature' }),
  MDM: msg({ message: 'Device management (MDM)', context: 'appFeature' }),
};

/** How people sign in to a catalog app (`App.authMethod`, 001 §3 auth method; context `appAuthMethod`). */
export const appAuthMethodLabels: Record<string, MessageDescriptor> = {
  SAML: msg({ message: 'SAML', context: 'appAuthMethod' }),
  OAUTH: msg({ message: 'OAuth', context: 'appAuthMethod' }),
  SELF: msg({ message: 'Own accounts', context: 'appAuthMethod' }),
  OTHER: msg({ message: 'Other', context: 'appAuthMethod' }),
};
