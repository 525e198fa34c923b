import openapiTS, { astToString } from 'openapi-typescript';
import { format, resolveConfig } from 'prettier';

export const contractUrl = new URL('../../openapi/openapi.yaml', import.meta.url);

/** The generated client types, formatted as the repository formats them. */
export async function generateApiTypes(): Promise<string> {
  const ast = await openapiTS(contractUrl, { alphabetize: false });
  const header = '// Generated from openapi/ by `npm run gen:api`. Do not edit by hand.\n';
  const target = new URL('../../src/api/schema.d.ts', import.meta.url).pathname;
  const options = (await resolveConfig(target)) ?? {};
  return format(header + astToString(ast), { ...options, filepath: target });
}
