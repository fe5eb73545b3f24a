import { publicFrame as frame } from '../../../engine/brand';
import { htmlAttribute } from './htmlAttribute';

// MUI's elevation 1, the shadow of the card the portal draws over this frame.
const cardShadow = '0 2px 1px -1px rgba(0,0,0,.2),0 1px 1px 0 rgba(0,0,0,.14),0 1px 3px 0 rgba(0,0,0,.12)';

const styles =
  `#page-loader.public-frame:not([hidden]){display:block;background:${frame.pageBackground};padding:${frame.pagePadding}px;overflow:hidden}` +
  `#page-loader.public-frame div{max-width:${frame.cardMaxWidth}px;margin:${frame.languageRowHeight + frame.cardGap}px auto 0;` +
  `background:#fff;border-radius:${frame.radius}px;overflow:hidden;box-shadow:${cardShadow}}` +
  `#page-loader.public-frame img{display:block;width:100%;height:${frame.bannerHeight}px;object-fit:cover}`;

/**
 * A signed-out page's loader as the public card's frame with the brand's banner, where the card will
 * show it (publicFrame): the visitor sees the brand at once, not a spinner, while the portal's script
 * loads. The loader keeps its role and name; the portal hides it as it hides the spinner.
 */
export function withPublicFrame(html: string, bannerSrc: string): string {
  const src = htmlAttribute(bannerSrc);
  return html.replace(
    /<div id="page-loader"([^>]*)><span><\/span><\/div>/,
    (_, attributes: string) =>
      `<style>${styles}</style><div id="page-loader" class="public-frame"${attributes}><div><img src="${src}" alt="" fetchpriority="high"></div></div>`,
  );
}
