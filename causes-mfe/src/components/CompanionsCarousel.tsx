// "Our companions": six partner logos in a carousel, the CSR page's island (the only part of the section that
// runs in the browser). It reads its labels from its own translations, so its props are none.
import { Suspense, useMemo } from 'react';
import { useTranslation } from '@stallions/shared-i18n';
import styled from 'styled-components';
import { Carousel } from '@stallions/shared-ui/browser';
import { companionCarouselBreakpoints, companionCarouselDefaults, companionLogos } from '../companions';

/** The `pages` translations it reads: what its island carries to the browser. */
export const companionsTranslations = ['ourCauses.csr.companions'] as const;

/* A white tile per logo; every slide has the same width, so every tile has the same height. */
const LogoTile = styled.div`
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background-color: ${({ theme }) => theme.colors.surface};

  & img {
    display: block;
    inline-size: 100%;
    max-inline-size: 18rem;
    block-size: auto;
  }
`;

/* Keeps the carousel's space while its code loads (no layout shift). */
const CarouselPlaceholder = styled.div`
  min-block-size: calc(10rem + 76px);
`;

export function CompanionsCarousel() {
  const { t, i18n } = useTranslation('pages');
  const slides = useMemo(
    () =>
      companionLogos.map((logo) => ({
        id: logo.id,
        content: (
          <LogoTile data-companion={logo.id}>
            <img
              src={logo.src}
              alt={t('ourCauses.csr.companions.alt', { n: logo.id })}
              width={logo.width}
              height={logo.height}
              loading="lazy"
              decoding="async"
            />
          </LogoTile>
        ),
      })),
    [t],
  );
  const direction = i18n.dir(i18n.resolvedLanguage) === 'rtl' ? 'rtl' : 'ltr';
  return (
    // While the carousel's code loads, the browser keeps the server's carousel (hydration waits here).
    <Suspense fallback={<CarouselPlaceholder data-pending="" />}>
      <Carousel
        label={t('ourCauses.csr.companions.carouselLabel')}
        slides={slides}
        slidesPerView={companionCarouselDefaults.slidesPerView}
        spaceBetween={companionCarouselDefaults.spaceBetween}
        breakpoints={companionCarouselBreakpoints}
        dir={direction}
        labels={{
          previous: t('ourCauses.csr.companions.previous'),
          next: t('ourCauses.csr.companions.next'),
          pause: t('ourCauses.csr.companions.pause'),
          play: t('ourCauses.csr.companions.play'),
          slide: t('ourCauses.csr.companions.slideRole'),
          carousel: t('ourCauses.csr.companions.carouselRole'),
        }}
        slideLabel={(index, total) => t('ourCauses.csr.companions.slideLabel', { index, total })}
        paginationLabel={(index) => t('ourCauses.csr.companions.goTo', { index })}
      />
    </Suspense>
  );
}
