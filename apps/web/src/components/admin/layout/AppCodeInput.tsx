// The field for a code of an authenticator app (sign-in's second step, the set-up's confirmation,
// turning two-step off): digits on a phone's keyboard, and the code the phone offers to fill in.
import { TextInput, type TextInputProps } from "@mantine/core";

export interface AppCodeInputProps extends Omit<TextInputProps, "onChange" | "value"> {
  value: string;
  onChange: (value: string) => void;
}

export function AppCodeInput({ value, onChange, ...props }: AppCodeInputProps) {
  return (
    <TextInput
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={7}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      {...props}
    />
  );
}
