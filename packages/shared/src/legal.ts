/**
 * The date the Terms and conditions and the Privacy policy took effect (SPEC §1): the version a
 * sign-up accepts, stored with the date of the acceptance.
 */
export const TERMS_VERSION = '2020-07-07';

/**
 * What a sign-up sends to confirm that the user is 13 or older and accepts both documents
 * (`termsAccepted: true`): in the body of `/sign-up/email`, in `additionalData` of
 * `/sign-in/social`.
 */
export const TERMS_ACCEPTED_FIELD = 'termsAccepted';
