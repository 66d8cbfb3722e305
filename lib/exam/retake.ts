/**
 * A finished exam is taken again through its exam route with `?retake=1`: the start screen shows,
 * and Start asks the server for a new attempt (docs/api.md, "Retaking"). Without it, the route
 * resumes the attempt there is or opens the summary of a finished one.
 */
export const retakeParam = 'retake';

export const retakeHref = (examHref: string) => `${examHref}?${retakeParam}=1`;

export const isRetake = (value: string | null) => value === '1';
