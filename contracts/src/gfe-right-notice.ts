/**
 * The notice of the right to a Good Faith Estimate that every profile shows. A
 * module of its own: a profile loads these words, not the estimate rules.
 */
export const GFE_RIGHT_NOTICE =
  'You have the right to receive a Good Faith Estimate of the total expected cost of any non-emergency items or services, if you do not have insurance or are not using it.';

/** CMS's page for uninsured and self-pay patients on estimates in advance. */
export const GFE_RIGHTS_URL = 'https://www.cms.gov/nosurprises/consumers/understanding-costs-in-advance';
