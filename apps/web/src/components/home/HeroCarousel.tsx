// The home page hero (docs/product.md §2): the slides staff switched on (GET /api/home), with
// previous/next (wrapping), a dot per slide that jumps, and a move to the next slide every 5 s, wrapping. A visible Pause/Play button stops and restarts
// it (WCAG 2.2.2); it also rests while the pointer is over the hero or focus is inside it (the
// button's own focus aside, or pressing Play would keep it still), and starts stopped for people
// who ask for reduced motion, until they press Play.
//
// With one slide (or none on: the chamber's name over the welcome illustration) there is nothing to
// move, and no controls are drawn.
//
// Full-width slides need no carousel engine: the track is moved by a CSS transform and a
// timer. Embla and @mantine/carousel were ~12 KB gzip of the home page's first script.
import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { ButtonLink } from "#web/components/links/RouterLinks.tsx";
import {
  IconChevronLeft,
  IconChevronRight,
  IconPlayerPauseFilled,
  IconPlayerPlayFilled,
} from "#web/components/ui/icons.ts";
import { ContainerMarkup } from "#web/components/ui/layout-markup.tsx";
import { TextMarkup, TitleMarkup, VisuallyHiddenMarkup } from "#web/components/ui/mantine-markup.tsx";
import focusRing from "#web/lib/focus-ring.module.css";
import { useSiteFacts } from "#web/lib/site-facts.ts";
import classes from "./HeroCarousel.module.css";
import { emptySlide, HERO_AUTOPLAY_MS, type HeroSlide, heroArt } from "./hero-slides.ts";
import { useReducedMotion } from "./use-reduced-motion.ts";

/** How far a finger must travel across the hero to change the slide. */
const SWIPE_PX = 40;

function SlideImage({ slide }: { slide: HeroSlide }) {
  if (!slide.image) {
    const { src, alt } = heroArt[slide.art];
    return <img src={src} alt={alt} className={classes.image} width={1600} height={900} />;
  }
  // The largest variant (1200 px wide at most) fills a phone's 3x screen as well as a desktop's
  // hero: a srcset would save little and cost the page's script its own chunk.
  const { url, width, height } = slide.image;
  return <img src={url} alt={slide.imageAlt} className={classes.image} width={width} height={height} />;
}

