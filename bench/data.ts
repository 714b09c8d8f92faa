/** The benchmark's records: French and English labels with accents, a few words shared by many rows. */
const WORDS_FR = ['molaire', 'incisive', 'canine', 'prémolaire', 'gencive', 'occlusion', 'béance', 'encombrement'];
const WORDS_EN = ['molar', 'incisor', 'canine', 'premolar', 'gum', 'occlusion', 'open bite', 'crowding'];

/** A word that names one record only (the "search matching a few rows" call). */
export function codeOf(i: number): string {
  let n = i * 7919 + 104729;
  let code = '';
  for (let k = 0; k < 6; k++) {
    code += String.fromCharCode(97 + (n % 26));
    n = Math.floor(n / 26);
  }
  return `zq${code}`;
}

export function attribute(i: number, categoryIds: number[]) {
  const word = i % WORDS_FR.length;
  return {
    keyName: `attr-${i}`,
    label: [
      { language: 'fr', value: `${WORDS_FR[word]} ${codeOf(i)} n°${i}` },
      { language: 'en', value: `${WORDS_EN[word]} ${codeOf(i)} no. ${i}` },
    ],
    usage: i % 10 === 0 ? 'objective' : 'exam',
    type: 'text',
    categoryId: categoryIds[i % categoryIds.length],
  };
}

/**
 * The `edit`-th update of the bench (counted across warm-up and rounds): a loaded attribute, picked by a stride over
 * the catalogue, given a description it never had, so that every update changes its search text and sort keys.
 */
export function attributeEdit(edit: number, loaded: { attributeIds: number[]; categoryIds: number[] }) {
  const n = (edit * 7919) % loaded.attributeIds.length;
  return {
    method: 'PUT' as const,
    path: `/api/attributes/${loaded.attributeIds[n]}`,
    body: {
      ...attribute(n, loaded.categoryIds),
      description: [
        { language: 'fr', value: `édition ${process.pid}-${edit}` },
        { language: 'en', value: `edit ${process.pid}-${edit}` },
      ],
    },
  };
}

/** How many records refer to one attribute (the "used-by" call): select options of it. */
export const USED_BY_REFERRERS = 10_000;

/** The i-th select option of the attribute `attributeId`, named so that no bench search finds it. */
export function selectOption(i: number, attributeId: number) {
  return {
    label: [
      { language: 'fr', value: `Choix ${i}` },
      { language: 'en', value: `Choice ${i}` },
    ],
    value: `choice-${i}`,
    attributeId,
  };
}

export function category(i: number) {
  return {
    keyName: `category-${i}`,
    label: [
      { language: 'fr', value: `Catégorie ${codeOf(i + 5_000_000)}` },
      { language: 'en', value: `Category ${codeOf(i + 5_000_000)}` },
    ],
  };
}

const CITIES = ['Lyon', 'Paris', 'Bordeaux', 'Nantes', 'Lille', 'Marseille', 'Toulouse', 'Rennes'];
export function practice(i: number) {
  return {
    name: `Cabinet ${codeOf(i)} ${CITIES[i % CITIES.length]}`,
    mainUserEmail: `practice-${i}@bench.example`,
    mainUserFirstName: `Élodie${i % 97}`,
    mainUserLastName: `Dupont${i % 89}`,
    city: CITIES[i % CITIES.length],
  };
}

/** The word most records hold (the "search matching many rows" call): one record in eight per word. */
export const COMMON_ATTRIBUTE_WORD = 'molaire';
export const COMMON_PRACTICE_WORD = 'lyon';
