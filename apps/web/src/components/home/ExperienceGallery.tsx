// 'Experience Ojai' (docs/product.md §2): four titled illustrations of the valley.
import { art } from "#web/assets/art/index.ts";
import { SimpleGridMarkup } from "#web/components/ui/layout-markup.tsx";
import { TextMarkup } from "#web/components/ui/mantine-markup.tsx";
import classes from "./ExperienceGallery.module.css";
import { HomeSection } from "./HomeSection.tsx";

const galleryItems = [
  { title: "Classic Ojai Style", image: art.galleryStyle },
  { title: "Local Businesses", image: art.galleryBusinesses },
  { title: "Local Dining", image: art.galleryDining },
  { title: "Historic Landmarks", image: art.galleryLandmarks },
] as const;

export function ExperienceGallery() {
  return (
    <HomeSection
      id="gallery-title"
      eyebrow="The valley"
      title="Experience Ojai"
      lead="Mission-revival arcades, family-run shops, orchard-to-table dining and landmarks with a century of stories."
      className={classes.section}
    >
      <SimpleGridMarkup cols={{ base: 1, xs: 2, md: 4 }} spacing="lg">
        {galleryItems.map((item) => (
          <figure key={item.title} className={classes.figure}>
            <img
              src={item.image.src}
              alt={item.image.alt}
              className={classes.image}
              loading="lazy"
              width={800}
              height={600}
            />
            <figcaption className={classes.caption}>
              <TextMarkup size="lg" color="white" ff="heading" fw={700}>
                {item.title}
              </TextMarkup>
            </figcaption>
          </figure>
        ))}
      </SimpleGridMarkup>
    </HomeSection>
  );
}
