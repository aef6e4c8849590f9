/** Version string of the generated OpenAPI documents (the package version). */
export const API_VERSION = '0.1.0';
