// What an admin form's toasts say after a write (docs/product.md §8), for the form specs
// (use-entity-form.ts reads them): a module of its own, so a spec imports no hooks for its words.

export interface WriteMessages {
  created: string;
  updated: string;
  createFailed: string;
  updateFailed: string;
}

/**
 * docs/product.md §8's toasts for a thing staff create and update, worded one way for every kind:
 * "News article created successfully", "Failed to update news article".
 */
export function savedMessages(thing: string): WriteMessages {
  const Thing = thing.charAt(0).toUpperCase() + thing.slice(1);
  return {
    created: `${Thing} created successfully`,
    updated: `${Thing} updated successfully`,
    createFailed: `Failed to create ${thing}`,
    updateFailed: `Failed to update ${thing}`,
  };
}
