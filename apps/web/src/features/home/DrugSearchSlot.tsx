/**
 * Where the drug-index search (a later issue) mounts on the home page, right below the hero.
 * It renders nothing until that search exists: no stand-in table or sample results.
 */
export function DrugSearchSlot() {
  return null;
}
