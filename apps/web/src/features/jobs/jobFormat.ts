import { JOB_CARD_TRUNCATION } from '@dawa/shared/jobs';

/**
 * SPEC §9: a card cuts the address and the description (shorter on extra-small screens),
 * then adds an ellipsis. Cuts between characters, never inside one (emoji, Arabic ligatures
 * are sequences of code points, counted whole).
 */
export function cutText(text: string, max: number): string {
  const characters = Array.from(text.trim());
  if (characters.length <= max) return characters.join('');
  return `${characters.slice(0, max).join('').trimEnd()}…`;
}

/** The card's address and description for the viewport. */
export function cardTexts(
  job: { address: string; description: string },
  extraSmall: boolean,
): { address: string; description: string } {
  const size = extraSmall ? 'extraSmall' : 'other';
  return {
    address: cutText(job.address, JOB_CARD_TRUNCATION.address[size]),
    description: cutText(job.description, JOB_CARD_TRUNCATION.description[size]),
  };
}
