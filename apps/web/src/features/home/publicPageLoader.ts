import { messagesLoader } from '../../app/i18n/messagesRoute';

/** Route loader of the public pages: their text lives in the `home` catalogue. */
export const publicPageLoader = messagesLoader(['home']);
