/** Text sent along when sharing an offer: its title and description in the page language. */
export function offerShareText(title: string, description: string, max = 200): string {
  const text = description ? `${title} — ${description}` : title;
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
