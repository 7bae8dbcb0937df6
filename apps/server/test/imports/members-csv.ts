// A chamber's member list as GrowthZone exports it, made for the import tests: every row with
// quotes, a doubled quote, a line break and a comma inside its description, accents ("Café"), hours
// and a Facebook page; saved as Windows-1252 behind a UTF-8 BOM, as a half-converted file is.

const header =
  "Member Name,Categories,Member Description,Address 1,City,State,Zip,Main Phone,Web Site,Email Address,Hours,Facebook";

const categories = ["Dining", "retail", "Health & Wellness", "lodging", "arts"];

/** Row `i` of the list; `edition` changes what the text says, never who the business is. */
export function memberRow(i: number, edition = 1): string {
  const description = `"Café Número ${i} says ""hola"" (edition ${edition}),\nand its second line."`;
  const category = categories[i % categories.length];
  return [
    `Café Número ${i}`,
    category,
    description,
    `${100 + i} E Ojai Ave`,
    "Ojai",
    "CA",
    "93023",
    `(805) 555-${String(i).padStart(4, "0")}`,
    `www.cafe-${i}.example`,
    `hello@cafe-${i}.example`,
    "Mon-Fri 7:00-15:00; Sat 8am-2pm",
    `https://www.facebook.com/cafe${i}`,
  ].join(",");
}

/** The file: `rows` rows (1…rows) after the header, CRLF line ends. */
export function membersCsv(rows: number, edition = 1, lines: (i: number) => string = (i) => memberRow(i, edition)) {
  const text = [header, ...Array.from({ length: rows }, (_, index) => lines(index + 1))].join("\r\n");
  // é and ú are the same bytes in Latin-1 as in Windows-1252.
  return Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(`${text}\r\n`, "latin1")]);
}
