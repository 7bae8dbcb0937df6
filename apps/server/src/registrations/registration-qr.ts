// The QR code of a registrant's personal link (/registrations/{token}), which they show at the door:
// staff scanning it open the registration (and from it the check-in). Drawn here with `qrcode`, as
// the two-step sign-in's is (decision 028), so no QR library reaches a browser: an SVG for the
// registrant's page, and a PNG for the confirmation mail (mail apps show no SVG). The image holds
// only the link, so it is drawn from the token without a database read; the link's own page
// judges the token. The token is a secret: the answer is kept by the browser only.
import type { FastifyInstance } from "fastify";
import QRCode from "qrcode";

/** What a signed token (`<id>.<signature>`, base64url) may hold; anything else is no link. */
const TOKEN = /^[A-Za-z0-9._~-]{1,200}$/;
const options = { margin: 2, errorCorrectionLevel: "M" } as const;

/** The address a registration's QR code holds. */
const registrationLink = (publicUrl: string, token: string) =>
  `${publicUrl}/registrations/${encodeURIComponent(token)}`;

export async function registrationQrRoutes(app: FastifyInstance, { publicUrl }: { publicUrl: string }) {
  app.get<{ Params: { token: string; format: string } }>("/registrations/:token/qr.:format", async (request, reply) => {
    const { token, format } = request.params;
    if (!TOKEN.test(token) || (format !== "svg" && format !== "png")) return reply.code(404).send("Not found");
    const link = registrationLink(publicUrl, token);
    reply.header("cache-control", "private, max-age=86400").header("x-robots-tag", "noindex");
    if (format === "svg")
      return reply.type("image/svg+xml").send(await QRCode.toString(link, { ...options, type: "svg" }));
    return reply.type("image/png").send(await QRCode.toBuffer(link, { ...options, type: "png", width: 360 }));
  });
}
