import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createSqliteStore } from "./sqlite-store";
import { makeLead } from "../test/lead-fixture";

const lead = makeLead({ id: "6f1c2b1e-1a7d-4c61-9a51-0e6c6c0b8a11", utm: { utm_source: "vk" } });

test("a stored lead survives closing and reopening the file, which is created with its folder", async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "leads-"));
  const file = path.join(dir, "nested", "leads.sqlite");
  const first = createSqliteStore(file);
  await first.insert(lead);
  const salt = await first.salt();
  await first.close();

  const second = createSqliteStore(file);
  await expect(second.get(lead.id)).resolves.toEqual(lead);
  await expect(second.count()).resolves.toBe(1);
  await expect(second.salt()).resolves.toBe(salt);
  await second.close();
  fs.rmSync(dir, { recursive: true, force: true });
});
