/**
 * Props for a React Aria button whose popover or dialog lives in a lazy module: start loading it
 * when the pointer arrives, on keyboard focus or as a press starts, so it is there when it opens.
 */
export const loadOnIntent = (load: () => Promise<unknown>) => {
  const start = () => void load();
  return { onHoverStart: start, onFocus: start, onPressStart: start };
};
