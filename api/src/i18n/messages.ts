/**
 * The server's own messages, as Lingui descriptors with explicit ids (catalog unit `api`,
 * `locales/<locale>/api.po`). Validation messages of the schemas live in `@kanri/contracts`.
 */
export const apiMessages = {
  validation: /*i18n*/ { id: 'api.validation', message: 'Some values are not valid. Check the highlighted fields.' },
  badRequest: /*i18n*/ { id: 'api.badRequest', message: 'The request could not be read.' },
  invalidCredentials: /*i18n*/ { id: 'api.invalidCredentials', message: 'E-mail or password is incorrect.' },
  tooManyAttempts: /*i18n*/ { id: 'api.tooManyAttempts', message: 'Too many attempts. Please wait a while and try again.' },
  unauthenticated: /*i18n*/ { id: 'api.unauthenticated', message: 'Please sign in.' },
  forbidden: /*i18n*/ { id: 'api.forbidden', message: 'You do not have permission to perform this action.' },
  notFound: /*i18n*/ { id: 'api.notFound', message: 'Not found.' },
  invalidCode: /*i18n*/ { id: 'api.invalidCode', message: 'The code is incorrect or has expired.' },
  foreignOrigin: /*i18n*/ { id: 'api.foreignOrigin', message: 'Requests from this origin are not allowed.' },
  invitationExpired: /*i18n*/ { id: 'api.invitationExpired', message: 'This invitation has expired or has already been used.' },
  emailTaken: /*i18n*/ { id: 'api.emailTaken', message: 'An account with this e-mail address already exists.' },
  internal: /*i18n*/ { id: 'api.internal', message: 'Something went wrong on the server. Please try again later.' },
  mfaMailSubject: /*i18n*/ { id: 'api.mfaMail.subject', message: 'Your kanri sign-in code' },
  mfaMailBody: /*i18n*/ { id: 'api.mfaMail.body', message: 'Your sign-in code is {code}. It expires in 10 minutes. If you did not try to sign in, you can ignore this e-mail.' },
} as const;
