// Access to the platform area's operations (see ./types.ts).
import { publicAccess, type AreaAccess } from './types.ts';

export const platformAccess = {
  health: publicAccess,
} satisfies AreaAccess;
