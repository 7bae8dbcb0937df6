// The home page's editable content (docs/decisions/035-editable-home-page.md): the hero slides, the
// three figures, the testimonials and the Get Involved band. Staff write it whole (PUT /home); the
// public reads it with each photo's address and each live figure counted (GET /home).
import { z } from "zod";
import { imageOutput } from "../images/image.ts";

const text = (label: string, max: number, min = 1) =>
  z.string().trim().min(min, `${label} is required`).max(max, `${label} must be at most ${max} characters`);

/** A button's target: a path on this site (`/events`) or an https address. */
export const homeLinkTarget = z
  .string()
  .trim()
  .max(300, "Link must be at most 300 characters")
  .refine(
    (value) => {
      if (/^\/(?!\/)[^\s\\]*$/.test(value)) return true;
      if (!value.startsWith("https://")) return false;
      return URL.canParse(value) && new URL(value).hostname.includes(".");
    },
    { message: "Link must be a path on this site (starting with /) or an https:// address" },
  )
  .meta({ description: "A path on this site (`/events`) or an `https://` address" });

/** The bundled illustrations a slide shows when it has no uploaded photo. */
export const HOME_HERO_ART = ["welcome", "directory", "events"] as const;
export type HomeHeroArt = (typeof HOME_HERO_ART)[number];

const slideFields = {
  title: text("Title", 80),
  subtitle: text("Subtitle", 200, 0),
  /** An uploaded photo from POST /images; null shows the bundled illustration `art`. */
  imageId: z.number().int().positive("Image id must be positive").nullable(),
  /** The uploaded photo's description for people who cannot see it (the illustrations have their own). */
  imageAlt: text("Photo description", 200, 0),
  art: z.enum(HOME_HERO_ART).meta({ description: "The bundled illustration shown when there is no photo" }),
  buttonLabel: text("Button label", 40, 0),
  buttonTarget: z.union([z.literal(""), homeLinkTarget]),
  enabled: z.boolean().meta({ description: "Off keeps the slide but hides it from the home page" }),
};

export const homeSlideInput = z
  .object(slideFields)
  .refine((slide) => slide.imageId === null || slide.imageAlt.length > 0, {
    message: "Describe the photo for people who cannot see it",
    path: ["imageAlt"],
  })
  .refine((slide) => (slide.buttonLabel === "") === (slide.buttonTarget === ""), {
    message: "A button needs both a label and a link",
    path: ["buttonTarget"],
  });

export const HOME_MEASURES = ["listedBusinesses", "eventsThisYear"] as const;
export type HomeMeasure = (typeof HOME_MEASURES)[number];

export const homeFigureInput = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("fixed"), value: text("Figure", 12), label: text("Label", 40) }),
  z.object({
    kind: z.literal("live"),
    measure: z.enum(HOME_MEASURES).meta({
      description:
        "`listedBusinesses`: the businesses the directory lists now; `eventsThisYear`: the published events dated this calendar year",
    }),
    label: text("Label", 40),
  }),
]);

export const homeTestimonialInput = z.object({
  name: text("Name", 80),
  business: text("Business", 120, 0),
  text: text("Text", 600),
  rating: z
    .number()
    .int("Rating must be a whole number")
    .min(1, "Rating must be 1 to 5")
    .max(5, "Rating must be 1 to 5"),
});

export const homeBandCardInput = z.object({
  title: text("Title", 60),
  text: text("Text", 240),
  buttonLabel: text("Button label", 40),
  /** Read after the label by screen readers only ("Learn More about membership"). */
  buttonContext: text("Button context", 60, 0),
  buttonTarget: homeLinkTarget,
});

export const homeBandInput = z.object({
  title: text("Title", 60),
  lead: text("Lead", 200, 0),
  cards: z.array(homeBandCardInput).min(1, "Add at least one card").max(3, "At most 3 cards"),
});

export const homeContentInput = z
  .object({
    slides: z.array(homeSlideInput).min(1, "Add at least one slide").max(6, "At most 6 slides"),
    figures: z.array(homeFigureInput).length(3, "There are exactly 3 figures"),
    testimonials: z.array(homeTestimonialInput).max(6, "At most 6 testimonials"),
    band: homeBandInput,
  })
  .meta({ id: "HomeContentInput" });
export type HomeContentInput = z.output<typeof homeContentInput>;
export type HomeSlideInput = z.output<typeof homeSlideInput>;
export type HomeFigureInput = z.output<typeof homeFigureInput>;

export const homeContentOutput = z
  .object({
    slides: z.array(
      z.object({
        ...slideFields,
        image: imageOutput.nullable().meta({ description: "The uploaded photo's variants; null when none" }),
      }),
    ),
    figures: z.array(
      z.object({
        kind: z.enum(["fixed", "live"]),
        measure: z.enum(HOME_MEASURES).nullable(),
        value: z.string().meta({ description: "As shown: the fixed text, or the live count" }),
        label: z.string(),
      }),
    ),
    testimonials: z.array(homeTestimonialInput),
    band: homeBandInput,
  })
  .meta({ id: "HomeContent" });
export type HomeContent = z.output<typeof homeContentOutput>;
