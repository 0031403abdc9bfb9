/**
 * The iframe snippet's sizer, run as the clinic's page runs it: it takes the height only from
 * its own card's frame, on the site's origin, about its own clinic; anything else leaves the frame
 * at its fallback height.
 */
import { PRICE_CARD_FALLBACK_HEIGHT, PRICE_CARD_HEIGHT_MESSAGE, priceCardSnippets, type PriceCardHeightMessage } from '@directpay/contracts';

const SITE = 'https://directpay.example';
const ID = '665f1c2e8b3a4d0012ab34cd';
const OTHER_ID = '665f1c2e8b3a4d0012ab34ce';

/** Puts a clinic's iframe snippet on the page as pasted HTML runs: the frame, then its script. */
function paste(clinicId: string): HTMLIFrameElement {
  const template = document.createElement('template');
  template.innerHTML = priceCardSnippets(SITE, clinicId, 'Smiles').iframe;
  const [frame, sizer] = [...template.content.children];
  const iframe = document.importNode(frame, true) as HTMLIFrameElement;
  document.body.append(iframe);
  // A script from innerHTML never runs: a new element does, with the frame before it.
  const script = document.createElement('script');
  script.textContent = sizer.textContent;
  document.body.append(script);
  return iframe;
}

const message = (clinicId: string, height: unknown) => ({ type: PRICE_CARD_HEIGHT_MESSAGE, clinicId, height }) as PriceCardHeightMessage;
const post = (data: unknown, origin: string, source: Window | null) => window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
/** The height the frame shows: the script's style, else its attribute. */
const heightOf = (iframe: HTMLIFrameElement) => iframe.style.height || `${iframe.getAttribute('height')}px`;

afterEach(() => document.body.replaceChildren());

describe("the iframe snippet's sizer", () => {
  it("sets the frame to the height its card reports, as often as it changes", () => {
    const iframe = paste(ID);
    expect(heightOf(iframe)).toBe(`${PRICE_CARD_FALLBACK_HEIGHT}px`);
    post(message(ID, 912.4), SITE, iframe.contentWindow);
    expect(heightOf(iframe)).toBe('913px');
    post(message(ID, 640), SITE, iframe.contentWindow);
    expect(heightOf(iframe)).toBe('640px');
  });

  it('ignores the same message from another origin', () => {
    const iframe = paste(ID);
    post(message(ID, 900), 'https://evil.example', iframe.contentWindow);
    post(message(ID, 900), 'null', iframe.contentWindow);
    expect(heightOf(iframe)).toBe(`${PRICE_CARD_FALLBACK_HEIGHT}px`);
  });

  it("ignores another frame's message, and another clinic's: two cards on a page keep their own heights", () => {
    const first = paste(ID);
    const second = paste(OTHER_ID);
    post(message(OTHER_ID, 300), SITE, second.contentWindow);
    post(message(ID, 700), SITE, second.contentWindow);
    post(message(OTHER_ID, 900), SITE, first.contentWindow);
    post(message(ID, 800), SITE, window);
    expect([heightOf(first), heightOf(second)]).toEqual([`${PRICE_CARD_FALLBACK_HEIGHT}px`, '300px']);
    post(message(ID, 700), SITE, first.contentWindow);
    expect([heightOf(first), heightOf(second)]).toEqual(['700px', '300px']);
  });

  it('ignores a message of another kind or without a usable height', () => {
    const iframe = paste(ID);
    for (const data of ['912', null, { ...message(ID, 900), type: 'resize' }, message(ID, '900'), message(ID, -5), message(ID, Number.NaN), message(ID, 1e9)]) {
      post(data, SITE, iframe.contentWindow);
    }
    expect(heightOf(iframe)).toBe(`${PRICE_CARD_FALLBACK_HEIGHT}px`);
  });
});
