export * from './catalog';
export * from './clinic';
