// The seed's photos: valley landscapes drawn as SVG and rendered with sharp at seed time (nothing is
// downloaded), then stored through the same pipeline as an upload, so a fresh install shows cards
// and pages with photos. Each is a sky, a sun or moon, and three ridges of the Topatopa range in
// the palette of its subject, varied by its place in the list so no two look alike.
import type { PrismaClient } from "./generated/prisma/client.ts";
import { encodeImage } from "./images/encode-image.ts";
import { loadSharp } from "./images/load-sharp.ts";
import { saveImage } from "./images/save-image.ts";

interface Palette {
  sky: [string, string];
  sun: string;
  ridges: [string, string, string];
}

const palettes: Record<string, Palette> = {
  dusk: { sky: ["#f6bd60", "#f28482"], sun: "#fff3b0", ridges: ["#b56576", "#6d597a", "#355070"] },
  pink: { sky: ["#ffd6a5", "#ffadad"], sun: "#fffffc", ridges: ["#c08497", "#84a59d", "#3d5a80"] },
  citrus: { sky: ["#fff1a8", "#ffb347"], sun: "#ff7b00", ridges: ["#90be6d", "#43aa8b", "#277da1"] },
  sage: { sky: ["#e9f5db", "#b5c99a"], sun: "#fefae0", ridges: ["#97a97c", "#718355", "#3a5a40"] },
  night: { sky: ["#22223b", "#4a4e69"], sun: "#f2e9e4", ridges: ["#9a8c98", "#4a4e69", "#1b1b2f"] },
  coast: { sky: ["#caf0f8", "#90e0ef"], sun: "#ffffff", ridges: ["#48cae4", "#0096c7", "#023e8a"] },
};

/** One ridge line across the picture, from a few sine waves. */
function ridge(width: number, height: number, base: number, amplitude: number, phase: number): string {
  const points: string[] = [];
  for (let x = 0; x <= width; x += width / 48) {
    const y = base + amplitude * (Math.sin(x / 140 + phase) * 0.6 + Math.sin(x / 53 + phase * 2.3) * 0.25);
    points.push(`${x.toFixed(1)},${y.toFixed(1)}`);
  }
  return `M0,${height} L${points.join(" L")} L${width},${height} Z`;
}

// 800 wide: as wide as a card at twice the pixel density, and two variant widths instead of three
// keep a fresh install's seeding to a few seconds.
function landscapeSvg(palette: Palette, variation: number, width = 800, height = 533): Buffer {
  const [near, middle, far] = [palette.ridges[2], palette.ridges[1], palette.ridges[0]];
  const sunX = width * 0.15 + ((variation * 211) % Math.round(width * 0.7));
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
      `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.sky[0]}"/><stop offset="1" stop-color="${palette.sky[1]}"/></linearGradient></defs>` +
      `<rect width="${width}" height="${height}" fill="url(#sky)"/>` +
      `<circle cx="${sunX}" cy="${height * 0.32}" r="${height * 0.09 + (variation % 3) * 10}" fill="${palette.sun}" opacity="0.9"/>` +
      `<path d="${ridge(width, height, height * 0.52, 70, variation)}" fill="${far}"/>` +
      `<path d="${ridge(width, height, height * 0.66, 55, variation + 2)}" fill="${middle}"/>` +
      `<path d="${ridge(width, height, height * 0.8, 40, variation + 4)}" fill="${near}"/>` +
      "</svg>",
  );
}

/** Which seeded businesses and events get a photo, and in which palette. */
export const seedPhotos = {
  businesses: {
    "Arcade Light Gallery": "dusk",
    "Arcade Paper & Ink": "pink",
    "Blue Heron Fine Art": "coast",
    "Chaparral Dance Collective": "night",
    "Creekside Landscape & Irrigation": "citrus",
  },
  events: {
    "Ojai Art Walk": "dusk",
    "Twilight Concerts in the Park": "night",
    "Ojai Valley Tangerine Festival": "citrus",
    "Valley Harvest Block Party": "sage",
  },
} as const satisfies Record<string, Record<string, keyof typeof palettes>>;

async function photo(palette: keyof typeof palettes, variation: number) {
  const sharp = await loadSharp();
  const jpeg = await sharp(landscapeSvg(palettes[palette] as Palette, variation))
    .jpeg({ quality: 90 })
    .toBuffer();
  return encodeImage(jpeg, { avifEffort: 1 });
}

/** Draws, stores and attaches the seed's photos to the seeded rows named in seedPhotos. */
export async function seedPhotosInto(prisma: PrismaClient): Promise<void> {
  let variation = 0;
  for (const [name, palette] of Object.entries(seedPhotos.businesses)) {
    const image = await saveImage(prisma, await photo(palette, variation++));
    await prisma.business.updateMany({ where: { name }, data: { imageId: image.id } });
  }
  for (const [title, palette] of Object.entries(seedPhotos.events)) {
    const image = await saveImage(prisma, await photo(palette, variation++));
    await prisma.event.updateMany({ where: { title }, data: { imageId: image.id } });
  }
}
