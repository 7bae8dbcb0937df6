// The article dialog's category options: news keeps any category typed ("restaurant" reads
// "Restaurant"); businesses and events choose from their lists (CategorySelect.tsx).

/** Select options for stored categories: "restaurant" reads "Restaurant". */
export function categoryOptions(values: readonly string[]): { value: string; label: string }[] {
  return values.map((value) => ({ value, label: value.charAt(0).toUpperCase() + value.slice(1) }));
}
