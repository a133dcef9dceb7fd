// The site's illustrations (it has no photography): small hand-written SVGs in the brand palette.
// Each entry is the asset URL (webpack asset/resource) plus its intrinsic size, so every <img> can
// reserve its space (no layout shift).
import heroHome from './hero-home.svg';
import heroAbout from './hero-about.svg';
import heroGetInvolved from './hero-get-involved.svg';
import heroCauses from './hero-causes.svg';
import heroBusiness from './hero-business.svg';
import causeHpv from './cause-hpv.svg';
import causeChild from './cause-child.svg';
import causeAccess from './cause-access.svg';
import causePaw from './cause-paw.svg';
import gallery1 from './gallery-1.svg';
import gallery2 from './gallery-2.svg';
import gallery3 from './gallery-3.svg';
import gallery4 from './gallery-4.svg';
import gallery5 from './gallery-5.svg';
import gallery6 from './gallery-6.svg';
import avatar1 from './avatar-1.svg';
import avatar2 from './avatar-2.svg';
import avatar3 from './avatar-3.svg';
import companion1 from './companion-1.svg';
import companion2 from './companion-2.svg';
import companion3 from './companion-3.svg';
import companion4 from './companion-4.svg';
import companion5 from './companion-5.svg';
import companion6 from './companion-6.svg';
import logo from './logo.svg';
import pressIntro from './press-intro.svg';
import clubStallions from './club-stallions.svg';
import clubFoals from './club-foals.svg';

export interface ArtworkImage {
  src: string;
  width: number;
  height: number;
}

const image = (src: string, width: number, height: number): ArtworkImage => ({ src, width, height });
const hero = (src: string) => image(src, 1600, 900);
const cause = (src: string) => image(src, 640, 480);
const scene = (src: string) => image(src, 800, 600);
const avatar = (src: string) => image(src, 240, 240);
const companion = (src: string) => image(src, 320, 160);

type Three<T> = [T, T, T];
type Six<T> = [T, T, T, T, T, T];

export interface Artwork {
  heroHome: ArtworkImage;
  heroAbout: ArtworkImage;
  heroGetInvolved: ArtworkImage;
  heroCauses: ArtworkImage;
  heroBusiness: ArtworkImage;
  causes: { hpv: ArtworkImage; child: ArtworkImage; access: ArtworkImage; paw: ArtworkImage };
  gallery: Six<ArtworkImage>;
  avatars: Three<ArtworkImage>;
  /** Fictional partner logos, ids 1-6 in order. */
  companions: Six<ArtworkImage>;
  logo: ArtworkImage;
  pressIntro: ArtworkImage;
  clubStallions: ArtworkImage;
  clubFoals: ArtworkImage;
}

export const artwork: Artwork = {
  heroHome: hero(heroHome),
  heroAbout: hero(heroAbout),
  heroGetInvolved: hero(heroGetInvolved),
  heroCauses: hero(heroCauses),
  heroBusiness: hero(heroBusiness),
  causes: { hpv: cause(causeHpv), child: cause(causeChild), access: cause(causeAccess), paw: cause(causePaw) },
  gallery: [scene(gallery1), scene(gallery2), scene(gallery3), scene(gallery4), scene(gallery5), scene(gallery6)],
  avatars: [avatar(avatar1), avatar(avatar2), avatar(avatar3)],
  companions: [
    companion(companion1),
    companion(companion2),
    companion(companion3),
    companion(companion4),
    companion(companion5),
    companion(companion6),
  ],
  logo: image(logo, 120, 120),
  pressIntro: scene(pressIntro),
  clubStallions: cause(clubStallions),
  clubFoals: cause(clubFoals),
};
