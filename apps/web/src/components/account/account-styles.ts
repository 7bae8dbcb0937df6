// The member's listing pages (/account/businesses/…) draw with Mantine's components inside
// MantineScope, as the admin does, so they load what the admin loads (AdminFrame.tsx): all of
// Mantine's styles in a cascade layer, and the date pickers'. Their chunks alone carry it; the
// public pages and /account's own markup never do.
import "@mantine/core/styles.layer.css";
import "@mantine/dates/styles.css";
