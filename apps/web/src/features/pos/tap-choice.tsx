import { useId } from "react";
import classes from "./tap-choice.module.css";

export interface TapChoiceProps {
  label: string;
  data: readonly { value: string; label: string }[];
  value: string;
  onChange: (value: string) => void;
}

/** One of a few options, each a chip a finger can tap: native radios of one named group. */
export function TapChoice({ label, data, value, onChange }: TapChoiceProps) {
  const id = useId();
  return (
    <div>
      <div className={classes.label} id={`${id}-label`}>
        {label}
      </div>
      <div className={classes.options} role="radiogroup" aria-labelledby={`${id}-label`}>
        {data.map((option) => (
          <label key={option.value} className={classes.chip}>
            <input
              className={classes.input}
              type="radio"
              name={id}
              value={option.value}
              checked={option.value === value}
              onChange={() => onChange(option.value)}
            />
            {option.label}
          </label>
        ))}
      </div>
    </div>
  );
}
