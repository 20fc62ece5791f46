import { useEffect, useId, useRef } from "react";
import { OTP_FIELDS, OTP_LENGTH } from "../../shared/schemas/auth.ts";
import { FieldError } from "./fields.tsx";

/** Six empty boxes. */
export const emptyCode = () => Array.from({ length: OTP_LENGTH }, () => "");

/**
 * Spec section 5: the digits of a paste (or of a whole code autofilled into one box), of which the first
 * six are used, and only when exactly six result.
 */
export function codeFromPaste(text: string): string[] | null {
  const digits = text.replace(/\D/g, "").slice(0, OTP_LENGTH);
  return digits.length === OTP_LENGTH ? digits.split("") : null;
}

/** Typing is handled on the input event (see OtpInput); a controlled box still needs a change handler. */
const ignoreChange = () => undefined;

/** Whether all six boxes hold a digit. */
export const isComplete = (digits: readonly string[]) => digits.length === OTP_LENGTH && digits.every((d) => /^\d$/.test(d));

/**
 * Six one-digit boxes (spec sections 2 and 5): each takes one digit, typing moves on, Backspace on an
 * empty box moves back, a paste fills all six. They are six form fields (`digit1`..`digit6`, joined
 * by the schema), so without JavaScript they are typed into one by one and sent as they are. With
 * `onComplete`, the code is sent by itself when the sixth digit arrives, typed or pasted (issue 16).
 */
export function OtpInput({
  digits,
  onChange,
  disabled,
  labelledBy,
  describedBy,
  autoFocus,
  error,
  field = "otp",
  onComplete,
}: {
  digits: string[];
  onChange: (digits: string[]) => void;
  /** The form field the schema reports errors under, for focusing the first box. */
  field?: string;
  /** Runs once the boxes on the page hold the whole code the person just completed. */
  onComplete?: () => void;
  disabled?: boolean;
  labelledBy: string;
  describedBy?: string;
  /** For the code step, which always follows a user action (the password step). */
  autoFocus?: boolean;
  error?: string;
}) {
  const errorId = useId();
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  // Set when a change by the person completes the code; the effect sends it once the boxes show it.
  const completed = useRef(false);
  const change = (next: string[]) => {
    completed.current = isComplete(next) && !isComplete(digits);
    onChange(next);
  };
  useEffect(() => {
    if (!completed.current || !isComplete(digits)) return;
    completed.current = false;
    onComplete?.();
  }, [digits, onComplete]);
  const focus = (index: number) => {
    const box = boxes.current[Math.max(0, Math.min(OTP_LENGTH - 1, index))];
    box?.focus();
    box?.select();
  };

  function set(index: number, digit: string) {
    const next = [...digits];
    next[index] = digit;
    change(next);
  }

  function typed(index: number, value: string) {
    const whole = value.replace(/\D/g, "").length >= OTP_LENGTH ? codeFromPaste(value) : null;
    if (whole) {
      change(whole);
      focus(OTP_LENGTH - 1);
      return;
    }
    if (value === "") return set(index, "");
    const digit = value.replace(/\D/g, "").slice(-1);
    if (!digit) return;
    set(index, digit);
    if (index < OTP_LENGTH - 1) focus(index + 1);
  }

  function keyDown(index: number, event: React.KeyboardEvent<HTMLInputElement>) {
    if (event.key === "Backspace" && digits[index] === "" && index > 0) {
      event.preventDefault();
      set(index - 1, "");
      focus(index - 1);
    } else if (event.key === "ArrowLeft" && index > 0) {
      event.preventDefault();
      focus(index - 1);
    } else if (event.key === "ArrowRight" && index < OTP_LENGTH - 1) {
      event.preventDefault();
      focus(index + 1);
    }
  }

  function pasted(event: React.ClipboardEvent<HTMLInputElement>) {
    event.preventDefault();
    const whole = codeFromPaste(event.clipboardData.getData("text"));
    if (!whole) return;
    change(whole);
    focus(OTP_LENGTH - 1);
  }

  return (
    <div>
      <div
        role="group"
        aria-labelledby={labelledBy}
        aria-describedby={[describedBy, error ? errorId : undefined].filter(Boolean).join(" ") || undefined}
        className="flex justify-between gap-2"
      >
        {digits.map((digit, index) => (
          <input
            key={index}
            ref={(element) => {
              boxes.current[index] = element;
            }}
            type="text"
            name={OTP_FIELDS[index]}
            data-field={index === 0 ? field : undefined}
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete={index === 0 ? "one-time-code" : "off"}
            aria-label={`Digit ${index + 1} of ${OTP_LENGTH}`}
            aria-invalid={error ? true : undefined}
            className="h-12 w-10 rounded-md border border-slate-500 bg-white text-center text-xl font-semibold text-slate-900 focus:border-brand-700 disabled:bg-slate-100 sm:w-12"
            autoFocus={autoFocus && index === 0}
            value={digit}
            disabled={disabled}
            // React's change event is left out when a digit is typed over the same digit (the value did
            // not change), and the focus would then stay put; the input event comes for every keystroke.
            onInput={(event) => typed(index, event.currentTarget.value)}
            onChange={ignoreChange}
            onKeyDown={(event) => keyDown(index, event)}
            onPaste={pasted}
            onFocus={(event) => event.target.select()}
          />
        ))}
      </div>
      <FieldError id={errorId} error={error} />
    </div>
  );
}
