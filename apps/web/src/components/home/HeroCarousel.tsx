// The home page hero (docs/product.md §2): three slides with previous/next (wrapping), three dots that jump,
// and a move to the next slide every 5 s, wrapping. A visible Pause/Play button stops and restarts
// it (WCAG 2.2.2); it also rests while the pointer is over the hero or focus is inside it (the
// button's own focus aside, or pressing Play would keep it still), and starts stopped for people
// who ask for reduced motion, until they press Play.
import "@mantine/carousel/styles.css";
import { Carousel } from "@mantine/carousel";
import { ActionIcon, Button, Container, Group, Text, Title, VisuallyHidden } from "@mantine/core";
import { useReducedMotion } from "@mantine/hooks";
import { IconChevronLeft, IconChevronRight, IconPlayerPauseFilled, IconPlayerPlayFilled } from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";
import type { EmblaCarouselType } from "embla-carousel";
import Autoplay from "embla-carousel-autoplay";
import { useEffect, useRef, useState } from "react";
import classes from "./HeroCarousel.module.css";
import { HERO_AUTOPLAY_MS, heroSlides } from "./hero-slides.ts";

export function HeroCarousel() {
  const reducedMotion = useReducedMotion();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [selected, setSelected] = useState(0);
  // The visitor's own choice from the Pause/Play button; until they make one, reduced motion decides.
  const [stoppedByVisitor, setStoppedByVisitor] = useState<boolean | null>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  // One plugin instance for the component's life; it starts stopped and the effect below decides.
  const autoplay = useRef(
    Autoplay({
      delay: HERO_AUTOPLAY_MS,
      playOnInit: false,
      stopOnInteraction: false,
      stopOnFocusIn: false,
      stopOnMouseEnter: false,
    }),
  );

  const [embla, setEmbla] = useState<EmblaCarouselType | null>(null);

  const stopped = stoppedByVisitor ?? reducedMotion;
  const paused = stopped || hovered || focused;
  const pausedRef = useRef(paused);
  pausedRef.current = paused;

  useEffect(() => {
    // The plugin exists once embla has mounted; until then there is nothing to start or stop.
    if (!embla) return;
    if (paused) autoplay.current.stop();
    else autoplay.current.play();
  }, [embla, paused]);

  useEffect(() => {
    if (!embla) return;
    // After a drag the plugin restarts itself; keep it stopped if a pause still applies.
    const keepPaused = () => {
      if (pausedRef.current) autoplay.current.stop();
    };
    embla.on("pointerUp", keepPaused);
    return () => {
      embla.off("pointerUp", keepPaused);
    };
  }, [embla]);

  return (
    <section
      aria-labelledby="home-title"
      className={classes.hero}
      data-autoplay={paused ? "paused" : "playing"}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={(event) => setFocused(!toggle.current?.contains(event.target))}
      onBlur={(event) => {
        const next = event.relatedTarget as Node | null;
        if (!event.currentTarget.contains(next) || toggle.current?.contains(next)) setFocused(false);
      }}
    >
      <VisuallyHidden component="h1" id="home-title">
        Ojai Valley Chamber of Commerce
      </VisuallyHidden>
      {/* First in the hero, so the keyboard reaches it before the slides move on. */}
      <ActionIcon
        ref={toggle}
        className={classes.playToggle}
        size={44}
        radius="xl"
        variant="white"
        color="oak.9"
        aria-label={stopped ? "Play slideshow" : "Pause slideshow"}
        onClick={() => setStoppedByVisitor(!stopped)}
      >
        {stopped ? <IconPlayerPlayFilled size={20} aria-hidden /> : <IconPlayerPauseFilled size={20} aria-hidden />}
      </ActionIcon>
      <Carousel
        withIndicators
        emblaOptions={{ loop: true, duration: reducedMotion ? 0 : 25 }}
        plugins={[autoplay.current]}
        onSlideChange={setSelected}
        getEmblaApi={setEmbla}
        previousControlProps={{ "aria-label": "Previous slide" }}
        nextControlProps={{ "aria-label": "Next slide" }}
        previousControlIcon={<IconChevronLeft size={22} />}
        nextControlIcon={<IconChevronRight size={22} />}
        controlSize={44}
        getIndicatorProps={(index) => ({
          "aria-label": `Go to slide ${index + 1}: ${heroSlides[index]?.title ?? ""}`,
        })}
        classNames={{
          root: classes.root,
          control: classes.control,
          controls: classes.controls,
          indicators: classes.indicators,
          indicator: classes.indicator,
        }}
        aria-label="Ojai Valley highlights"
      >
        {heroSlides.map((slide, index) => (
          <Carousel.Slide
            key={slide.title}
            aria-label={`${index + 1} of ${heroSlides.length}: ${slide.title}`}
            aria-hidden={index !== selected || undefined}
            inert={index !== selected || undefined}
            data-active={index === selected || undefined}
            data-testid="hero-slide"
          >
            <div className={classes.slide}>
              <img src={slide.image.src} alt={slide.image.alt} className={classes.image} width={1600} height={900} />
              <div className={classes.scrim} />
              <Container size="lg" className={classes.content}>
                <Title order={2} className={classes.title}>
                  {slide.title}
                </Title>
                <Text className={classes.subtitle}>{slide.subtitle}</Text>
              </Container>
            </div>
          </Carousel.Slide>
        ))}
      </Carousel>
      <Container size="lg" className={classes.actionsWrap}>
        <Group gap="sm" className={classes.actions}>
          <Button component={Link} to="/directory" size="md" color="citrus.3" c="dark.9">
            Explore Businesses
          </Button>
          <Button component={Link} to="/events" size="md" variant="white" c="oak.9">
            Upcoming Events
          </Button>
        </Group>
      </Container>
    </section>
  );
}
