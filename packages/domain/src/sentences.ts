/**
 * Ends a sentence whose last word is a name or other text of a customer: "… van Springplezier
 * Verhuur B.V." gets no second dot ("B.V.."), "… van Jansen" gets one. A text that already ends
 * a sentence (. ! ? …) keeps its own mark; trailing spaces go.
 */
export const withFullStop = (text: string): string => {
  const trimmed = text.trimEnd();
  return /[.!?…]$/u.test(trimmed) ? trimmed : `${trimmed}.`;
};
