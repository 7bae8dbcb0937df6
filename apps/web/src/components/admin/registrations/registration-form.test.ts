import { describe, expect, it } from "vitest";
import { registrationFormToInput, registrationFormValues, validateRegistrationForm } from "./registration-form.ts";

const stored = {
  from: "event" as const,
  open: true,
  opensAt: null,
  capacity: 40,
  closesMinutesBefore: 120,
  maxPlaces: 2,
  questions: [{ id: "meal", label: "Meal", kind: "choice" as const, required: true, choices: ["Fish", "Veg"] }],
  priceText: "$15 members",
};

describe("registration form", () => {
  it("reads stored settings back into the same settings", () => {
    const values = registrationFormValues(stored);
    expect(values.closes).toBe("before");
    expect(values.closesHours).toBe(2);
    expect(values.questions[0]?.choices).toBe("Fish\nVeg");
    const { from: _whose, ...settings } = stored;
    expect(registrationFormToInput(values)).toEqual(settings);
    expect(validateRegistrationForm(values)).toEqual({});
  });

  it("starts off, unlimited, closing at the start", () => {
    const input = registrationFormToInput(registrationFormValues(null));
    expect(input).toMatchObject({ open: false, capacity: null, closesMinutesBefore: 0, maxPlaces: 1, questions: [] });
  });

  it("names each bad field where staff see it", () => {
    const values = {
      ...registrationFormValues(stored),
      capacity: 0,
      closesHours: "",
      questions: [{ label: "", kind: "choice" as const, required: false, choices: "Only one" }],
    };
    const errors = validateRegistrationForm(values);
    expect(errors.capacity).toBe("Capacity must be at least 1");
    expect(errors.closesHours).toBe("Hours before is required");
    expect(errors["questions.0.label"]).toBeTruthy();
    expect(errors["questions.0.choices"]).toBe("A choice question needs at least two choices");
  });

  it("asks for a capacity unless unlimited", () => {
    const errors = validateRegistrationForm({ ...registrationFormValues(stored), capacity: "" });
    expect(errors.capacity).toBe("Capacity is required (or choose unlimited)");
  });
});
