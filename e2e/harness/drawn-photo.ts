// A photo for upload tests, drawn by the browser's own canvas: no file on disk, nothing downloaded.
import type { Page } from "playwright-core";

/** A 1600×1000 JPEG of a sky over hills, its colours turned by `hue`. */
export async function drawnJpeg(page: Page, hue: number): Promise<Buffer> {
  const dataUrl = await page.evaluate((h) => {
    const canvas = document.createElement("canvas");
    canvas.width = 1600;
    canvas.height = 1000;
    const g = canvas.getContext("2d") as CanvasRenderingContext2D;
    const sky = g.createLinearGradient(0, 0, 0, 1000);
    sky.addColorStop(0, `hsl(${h}, 80%, 75%)`);
    sky.addColorStop(1, `hsl(${h + 40}, 70%, 45%)`);
    g.fillStyle = sky;
    g.fillRect(0, 0, 1600, 1000);
    g.fillStyle = `hsl(${h + 180}, 40%, 30%)`;
    g.beginPath();
    g.moveTo(0, 1000);
    for (let x = 0; x <= 1600; x += 40) g.lineTo(x, 650 + Math.sin(x / 160) * 90);
    g.lineTo(1600, 1000);
    g.fill();
    return canvas.toDataURL("image/jpeg", 0.9);
  }, hue);
  return Buffer.from(dataUrl.split(",")[1] ?? "", "base64");
}
