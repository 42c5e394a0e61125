/** The job openings of spec §2 (/jobs and its three pages); texts are in messages under Jobs.{id}. */
export const jobIds = ['sweIntern', 'marketingSalesIntern', 'businessDataOpIntern'] as const;
export type JobId = (typeof jobIds)[number];

export const isJobId = (value: string): value is JobId => (jobIds as readonly string[]).includes(value);
