import type { LocalizedText } from '@dawa/shared/notifications';
import { builder } from './builder';

/** A text in both languages (SPEC §3 `{ar, en}`), as offers, notifications and reference data carry it. */
export const LocalizedTextRef = builder.objectRef<LocalizedText>('LocalizedText').implement({
  description: 'A text in both languages.',
  fields: (t) => ({
    en: t.exposeString('en', { description: 'The English text.' }),
    ar: t.exposeString('ar', { description: 'The Arabic text.' }),
  }),
});

export const LocalizedTextInputRef = builder.inputType('LocalizedTextInput', {
  description:
    'A text in both languages, both required; trimmed, with the length bounds of the field that takes it.',
  fields: (t) => ({
    en: t.string({ required: true, description: 'The English text (trimmed).' }),
    ar: t.string({ required: true, description: 'The Arabic text (trimmed).' }),
  }),
});
