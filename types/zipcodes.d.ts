declare module "zipcodes" {
  interface ZipCode {
    zip: string;
    latitude: number;
    longitude: number;
    city: string;
    state: string;
    country: string;
  }
  const zipcodes: {
    codes: Record<string, ZipCode>;
    lookup(zip: string | number): ZipCode | undefined;
  };
  export default zipcodes;
}
