export * from './limits';
export * from './catalog';
export * from './clinic';
export * from './api/owner';
export * from './api/sessions';
export * from './api/places';
export * from './field-rules';
export * from './search-url';
