import { useEffect, useRef, useState, type ChangeEvent, type KeyboardEvent } from "react";

const asTyped = (text: string) => text;

/**
 * The search box of a list page whose address holds the search: the box follows the typing at
 * once, the address once the typing pauses for `delayMs`, or at once when the box is left or Enter
 * is pressed (`commit`). Committing on leaving matters: a click on a result leaves the box first,
 * so the search is in the address before the next screen opens, and no late write can follow it
 * there and send the person back to the list. When the address changes from elsewhere (Back, the
 * menu), the box shows what is searched.
 */
export function useAddressSearch(current: string, write: (search: string) => void, delayMs: number, normalize: (text: string) => string = asTyped) {
  const [text, setText] = useState(current);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // The latest of each, for the timer to read when it fires.
  const latest = useRef({ current, write, normalize });
  latest.current = { current, write, normalize };

  useEffect(() => {
    clearTimeout(timer.current);
    const wanted = latest.current.normalize(text);
    if (wanted === latest.current.current) return;
    timer.current = setTimeout(() => latest.current.write(wanted), delayMs);
  }, [text, delayMs]);

  useEffect(() => {
    if (current === latest.current.normalize(text)) return;
    clearTimeout(timer.current);
    setText(current);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a change of the address itself resets the box; typing must not.
  }, [current]);

  useEffect(() => () => clearTimeout(timer.current), []);

  const commit = () => {
    clearTimeout(timer.current);
    const wanted = normalize(text);
    if (wanted !== current) write(wanted);
  };

  return { text, setText, commit };
}

/** What the search box takes from useAddressSearch: the text, and commit on leaving or on Enter. */
export function searchBoxProps(search: ReturnType<typeof useAddressSearch>) {
  return {
    value: search.text,
    onChange: (event: ChangeEvent<HTMLInputElement>) => search.setText(event.currentTarget.value),
    onBlur: search.commit,
    onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => {
      if (event.key === "Enter") search.commit();
    },
  };
}
