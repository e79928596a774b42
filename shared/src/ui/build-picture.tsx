// A picture made at build time (issue 48 §3, shared/src/contract/pictures.ts), drawn the one way the site draws them:
// a <picture> of AVIF and WebP <source>s over a PNG <img>, each with every width (`srcset` + `sizes`), the <img> with
// its width and height (nothing shifts), decorative (`alt=""`: the card's own text names it), lazy unless `eager`,
// the page's first asked for first. The home page's provider rows and the lobby grids' cards use it.
import type { CSSProperties } from 'react';
import { PICTURE_FORMATS, type PictureFormat } from '../contract/pictures';

export interface BuildPictureProps {
  /** The `srcset` of every width in one format. */
  srcSet: (format: PictureFormat) => string;
  /** The <img>'s own `src`: the PNG at 1×. */
  src: string;
  width: number;
  height: number;
  sizes: string;
  eager?: boolean;
  /** The page's first picture: fetchpriority="high". */
  priority?: boolean;
  className?: string;
  style?: CSSProperties;
  testId?: string;
}

export function BuildPicture({ srcSet, src, width, height, sizes, eager = false, priority = false, className, style, testId }: BuildPictureProps) {
  return (
    <picture data-testid={testId}>
      {PICTURE_FORMATS.filter((f) => f !== 'png').map((f) => <source key={f} type={`image/${f}`} srcSet={srcSet(f)} sizes={sizes} />)}
      <img className={className} src={src} srcSet={srcSet('png')} sizes={sizes} alt="" width={width} height={height} decoding="async" style={style}
        loading={eager || priority ? 'eager' : 'lazy'} fetchPriority={priority ? 'high' : undefined} />
    </picture>
  );
}
