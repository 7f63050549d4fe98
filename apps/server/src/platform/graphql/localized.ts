import type { LocalizedText } from '@dawa/shared/notifications';
import { builder } from './builder';

/** A text in both languages (SPEC §3 `{ar, en}`), as offers, notifications and reference data carry it. */
export const LocalizedTextRef = builder.objectRef<LocalizedText>('LocalizedText').implement({
  description: 'A text in both languages.',
  fields: (t) => ({ en: t.exposeString('en'), ar: t.exposeString('ar') }),
});

export const LocalizedTextInputRef = builder.inputType('LocalizedTextInput', {
  fields: (t) => ({ en: t.string({ required: true }), ar: t.string({ required: true }) }),
});
