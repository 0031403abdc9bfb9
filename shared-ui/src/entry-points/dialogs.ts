/**
 * `@directpay/shared-ui/dialogs`: Modal and Lightbox as built on Radix dialog.
 * Its own entry point and federation singleton, loaded by the main entry's Modal
 * and Lightbox when a dialog first opens, so a page downloads Radix only when
 * someone opens a dialog. Apps import Modal and Lightbox from `@directpay/shared-ui`.
 */
export * from '#src/dialogs/modal';
export * from '#src/components/lightbox';
