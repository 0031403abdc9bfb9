/** The data module of the `zipcodes` package (US ZIP centres); it ships no types. */
declare module 'zipcodes/lib/codes' {
  export interface ZipRecord {
    zip: string;
    latitude: number;
    longitude: number;
    city: string;
    state: string;
    country: string;
  }
  export const codes: Record<string, ZipRecord>;
}
