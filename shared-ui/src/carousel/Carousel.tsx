// Loaded lazily (see index.ts): Swiper's JS and CSS reach only the pages that render a carousel.
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type FocusEvent } from 'react';
import { FaChevronLeft, FaChevronRight, FaPause, FaPlay } from 'react-icons/fa6';
import styled, { createGlobalStyle } from 'styled-components';
import { Swiper, SwiperSlide } from 'swiper/react';
import { A11y, Autoplay, Keyboard, Navigation, Pagination } from 'swiper/modules';
import type { Swiper as SwiperInstance } from 'swiper/types';
// The core CSS only, as text (see tools/webpack), cut to the features used and injected with the component's
// styles: a server-rendered carousel is laid out before any script runs. Controls are styled here.
import swiperCss from 'swiper/swiper.css';
import { escapeHtml } from '@stallions/shared-config/html';
import { usePrefersReducedMotion } from '../hooks/usePrefersReducedMotion';
import type { CarouselProps } from './types';
import { trimSwiperCss } from './swiper-core-css';

export type { CarouselProps } from './types';

const modules = [Navigation, Pagination, A11y, Keyboard, Autoplay];

const SwiperStyle = createGlobalStyle`${trimSwiperCss(swiperCss)}`;

const Root = styled.section`
  position: relative;

  .swiper {
    padding-block-end: ${({ theme }) => theme.space[2]};
  }

  .swiper-slide {
    block-size: auto;
  }

  /* Swiper's live region (a11y module): keep it off screen. */
  .swiper-notification {
    position: absolute;
    inset-block-start: 0;
    inset-inline-start: 0;
    pointer-events: none;
    opacity: 0;
    z-index: -1000;
  }
`;

const Controls = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  margin-block-start: ${({ theme }) => theme.space[5]};
`;

const ControlButton = styled.button`
  display: inline-grid;
  place-items: center;
  /* 44px: comfortably above the 24px minimum target size (WCAG 2.5.8). */
  inline-size: 44px;
  block-size: 44px;
  padding: 0;
  border: 2px solid ${({ theme }) => theme.colors.primary};
  border-radius: 50%;
  background-color: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primary};
  transition: background-color 0.15s ease;

  &:hover:not(:disabled) {
    background-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryContrast};
  }

  &:disabled {
    opacity: 0.4;
    cursor: not-allowed;
  }

  & > svg {
    inline-size: 1rem;
    block-size: 1rem;
  }

  /* Previous points to the start side, next to the end side: mirror the chevrons in RTL. */
  [dir='rtl'] &[data-direction] > svg {
    transform: scaleX(-1);
  }
`;

const Bullets = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};

  .carousel-bullet {
    /* The button is the 24px target; the visible dot is drawn inside it. */
    display: inline-grid;
    place-items: center;
    inline-size: 28px;
    block-size: 28px;
    padding: 0;
    border: 0;
    border-radius: 50%;
    background: transparent;
  }

  .carousel-bullet::before {
    content: '';
    inline-size: 12px;
    block-size: 12px;
    border-radius: 50%;
    border: 2px solid ${({ theme }) => theme.colors.primary};
    background-color: transparent;
    transition:
      background-color 0.15s ease,
      transform 0.15s ease;
  }

  .carousel-bullet-active::before {
    background-color: ${({ theme }) => theme.colors.primary};
    transform: scale(1.15);
  }
`;

type PlayState = 'off' | 'playing' | 'paused';

