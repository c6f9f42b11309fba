import { Group, Input, InputWrapperContext } from "@mantine/core";
import { use, useId, useRef, type ClipboardEvent, type KeyboardEvent, type ReactNode } from "react";

export interface PinInputProps {
  label: ReactNode;
  /** Number of single-digit cells (docs/product.md §9: 4 by default). */
  length?: number;
  /** Shows the digits as password dots. */
  mask?: boolean;
  /** Joined digits, e.g. "1204"; missing cells show the "0" placeholder. */
  value: string;
  onChange: (value: string) => void;
  error?: ReactNode;
  description?: ReactNode;
  disabled?: boolean;
  autoFocus?: boolean;
}

const DIGIT = /^[0-9]$/;

function cellsOf(value: string, length: number): string[] {
  return Array.from({ length }, (_, index) => {
    const char = value.charAt(index);
    return DIGIT.test(char) ? char : "";
  });
}

/** Joins up to the last filled cell; an empty cell before it reads as its placeholder, 0. */
function joinCells(cells: readonly string[]): string {
  let last = -1;
  cells.forEach((cell, index) => {
    if (cell !== "") last = index;
  });
  return cells
    .slice(0, last + 1)
    .map((cell) => (cell === "" ? "0" : cell))
    .join("");
}

/** A row of single-digit cells for PINs (docs/product.md §5 "PIN entry field"). */
export function PinInput({ label, length = 4, mask = false, value, onChange, error, description, disabled = false, autoFocus = false }: PinInputProps) {
  const baseId = useId();
  const refs = useRef<(HTMLInputElement | null)[]>([]);
  const cells = cellsOf(value, length);
  const firstCellId = `${baseId}-cell-1`;

  const focusCell = (index: number) => {
    const target = refs.current[Math.max(0, Math.min(length - 1, index))];
    target?.focus();
    target?.select();
  };

  const setCell = (index: number, digit: string) => {
    const next = [...cells];
    next[index] = digit;
    onChange(joinCells(next));
  };

  const stepCell = (index: number, delta: number) => {
    const current = Number(cells[index] || "0");
    const stepped = Math.max(0, Math.min(9, current + delta));
    setCell(index, String(stepped));
  };

  const handleKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    switch (event.key) {
      case "ArrowUp":
        event.preventDefault();
        stepCell(index, 1);
        return;
      case "ArrowDown":
        event.preventDefault();
        stepCell(index, -1);
        return;
      case "ArrowLeft":
        event.preventDefault();
        focusCell(index - 1);
        return;
      case "ArrowRight":
        event.preventDefault();
        focusCell(index + 1);
        return;
      case "Backspace":
      case "Delete":
        event.preventDefault();
        setCell(index, "0");
        return;
      default:
        if (DIGIT.test(event.key)) {
          event.preventDefault();
          setCell(index, event.key);
          focusCell(index + 1);
        } else if (event.key.length === 1) {
          // Any other printable character is not a digit: ignore it.
          event.preventDefault();
        }
    }
  };

  // Virtual keyboards may report key "Unidentified" and only fire input; take the last digit typed.
  const handleChange = (index: number, text: string) => {
    const digit = text.replace(/\D/g, "").slice(-1);
    if (digit === "") return;
    setCell(index, digit);
    focusCell(index + 1);
  };

  const handlePaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    const digits = event.clipboardData.getData("text").replace(/\D/g, "");
    event.preventDefault();
    if (digits === "") return;
    const next = [...cells];
    for (let offset = 0; offset < digits.length && index + offset < length; offset += 1) {
      next[index + offset] = digits.charAt(offset);
    }
    onChange(joinCells(next));
    focusCell(index + digits.length);
  };

  return (
    <Input.Wrapper id={firstCellId} label={label} error={error} description={description}>
      <Group gap="xs" wrap="nowrap">
        {cells.map((cell, index) => (
          <CellIdentity key={index} id={`${baseId}-cell-${index + 1}`}>
            <Input
              ref={(element: HTMLInputElement | null) => {
                refs.current[index] = element;
              }}
              aria-label={`Digit ${index + 1} of ${length}`}
              error={Boolean(error)}
              type={mask ? "password" : "text"}
              inputMode="numeric"
              autoComplete="off"
              maxLength={2}
              placeholder="0"
              value={cell}
              disabled={disabled}
              autoFocus={autoFocus && index === 0}
              w="2.75rem"
              styles={{ input: { textAlign: "center" } }}
              onKeyDown={(event) => handleKeyDown(index, event)}
              onChange={(event) => handleChange(index, event.currentTarget.value)}
              onPaste={(event) => handlePaste(index, event)}
              onFocus={(event) => event.currentTarget.select()}
            />
          </CellIdentity>
        ))}
      </Group>
    </Input.Wrapper>
  );
}

/**
 * Input.Wrapper hands its one input id to every Input inside it; each cell needs its own id
 * while keeping the wrapper's aria-describedby (error, description) and spacing.
 */
function CellIdentity({ id, children }: { id: string; children: ReactNode }) {
  const wrapper = use(InputWrapperContext);
  return <InputWrapperContext value={{ ...wrapper, inputId: id }}>{children}</InputWrapperContext>;
}
