import { unknownApiPath } from '@/lib/server/http/methods';

/** Any /api path no other route serves (more specific routes win): a JSON 404 envelope for every method. */
export { unknownApiPath as GET, unknownApiPath as POST, unknownApiPath as PUT, unknownApiPath as PATCH, unknownApiPath as DELETE };
