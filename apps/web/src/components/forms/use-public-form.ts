// The state of one public form whose fields the browser keeps (uncontrolled inputs with their
// `defaultValue`s): what a visitor types before the script takes over stays typed, since React
// never writes a field's value, and the send reads the form's own fields (FormData) the way the
// server reads them when the browser posts the form without a script (@chamber/core public-forms).
//
// The form's schema checks the fields before they are sent, but it is not part of the page: the
// schemas bring zod with them, so form-check.ts is loaded with a dynamic import, started when the
// visitor first focuses or types into the form and awaited on the send. The procedure checks the
// same schema on the server, so a send that could not load it is still judged.
import {
  type FieldErrors,
  type PostedFields,
  type PublicFormName,
  postedFields,
  type RefusalData,
  readRefusal,
} from "@chamber/core";
import { TRPCClientError } from "@trpc/client";
import { type FormEvent, useState } from "react";
import { flushSync } from "react-dom";
import { useFormReply } from "./form-reply.ts";

let formCheck: Promise<typeof import("./form-check.ts")> | null = null;
/** The schemas' module, fetched once for every form of the page (again after a failed fetch). */
const loadFormCheck = () => {
  formCheck ??= import("./form-check.ts").catch((error: unknown) => {
    formCheck = null;
    throw error;
  });
  return formCheck;
};

/** The form's input checked by its schema; unchecked (the server judges it) if the schemas cannot be fetched. */
const checkInput = (name: PublicFormName, input: unknown): Promise<FieldErrors> =>
  loadFormCheck().then(
    ({ checkForm }) => checkForm(name, input),
    () => ({}),
  );

export interface PublicFormOptions<Input> {
  name: PublicFormName;
  /** The form's fields as the procedure's input. */
  read: (fields: PostedFields) => Input;
  /** Checks only this form makes (beside its schema's). */
  check?: (fields: PostedFields) => FieldErrors;
  send: (input: Input) => Promise<unknown>;
}

/** After a refused send, focus goes to the first field in error (WCAG 3.3.1), once React has marked it. */
function focusFirstError(form: HTMLFormElement) {
  requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"], [role="alert"]')?.focus());
}

export function usePublicForm<Input>({ name, read, check, send }: PublicFormOptions<Input>) {
  const { reply, sent: sentBefore } = useFormReply(name);
  const [values, setValues] = useState<PostedFields>(reply?.values ?? {});
  const [errors, setErrors] = useState<FieldErrors>(reply?.errors ?? {});
  const [problem, setProblem] = useState<string | null>(reply?.problem ?? null);
  /** The fields of the form sent (empty when it was sent without a script), or null. */
  const [sent, setSent] = useState<PostedFields | null>(sentBefore ? {} : null);
  const [pending, setPending] = useState(false);

  // A refusal comes after an await (the schemas' fetch, the send), where React would render it in a
  // later task: it is drawn at once, so that the focus finds the fields it marks.
  const refuse = (form: HTMLFormElement, refusal: { problem: string | null; errors: FieldErrors }) => {
    flushSync(() => {
      setErrors(refusal.errors);
      setProblem(refusal.problem);
    });
    focusFirstError(form);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const fields = postedFields(new FormData(form));
    const input = read(fields);
    const invalid = { ...(await checkInput(name, input)), ...check?.(fields) };
    if (Object.keys(invalid).length > 0) return refuse(form, { problem: null, errors: invalid });
    setPending(true);
    try {
      await send(input);
      setValues({});
      setErrors({});
      setProblem(null);
      setSent(fields);
    } catch (error) {
      const data = error instanceof TRPCClientError ? (error.data as RefusalData) : null;
      refuse(form, readRefusal(data, error instanceof Error ? error.message : ""));
    } finally {
      setPending(false);
    }
  };

  /** A field's error goes as soon as it is edited. */
  const onInput = (event: FormEvent<HTMLFormElement>) => {
    const field = (event.target as HTMLInputElement).name;
    if (field && errors[field]) setErrors(({ [field]: _gone, ...rest }) => rest);
  };

  return {
    values,
    errors,
    problem,
    sent,
    pending,
    formProps: {
      method: "post",
      noValidate: true,
      onSubmit,
      onInput,
      onChange: onInput,
      onFocus: () => void loadFormCheck().catch(() => {}),
    },
    /** Shows an empty form again after a confirmation. */
    again: () => setSent(null),
  };
}

export type PublicFormState = ReturnType<typeof usePublicForm>;
