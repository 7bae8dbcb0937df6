import { describe, expect, test } from "vitest";
import { claimMatch } from "./claim-match.ts";

const listing = (website: string | null, email: string | null = null) => ({ website, email });

describe("claimMatch", () => {
  test("the listing's own e-mail, whatever its case", () => {
    expect(claimMatch("Owner@Gmail.com", listing(null, "owner@gmail.com"))).toBe("email");
    expect(claimMatch("other@gmail.com", listing(null, "owner@gmail.com"))).toBeNull();
  });

  test("an address at the website's registrable domain, subdomains included", () => {
    expect(claimMatch("ana@shop.example.co.uk", listing("https://www.example.co.uk/about"))).toBe("domain");
    expect(claimMatch("ana@example.co.uk", listing("https://example.co.uk"))).toBe("domain");
    expect(claimMatch("ana@EXAMPLE.com", listing("http://www.example.com"))).toBe("domain");
    expect(claimMatch("ana@other.co.uk", listing("https://www.example.co.uk"))).toBeNull();
    // co.uk is a public suffix: two businesses under it share nothing.
    expect(claimMatch("ana@co.uk", listing("https://www.example.co.uk"))).toBeNull();
  });

  test("free mail and pages on shared platforms never prove a domain", () => {
    expect(claimMatch("ana@gmail.com", listing("https://www.example.com"))).toBeNull();
    expect(claimMatch("someone@facebook.com", listing("https://www.facebook.com/ojaibakery"))).toBeNull();
    expect(claimMatch("someone@google.com", listing("https://sites.google.com/view/ojaibakery"))).toBeNull();
    // A page on a private suffix is its own domain, not the platform's.
    expect(claimMatch("x@blogspot.com", listing("https://ojaibakery.blogspot.com"))).toBeNull();
  });

  test("no website, an IP address or a bare address: staff decide", () => {
    expect(claimMatch("ana@example.com", listing(null))).toBeNull();
    expect(claimMatch("ana@192.168.1.10", listing("http://192.168.1.10"))).toBeNull();
    expect(claimMatch("not-an-address", listing("https://example.com"))).toBeNull();
  });
});
