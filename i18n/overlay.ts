type MessageTree = { [key: string]: string | MessageTree };

/** `override` laid over `base` branch by branch: a product text replaces one react-admin text, not its group. */
export function overlay<B extends object, O extends object>(base: B, override: O): B & O {
  const result: MessageTree = { ...(base as MessageTree) };
  for (const [key, value] of Object.entries(override as MessageTree)) {
    const under = result[key];
    result[key] = typeof value === 'object' && typeof under === 'object' ? overlay(under, value) : value;
  }
  return result as B & O;
}
