import { describe, expect, it } from "vitest";
import { formatWait, isUnauthorized, rateLimitWait } from "./session.ts";

describe("rateLimitWait", () => {
  it("tells the server's message with the wait a 429 carries", () => {
    const error = {
      message: "Too many requests, please try again later",
      data: { code: "TOO_MANY_REQUESTS", httpStatus: 429, retryAfterSeconds: 840 },
    };
    expect(rateLimitWait(error)).toBe("Too many requests, please try again later. Try again in 14 minutes.");
    expect(rateLimitWait({ ...error, data: { httpStatus: 429, retryAfterSeconds: null } })).toBe(
      "Too many requests, please try again later.",
    );
  });

  it("is null for any other failure", () => {
    expect(rateLimitWait({ message: "Invalid email or password", data: { httpStatus: 401 } })).toBeNull();
    expect(rateLimitWait(new Error("Failed to fetch"))).toBeNull();
    expect(rateLimitWait(null)).toBeNull();
  });
});

describe("formatWait", () => {
  it("rounds a wait up to whole minutes past one minute", () => {
    expect(formatWait(1)).toBe("1 second");
    expect(formatWait(45)).toBe("45 seconds");
    expect(formatWait(60)).toBe("1 minute");
    expect(formatWait(61)).toBe("2 minutes");
    expect(formatWait(900)).toBe("15 minutes");
  });
});

describe("isUnauthorized", () => {
  it("reads a tRPC code or an HTTP status of 401", () => {
    expect(isUnauthorized({ data: { code: "UNAUTHORIZED" } })).toBe(true);
    expect(isUnauthorized({ status: 401 })).toBe(true);
    expect(isUnauthorized({ data: { httpStatus: 429 } })).toBe(false);
  });
});
