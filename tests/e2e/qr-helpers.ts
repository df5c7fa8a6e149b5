import type { Locator } from "@playwright/test";
import jsQR from "jsqr";

/** Pixels per QR module, and extra quiet zone (modules) around the drawn code. */
const SCALE = 8;
const MARGIN = 4;

/**
 * Decodes the presenter's QR code as a phone camera would read it: the SVG's modules
 * (`M{x} {y}h1v1h-1z` squares in a `0 0 N N` view box) are drawn black on white into an
 * RGBA image, and jsQR reads the payload from the image alone.
 */
export async function decodeQrCode(svg: Locator): Promise<string | null> {
  const viewBox = (await svg.getAttribute("viewBox")) ?? "";
  const path = (await svg.locator("path").getAttribute("d")) ?? "";
  const modules = Number(viewBox.split(/\s+/)[2]);
  const side = (modules + 2 * MARGIN) * SCALE;
  const pixels = new Uint8ClampedArray(side * side * 4).fill(255);
  for (const [, x, y] of path.matchAll(/M(\d+) (\d+)h1v1h-1z/g)) {
    const left = (Number(x) + MARGIN) * SCALE;
    const top = (Number(y) + MARGIN) * SCALE;
    for (let row = top; row < top + SCALE; row += 1) {
      for (let column = left; column < left + SCALE; column += 1) {
        const at = (row * side + column) * 4;
        pixels[at] = pixels[at + 1] = pixels[at + 2] = 0;
      }
    }
  }
  return jsQR(pixels, side, side)?.data ?? null;
}