export function HeroCarousel({ slides: shown }: { slides: readonly HeroSlide[] }) {
  const siteName = useSiteFacts().name;
  // No slide on: the chamber's name over the welcome illustration.
  const slides = shown.length ? shown : [{ ...emptySlide, title: siteName }];
  const count = slides.length;
  const wrap = (index: number) => (index + count) % count;
  const reducedMotion = useReducedMotion();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [chosen, setSelected] = useState(0);
  // The preview's slides change under it: a place past the end is the first slide.
  const selected = chosen < count ? chosen : 0;
  // The visitor's own choice from the Pause/Play button; until they make one, reduced motion decides.
  const [stoppedByVisitor, setStoppedByVisitor] = useState<boolean | null>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const dots = useRef<HTMLDivElement>(null);
  const swipeStart = useRef<number | null>(null);
  const trackId = useId();
  // The live region starts empty, in the server's page too, and says where the hero is once the
  // script runs it: a screen reader then hears each move, and the page reads the same before and
  // after hydration.
  const [announcing, setAnnouncing] = useState(false);
  useEffect(() => setAnnouncing(true), []);

  const stopped = stoppedByVisitor ?? reducedMotion;
  const paused = stopped || hovered || focused || count < 2;

  // A whole 5 s on every slide: a move by hand starts the count again.
  useEffect(() => {
    if (paused) return;
    const timer = window.setTimeout(() => setSelected((selected + 1) % count), HERO_AUTOPLAY_MS);
    return () => window.clearTimeout(timer);
  }, [paused, selected, count]);

  /** Arrow keys, Home and End on a dot move along the dots, as in any tab list. */
  const onDotKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const target = { ArrowRight: selected + 1, ArrowLeft: selected - 1, Home: 0, End: count - 1 }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    event.stopPropagation();
    setSelected(wrap(target));
    (dots.current?.children[wrap(target)] as HTMLElement | undefined)?.focus();
  };

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
      <VisuallyHiddenMarkup component="h1" id="home-title">
        {siteName}
      </VisuallyHiddenMarkup>
      {/* First in the hero, so the keyboard reaches it before the slides move on. */}
      {count > 1 && (
        <button
          ref={toggle}
          type="button"
          className={`${classes.round} ${classes.playToggle} ${focusRing.ring}`}
          aria-label={stopped ? "Play slideshow" : "Pause slideshow"}
          onClick={() => setStoppedByVisitor(!stopped)}
        >
          {stopped ? <IconPlayerPlayFilled size={20} aria-hidden /> : <IconPlayerPauseFilled size={20} aria-hidden />}
        </button>
      )}
      {/* biome-ignore lint/a11y/useSemanticElements: a carousel is a region by the APG's pattern, named below */}
      <div
        role="region"
        aria-roledescription="carousel"
        aria-label="Ojai Valley highlights"
        className={classes.root}
        onKeyDown={(event) => {
          if (event.key === "ArrowRight") setSelected(wrap(selected + 1));
          else if (event.key === "ArrowLeft") setSelected(wrap(selected - 1));
        }}
      >
        <VisuallyHiddenMarkup role="status" aria-live="polite" aria-atomic="true">
          {announcing && count > 1 && `Slide ${selected + 1} of ${count}`}
        </VisuallyHiddenMarkup>
        {count > 1 && (
          <div className={classes.controls}>
            <button
              type="button"
              className={`${classes.round} ${classes.control} ${focusRing.ring}`}
              aria-label="Previous slide"
              aria-controls={trackId}
              onClick={() => setSelected(wrap(selected - 1))}
            >
              <IconChevronLeft size={22} aria-hidden />
            </button>
            <button
              type="button"
              className={`${classes.round} ${classes.control} ${focusRing.ring}`}
              aria-label="Next slide"
              aria-controls={trackId}
              onClick={() => setSelected(wrap(selected + 1))}
            >
              <IconChevronRight size={22} aria-hidden />
            </button>
          </div>
        )}
        <div
          className={classes.viewport}
          onPointerDown={(event) => {
            swipeStart.current = event.clientX;
          }}
          onPointerUp={(event) => {
            const moved = swipeStart.current === null ? 0 : event.clientX - swipeStart.current;
            swipeStart.current = null;
            if (Math.abs(moved) >= SWIPE_PX) setSelected(wrap(selected + (moved < 0 ? 1 : -1)));
          }}
        >
          <div id={trackId} className={classes.track} style={{ transform: `translateX(${-100 * selected}%)` }}>
            {slides.map((slide, index) => (
              // biome-ignore lint/a11y/useSemanticElements: a slide is a group by the APG's carousel pattern
              <div
                // biome-ignore lint/suspicious/noArrayIndexKey: two slides may share a title; the order is the slide's place
                key={index}
                role="group"
                aria-roledescription="slide"
                aria-label={`${index + 1} of ${count}: ${slide.title}`}
                aria-hidden={index !== selected || undefined}
                inert={index !== selected || undefined}
                data-active={index === selected || undefined}
                data-testid="hero-slide"
                className={classes.slide}
              >
                <SlideImage slide={slide} />
                <div className={classes.scrim} />
                <ContainerMarkup size="lg" className={classes.content}>
                  <TitleMarkup order={2} className={classes.title}>
                    {slide.title}
                  </TitleMarkup>
                  {slide.subtitle && (
                    <TextMarkup size={null} className={classes.subtitle}>
                      {slide.subtitle}
                    </TextMarkup>
                  )}
                </ContainerMarkup>
                {slide.buttonLabel && (
                  <ContainerMarkup size="lg" className={classes.actionsWrap}>
                    <ButtonLink
                      to={slide.buttonTarget as "/"}
                      size="md"
                      color="citrus.3"
                      c="dark.9"
                      className={classes.actions}
                    >
                      {slide.buttonLabel}
                    </ButtonLink>
                  </ContainerMarkup>
                )}
              </div>
            ))}
          </div>
        </div>
        {count > 1 && (
          <div ref={dots} role="tablist" aria-label="Slides" className={classes.indicators}>
            {slides.map((slide, index) => (
              <button
                // biome-ignore lint/suspicious/noArrayIndexKey: a dot is its slide's place
                key={index}
                type="button"
                role="tab"
                className={`${classes.indicator} ${focusRing.ring}`}
                aria-label={`Go to slide ${index + 1}: ${slide.title}`}
                aria-selected={index === selected}
                aria-controls={trackId}
                tabIndex={index === selected ? 0 : -1}
                data-active={index === selected || undefined}
                onClick={() => setSelected(index)}
                onKeyDown={onDotKeyDown}
                // A click on a dot leaves focus where it was, so the hero does not stop because of it.
                onMouseDown={(event) => event.preventDefault()}
              />
            ))}
          </div>
        )}
      </div>
    </section>
  );
}
