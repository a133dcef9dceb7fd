// Loaded lazily (see index.ts): Swiper's JS and CSS reach only the pages that render a carousel.
import type { RefObject } from 'react';
import { FaChevronLeft, FaChevronRight, FaPause, FaPlay } from 'react-icons/fa6';
import styled, { createGlobalStyle } from 'styled-components';
import { Swiper, SwiperSlide } from 'swiper/react';
import { A11y, Autoplay, Keyboard, Navigation, Pagination } from 'swiper/modules';
// The core CSS only, as text (see tools/webpack), cut to the features used and injected with the component's
// styles: a server-rendered carousel is laid out before any script runs. Controls are styled here.
import swiperCss from 'swiper/swiper.css';
import { usePrefersReducedMotion } from '../hooks/usePrefersReducedMotion';
import type { CarouselLabels, CarouselProps } from './types';
import { trimSwiperCss } from './swiper-core-css';
import { useSwiperParams } from './swiper-params';
import { useCarouselControls } from './carousel-controls';

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
  const total = slides.length;
  const direction = dir ?? (typeof document !== 'undefined' && document.documentElement.dir === 'rtl' ? 'rtl' : 'ltr');

  // The a11y module reads its messages once, at init: re-create the Swiper when the language changes.
  const swiperKey = `${direction}|${labels.previous}|${labels.next}|${labels.slide}|${paginationLabel(1)}`;

  const params = useSwiperParams({ autoplayMs, labels, paginationLabel, reducedMotion });
  const controls = useCarouselControls({ autoplayMs, reducedMotion, swiperKey });

  return (
    <>
      <SwiperStyle />
      <Root
        aria-roledescription={labels.carousel ?? 'carousel'}
        aria-label={label}
        data-carousel=""
        data-autoplay={controls.playState}
        onFocus={controls.onFocus}
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
          navigation={params.navigation}
          pagination={params.pagination}
          a11y={params.a11y}
          autoplay={params.autoplay}
          onBeforeInit={controls.onBeforeInit}
          onSwiper={controls.onSwiper}
          onAfterInit={controls.syncPlayState}
          onAutoplayStart={controls.syncPlayState}
          onAutoplayStop={controls.syncPlayState}
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
          <CarouselButtons
            labels={labels}
            rotation={
              autoplayMs ? { playing: controls.playState === 'playing', toggle: controls.togglePlay } : undefined
            }
            prevRef={controls.prevRef}
            nextRef={controls.nextRef}
            paginationRef={controls.paginationRef}
          />
        </Swiper>
      </Root>
    </>
  );
}

interface CarouselButtonsProps {
  labels: CarouselLabels;
  /** The pause/play button's state and action; none without autoplay. */
  rotation: { playing: boolean; toggle: () => void } | undefined;
  prevRef: RefObject<HTMLButtonElement>;
  nextRef: RefObject<HTMLButtonElement>;
  paginationRef: RefObject<HTMLDivElement>;
}

/** Below the slides (Swiper's container-end slot): pause/play, previous, the bullets, next. */
function CarouselButtons({ labels, rotation, prevRef, nextRef, paginationRef }: CarouselButtonsProps) {
  return (
    <Controls slot="container-end" data-carousel-controls="">
      {rotation ? (
        <ControlButton
          type="button"
          onClick={rotation.toggle}
          aria-label={rotation.playing ? labels.pause : labels.play}
          data-control="rotation"
        >
          {rotation.playing ? (
            <FaPause aria-hidden="true" focusable="false" />
          ) : (
            <FaPlay aria-hidden="true" focusable="false" />
          )}
        </ControlButton>
      ) : null}
      <ControlButton ref={prevRef} type="button" aria-label={labels.previous} data-control="previous" data-direction="">
        <FaChevronLeft aria-hidden="true" focusable="false" />
      </ControlButton>
      <Bullets ref={paginationRef} data-carousel-pagination="" />
      <ControlButton ref={nextRef} type="button" aria-label={labels.next} data-control="next" data-direction="">
        <FaChevronRight aria-hidden="true" focusable="false" />
      </ControlButton>
    </Controls>
  );
}
