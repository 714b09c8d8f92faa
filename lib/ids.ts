/** Ids are positive 32-bit integers (PostgreSQL's integer columns refuse larger values): larger ids cannot exist. */
export const MAX_ID = 2_147_483_647;

export const isId = (value: unknown): value is number =>
  Number.isInteger(value) && (value as number) >= 1 && (value as number) <= MAX_ID;
