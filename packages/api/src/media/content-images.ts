// The check every page and article save makes of the images its markdown shows
// (docs/decisions/034-media-library.md): an image from another site is refused, never silently
// dropped; on a public page a library photo needs alt text — the markdown's, which Insert photo
// copies from the library — unless the photo is marked decorative.
import { parseImageUrl } from "@chamber/core";
import type { Context } from "../context.ts";
import { fieldRefusal } from "../contract/field-refusal.ts";

/** What the OpenAPI document says of the rule, on every write it guards. */
export const IMAGE_RULE_TEXT =
  "400 (field `content`) for an image from another site, and, when published, for a library photo without alt text (in the library and in the markdown) that is not marked decorative.";

/** Loaded on the first save that shows an image: the parser is slow to import and most programs never need it. */
export const markdownImages = () => import("@chamber/markdown/images");

/** Throws the field error (`content`) of the first image `content` may not show; `published` asks for alt text too. */
export async function checkContentImages(ctx: Context, content: string, published: boolean): Promise<void> {
  if (!content.includes("!") && !/<img/i.test(content)) return;
  const { contentImages, externalImageMessage, isSiteImageSource } = await markdownImages();
  const images = contentImages(content);
  const outside = images.find((image) => !isSiteImageSource(image.src));
  if (outside) throw fieldRefusal("content", externalImageMessage(outside.src));
  if (!published) return;
  const shown = images.flatMap((image) => {
    const address = parseImageUrl(image.src);
    return address ? [{ ...image, id: address.id }] : [];
  });
  if (shown.length === 0) return;
  const stored = await ctx.prisma.image.findMany({
    where: { id: { in: shown.map((image) => image.id) } },
    select: { id: true, alt: true, decorative: true },
  });
  for (const image of shown) {
    const photo = stored.find((row) => row.id === image.id);
    if (!photo) throw fieldRefusal("content", `No photo in the library has the address ${image.src}`);
    if (photo.decorative) continue;
    if (!photo.alt)
      throw fieldRefusal(
        "content",
        `Photo ${photo.id} (${image.src}) has no alt text: add it in Media, or mark the photo decorative, before publishing`,
      );
    if (!image.alt)
      throw fieldRefusal(
        "content",
        `Photo ${photo.id} (${image.src}) is shown without alt text: write it between the brackets, ![like this](${image.src})`,
      );
  }
}
