import { spawn, type ChildProcess } from "node:child_process";
import { rm } from "node:fs/promises";
import type { Browser, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { E2E_PORT } from "./ports";
import { lanAddresses } from "../../server/network";
import { PASSWORD, uniqueEmail } from "./auth-helpers";
import { decodeQrCode } from "./qr-helpers";

/** A port beside the suite's own servers (tests/e2e/ports.ts). */
const PORT = Number(process.env.E2E_LAN_PORT ?? E2E_PORT + 10);
const DATA_DIR = `.tmp/e2e-lan-data-${PORT}`;

/** `npm run workshop` as a facilitator runs it; resolves with what it printed once ready. */
async function startWorkshop(): Promise<{ child: ChildProcess; printed: string }> {
  await rm(DATA_DIR, { recursive: true, force: true });
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(PORT),
    DATA_DIR,
    STATIC_DIR: process.env.E2E_DIST ?? "dist",
    SKIP_BUILD: "1",
  };
  delete env.HOST;
  delete env.PUBLIC_URL;
  const child = spawn(process.execPath, ["--import", "tsx", "server/cli.ts", "workshop"], {
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let printed = "";
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no start within 60 s:\n${printed}`)), 60_000);
    child.stdout?.on("data", (chunk: Buffer) => {
      printed += chunk.toString();
      if (printed.includes("Join links and QR codes use")) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.stderr?.on("data", (chunk: Buffer) => (printed += chunk.toString()));
    child.once("exit", (code) => reject(new Error(`exited with ${code}:\n${printed}`)));
  });
  return { child, printed };
}

async function page(browser: Browser, phone = false): Promise<Page> {
  const context = await browser.newContext(
    phone ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } : {},
  );
  return await context.newPage();
}

test("npm run workshop serves the LAN; a presenter opened at localhost projects the LAN address", async ({
  browser,
}) => {
  const address = lanAddresses()[0];
  test.skip(address === undefined, "this machine has no non-loopback IPv4 address");
  const lan = `http://${address}:${PORT}`;
  const { child, printed } = await startWorkshop();
  try {
    // Every participant URL is printed, and join links use the first.
    for (const other of lanAddresses()) expect(printed).toContain(`http://${other}:${PORT}`);
    expect(printed).toContain(`Join links and QR codes use ${lan}`);

    // The facilitator reaches the server through the LAN address and creates a room.
    const facilitator = await page(browser);
    await facilitator.goto(`${lan}/auth`);
    await facilitator.getByRole("tab", { name: "Sign up" }).click();
    await facilitator.getByLabel("Email").fill(uniqueEmail("lan"));
    await facilitator.getByLabel("Password").fill(PASSWORD);
    await facilitator.getByRole("button", { name: "Sign up", exact: true }).click();
    await expect(facilitator).not.toHaveURL(/\/auth$/, { timeout: 15_000 });
    await facilitator.goto(`${lan}/rooms`);
    await facilitator.getByLabel("Room name").fill("Venue Wi-Fi");
    await facilitator.getByRole("button", { name: "Create room" }).click();
    const code = (await facilitator.getByTestId("room-code").first().textContent())?.trim() ?? "";
    await expect(facilitator.getByTestId("room-join-url")).toHaveText(
      `${address}:${PORT}/join/${code}`,
    );

    // The presenter, opened through the printed localhost URL, still projects the LAN address.
    const presenter = await page(browser);
    await presenter.goto(`http://localhost:${PORT}/present?room=${code}`);
    await expect(presenter.getByTestId("present-join-url")).toHaveText(
      `${address}:${PORT}/join/${code}`,
    );
    const scanned = await decodeQrCode(presenter.getByTestId("present-qr"));
    expect(scanned).toBe(`${lan}/join/${code}`);

    // A phone follows the QR code over the LAN and votes as a guest.
    const participant = await page(browser, true);
    await participant.goto(scanned ?? "");
    await participant.getByRole("button", { name: "Vote as a guest" }).click();
    await participant.getByRole("radio").first().check();
    await participant.getByRole("button", { name: "Cast my vote" }).click();
    await expect(participant.getByTestId("vote-counted")).toBeVisible({ timeout: 15_000 });
    await expect(presenter.getByTestId("present-total")).toHaveAttribute("data-value", "1", {
      timeout: 15_000,
    });
  } finally {
    child.kill("SIGTERM");
    await new Promise((resolve) => child.once("exit", resolve));
    await rm(DATA_DIR, { recursive: true, force: true });
  }
});
