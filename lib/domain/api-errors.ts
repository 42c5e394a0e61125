/** Spec §8 texts for answers the client cannot use. */
export const BAD_CONTENT_TYPE = 'Error with response - bad content-type!';
export const WRONG_FORMAT = 'Unhandled error, wrong response format!';
