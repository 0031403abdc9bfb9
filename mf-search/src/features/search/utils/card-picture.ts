import { imageAtWidth } from '@directpay/contracts';

/**
 * A list card's picture: the images route's smallest width (400 px, for a 104 px box on a
 * dense screen), not the image as stored. The card and the early script (which fetches the
 * first card's picture ahead, src/early/early-start.ts) ask for it through this one function,
 * so the browser hands the card the picture already fetched.
 */
export const cardPictureUrl = (imageUrl: string) => imageAtWidth(imageUrl, 400);
