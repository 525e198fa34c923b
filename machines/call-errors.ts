// What a machine keeps of a failed call (000 §8): the server's errores when the error carries
// them (the app's ApiError and the machines' own call errors do), else the call's fallback text.
export function callErrorMessages(error: unknown, fallback: string): string[] {
  const errores: unknown = (error as { errores?: unknown } | null)?.errores;
  return Array.isArray(errores) && errores.length > 0 && errores.every((e) => typeof e === 'string')
    ? errores
    : [fallback];
}