export default function Carousel({
  label,
  slides,
  slidesPerView = 1,
  spaceBetween = 20,
  breakpoints,
  autoplayMs,
  dir,
  labels,
  slideLabel,
  paginationLabel,
}: CarouselProps) {
  const reducedMotion = usePrefersReducedMotion();
  const swiperRef = useRef<SwiperInstance | null>(null);
  const prevRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const paginationRef = useRef<HTMLDivElement>(null);
  const [playState, setPlayState] = useState<PlayState>('off');
  const total = slides.length;
  const direction = dir ?? (typeof document !== 'undefined' && document.documentElement.dir === 'rtl' ? 'rtl' : 'ltr');

  // The a11y module reads its messages once, at init: re-create the Swiper when the language changes.
  const swiperKey = `${direction}|${labels.previous}|${labels.next}|${labels.slide}|${paginationLabel(1)}`;

  // Autoplay is on only if asked for and motion is welcome at mount; later changes are handled below.
  const [autoplayAtMount] = useState(() => Boolean(autoplayMs) && !reducedMotion);
  const autoplay = useMemo(
    () =>
      autoplayMs
        ? { enabled: autoplayAtMount, delay: autoplayMs, disableOnInteraction: false, pauseOnMouseEnter: true }
        : undefined,
    [autoplayMs, autoplayAtMount],
  );

  const a11y = useMemo(
    () => ({
      prevSlideMessage: labels.previous,
      nextSlideMessage: labels.next,
      // Our buttons carry their own labels; no untranslated defaults may leak into the page.
      firstSlideMessage: '',
      lastSlideMessage: '',
      // Slide names and role descriptions are rendered by React below (translated, 1-based).
      slideLabelMessage: '',
      itemRoleDescriptionMessage: labels.slide,
      slideRole: 'group',
    }),
    [labels.previous, labels.next, labels.slide],
  );

  // Swiper copies changed params over its own (and would drop our element): keep this object stable and
  // read the latest label function through a ref.
  const paginationLabelRef = useRef(paginationLabel);
  useLayoutEffect(() => {
    paginationLabelRef.current = paginationLabel;
  });

  const pagination = useMemo(
    () => ({
      el: null as HTMLElement | null,
      clickable: true,
      bulletElement: 'button',
      bulletClass: 'carousel-bullet',
      bulletActiveClass: 'carousel-bullet-active',
      // Real <button>s with translated names (Swiper's default bullet is a <span>).
      renderBullet: (index: number, className: string) =>
        `<button type="button" class="${className}" aria-label="${escapeHtml(paginationLabelRef.current(index + 1))}"></button>`,
    }),
    [],
  );

  const navigation = useMemo(() => ({ prevEl: null as HTMLElement | null, nextEl: null as HTMLElement | null }), []);

  // Our own elements become Swiper's controls. They render inside <Swiper> (slot), so their refs exist by now.
  const onBeforeInit = useCallback((swiper: SwiperInstance) => {
    for (const params of [swiper.params, swiper.originalParams]) {
      if (params.navigation && typeof params.navigation === 'object') {
        params.navigation.prevEl = prevRef.current;
        params.navigation.nextEl = nextRef.current;
      }
      if (params.pagination && typeof params.pagination === 'object') {
        params.pagination.el = paginationRef.current;
      }
    }
  }, []);

  const onSwiper = useCallback((swiper: SwiperInstance) => {
    swiperRef.current = swiper;
  }, []);

  const syncPlayState = useCallback(
    (swiper: SwiperInstance) => {
      if (!autoplayMs) return;
      const running = swiper.autoplay.running;
      setPlayState(running ? 'playing' : 'paused');
      // APG: announce slide changes only while the carousel is not rotating by itself.
      swiper.wrapperEl?.setAttribute('aria-live', running ? 'off' : 'polite');
    },
    [autoplayMs],
  );

  useEffect(() => {
    const swiper = swiperRef.current;
    if (swiper && !swiper.destroyed) syncPlayState(swiper);
  }, [swiperKey, syncPlayState]);

  // The visitor switched on reduced motion while the page was open: stop at once.
  useEffect(() => {
    const swiper = swiperRef.current;
    if (reducedMotion && swiper && !swiper.destroyed && swiper.autoplay.running) swiper.autoplay.stop();
  }, [reducedMotion]);

  const togglePlay = () => {
    const swiper = swiperRef.current;
    if (!swiper || swiper.destroyed) return;
    if (swiper.autoplay.running) swiper.autoplay.stop();
    else swiper.autoplay.start();
  };

  // APG: rotation stops for good when keyboard focus moves into a slide.
  const onFocus = (event: FocusEvent<HTMLElement>) => {
    const swiper = swiperRef.current;
    if (swiper?.autoplay.running && (event.target as HTMLElement).closest('.swiper-slide')) swiper.autoplay.stop();
  };

  const playing = playState === 'playing';

  return (
    <>
      <SwiperStyle />
      <Root
        aria-roledescription={labels.carousel ?? 'carousel'}
        aria-label={label}
        data-carousel=""
        data-autoplay={playState}
        onFocus={onFocus}
      >
        <Swiper
          key={swiperKey}
          dir={direction}
          modules={modules}
          slidesPerView={slidesPerView}
          spaceBetween={spaceBetween}
          breakpoints={breakpoints}
          // Loops back to the first slide instead of stopping at the end when playing.
          rewind={Boolean(autoplayMs)}
          speed={reducedMotion ? 0 : 400}
          keyboard={{ enabled: true, onlyInViewport: true }}
          navigation={navigation}
          pagination={pagination}
          a11y={a11y}
          autoplay={autoplay}
          onBeforeInit={onBeforeInit}
          onSwiper={onSwiper}
          onAfterInit={syncPlayState}
          onAutoplayStart={syncPlayState}
          onAutoplayStop={syncPlayState}
          data-swiper=""
        >
          {slides.map((slide, index) => (
            <SwiperSlide
              key={slide.id}
              role="group"
              aria-roledescription={labels.slide}
              aria-label={slideLabel(index + 1, total)}
              data-slide-id={String(slide.id)}
            >
              {slide.content}
            </SwiperSlide>
          ))}
          <Controls slot="container-end" data-carousel-controls="">
            {autoplayMs ? (
              <ControlButton
                type="button"
                onClick={togglePlay}
                aria-label={playing ? labels.pause : labels.play}
                data-control="rotation"
              >
                {playing ? (
                  <FaPause aria-hidden="true" focusable="false" />
                ) : (
                  <FaPlay aria-hidden="true" focusable="false" />
                )}
              </ControlButton>
            ) : null}
            <ControlButton
              ref={prevRef}
              type="button"
              aria-label={labels.previous}
              data-control="previous"
              data-direction=""
            >
              <FaChevronLeft aria-hidden="true" focusable="false" />
            </ControlButton>
            <Bullets ref={paginationRef} data-carousel-pagination="" />
            <ControlButton ref={nextRef} type="button" aria-label={labels.next} data-control="next" data-direction="">
              <FaChevronRight aria-hidden="true" focusable="false" />
            </ControlButton>
          </Controls>
        </Swiper>
      </Root>
    </>
  );
}
