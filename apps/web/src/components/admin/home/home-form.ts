// The home page form's values ↔ the API (GET/PUT /api/home). The values keep each slide's photo as
// the read answered it (for the preview) and each figure with every field (switching a figure between
// fixed and live keeps what was typed); the input sends ids and the fields its kind has.
import { type HomeContent, type HomeContentInput, type HomeMeasure, homeContentInput } from "@chamber/core/schemas";
import type { EntityFormSpec } from "#web/components/admin/scaffold/use-entity-form.ts";
import { emptySlide } from "#web/components/home/hero-slides.ts";
import { zodResolver } from "#web/lib/zod-form.ts";

export type HomeSlideValues = HomeContent["slides"][number];
interface HomeFigureValues {
  kind: "fixed" | "live";
  measure: HomeMeasure;
  value: string;
  label: string;
}
export interface HomeValues {
  slides: HomeSlideValues[];
  figures: HomeFigureValues[];
  testimonials: HomeContent["testimonials"];
  band: HomeContent["band"];
}

export const measureLabels: Record<HomeMeasure, string> = {
  listedBusinesses: "Businesses listed in the directory",
  eventsThisYear: "Events this year",
};

export const newSlide: HomeSlideValues = emptySlide;

export const newTestimonial: HomeValues["testimonials"][number] = { name: "", business: "", text: "", rating: 5 };

export const newBandCard: HomeValues["band"]["cards"][number] = {
  title: "",
  text: "",
  buttonLabel: "Learn More",
  buttonContext: "",
  buttonTarget: "/",
};

function homeValues(content: HomeContent | null): HomeValues {
  if (!content) throw new Error("The home page form edits what GET /api/home answered");
  return {
    slides: content.slides,
    figures: content.figures.map((figure) => ({
      kind: figure.kind,
      measure: figure.measure ?? "listedBusinesses",
      // A live figure's count is not typed: switching it to fixed starts empty.
      value: figure.kind === "fixed" ? figure.value : "",
      label: figure.label,
    })),
    testimonials: content.testimonials,
    band: content.band,
  };
}

function homeInput(values: HomeValues): HomeContentInput {
  return {
    slides: values.slides.map(({ image, ...slide }) => ({ ...slide, imageId: image?.id ?? null })),
    figures: values.figures.map((figure) =>
      figure.kind === "fixed"
        ? { kind: "fixed", value: figure.value, label: figure.label }
        : { kind: "live", measure: figure.measure, label: figure.label },
    ),
    testimonials: values.testimonials,
    band: values.band,
  };
}

const resolve = zodResolver(homeContentInput);

export const homeFormSpec: EntityFormSpec<HomeContent, HomeValues, HomeContentInput> = {
  values: homeValues,
  toInput: homeInput,
  // The input's paths are the values' (slides.0.title, figures.2.value): errors land under their fields.
  validate: (values) => resolve(homeInput(values)),
  messages: {
    created: "Home page saved",
    updated: "Home page saved",
    createFailed: "Failed to save the home page",
    updateFailed: "Failed to save the home page",
  },
};

/** The form's values as the public components draw them, live figures counted as last read. */
export function previewContent(values: HomeValues, saved: HomeContent): HomeContent {
  const counted = new Map(saved.figures.flatMap((figure) => (figure.measure ? [[figure.measure, figure.value]] : [])));
  return {
    slides: values.slides,
    figures: values.figures.map((figure) =>
      figure.kind === "fixed"
        ? { kind: "fixed", measure: null, value: figure.value, label: figure.label }
        : { kind: "live", measure: figure.measure, value: counted.get(figure.measure) ?? "…", label: figure.label },
    ),
    testimonials: values.testimonials,
    band: values.band,
  };
}
