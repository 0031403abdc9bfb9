/**
 * `@directpay/shared-ui/forms`: the contract resolver for react-hook-form, which
 * brings @hookform/resolvers, TypeBox's checker and the contracts' field formats.
 * Its own entry point and its own federation singleton, so a page without a form
 * never downloads them. The form controls (TextField, Input…) are plain styled
 * components and stay in the main entry.
 */
export * from '#src/forms/contract-resolver';
