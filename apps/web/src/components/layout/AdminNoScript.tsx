// What /admin says to a browser that runs no JavaScript. The dashboard renders in the browser only
// (decision 015), so the server's document for it has an empty body: without this, a blank page.
// Public pages are whole without JavaScript and never show it.
import classes from "./AdminNoScript.module.css";

export function AdminNoScript() {
  return (
    <noscript>
      <main className={classes.panel}>
        <h1 className={classes.title}>The admin dashboard needs JavaScript</h1>
        <p>
          Turn JavaScript on in your browser's settings and reload this page to sign in. The public site works without
          it.
        </p>
        <p>
          <a href="/">Go to the home page</a>
        </p>
      </main>
    </noscript>
  );
}
