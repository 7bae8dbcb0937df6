// The time a page's opening hours are read at, moved on each minute while the page stays open, so
// "Open now · until 5 PM" turns to "Closed" at five without a reload. The server renders with its
// own clock; the line it wrote may be a minute behind the browser's, which is why the elements
// showing it accept a different text on hydration (suppressHydrationWarning in OpeningHours.tsx).
import { useEffect, useState } from "react";

export function useMinuteClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    setNow(new Date());
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}
