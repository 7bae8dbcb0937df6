// The id in a /jobs/{id} or /deals/{id} path: a route id that cannot name a post ("abc", "0",
// "1.5") is not found without asking the API. In every page's first script (the routes' loaders).

export function postId(raw: string): number | null {
  return /^[1-9]\d{0,9}$/.test(raw) && Number(raw) <= 2_147_483_647 ? Number(raw) : null;
}
