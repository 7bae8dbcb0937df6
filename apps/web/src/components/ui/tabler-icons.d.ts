// Types for the per-icon modules of @tabler/icons-react (icons.ts imports them one by one so
// neither build loads the whole set); the package declares only its index, whose icons all have
// this type.
declare module "@tabler/icons-react/dist/esm/icons/*.mjs" {
  const icon: import("@tabler/icons-react").TablerIcon;
  export default icon;
}
