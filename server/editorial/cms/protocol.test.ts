import { parseRequest } from "./protocol";
import { numbered, sanitizeFileName, sniff } from "./media";

/** Each request exactly as decap-cms-backend-proxy 3.x builds it: `{ branch, action, params: { branch, … } }`. */
const CLIENT_REQUESTS: Record<string, Record<string, unknown>> = {
  entriesByFolder: { folder: "content/modules", extension: "json", depth: 1 },
  entriesByFiles: { files: [{ path: "content/site/site.json", label: "Сайт" }] },
  getEntry: { path: "content/modules/faces.json" },
  unpublishedEntries: {},
  unpublishedEntry: { id: "modules/faces", collection: undefined, slug: undefined, cmsLabelPrefix: undefined },
  unpublishedEntryDataFile: { collection: "modules", slug: "faces", path: "content/modules/faces.json", id: "abc" },
  unpublishedEntryMediaFile: { collection: "modules", slug: "faces", path: "content/images/modules/faces.jpg", id: "abc" },
  deleteUnpublishedEntry: { collection: "modules", slug: "faces" },
  persistEntry: {
    dataFiles: [{ path: "content/modules/faces.json", slug: "faces", raw: "{}", newPath: undefined }],
    assets: [{ path: "content/images/modules/a.jpg", content: "/9j/", encoding: "base64" }],
    options: { newEntry: false, commitMessage: "Update Modules “faces”", collectionName: "modules", useWorkflow: true, hasSubfolders: true, unpublished: true, status: "draft" },
  },
  updateUnpublishedEntryStatus: { collection: "modules", slug: "faces", newStatus: "pending_review" },
  publishUnpublishedEntry: { collection: "modules", slug: "faces" },
  getMedia: { mediaFolder: "content/images/modules" },
  getMediaFile: { path: "content/images/modules/faces.jpg" },
  persistMedia: { asset: { path: "content/images/modules/a.jpg", content: "/9j/", encoding: "base64" }, options: { commitMessage: "Upload “a.jpg”" } },
  deleteFiles: { paths: ["content/images/modules/a.jpg"], options: { commitMessage: "Delete “a.jpg”" } },
  deleteFile: { path: "content/images/modules/a.jpg", options: { commitMessage: "Delete" } },
  getDeployPreview: { collection: "modules", slug: "faces" },
};

test.each(Object.entries(CLIENT_REQUESTS))("%s as the client sends it is accepted", (action, params) => {
  const body = JSON.parse(JSON.stringify({ branch: "main", action, params: { branch: "main", ...params } }));
  expect(parseRequest(body)).toMatchObject({ action, params: { branch: "main" } });
});

test("info carries no params (decap-cms-core's local_backend probe)", () => {
  expect(parseRequest({ action: "info" })).toEqual({ action: "info", params: undefined });
});

test.each([
  [{}, /нет поля action/],
  [{ action: "getNotes", params: { branch: "main" } }, /Неизвестное действие CMS «getNotes»/],
  [{ action: "getEntry", params: { branch: "main", path: 5 } }, /getEntry.*path/],
  [{ action: "persistEntry", params: { branch: "main", assets: [], options: {} } }, /нет файлов записи/],
  [{ action: "deleteUnpublishedEntry", params: { branch: "main", collection: "modules", slug: "../x" } }, /slug/],
  [{ action: "unpublishedEntry", params: { branch: "main" } }, /нужны id или collection и slug/],
  [{ action: "toString", params: {} }, /Неизвестное действие/],
])("refused with a 400 and a Russian message: %j", (body, message) => {
  expect(() => parseRequest(body)).toThrow(message);
  try {
    parseRequest(body);
  } catch (error) {
    expect((error as { statusCode: number }).statusCode).toBe(400);
  }
});

test("file names: Cyrillic transliterated, lower case, dashes; numbered copies", () => {
  expect(sanitizeFileName("Лицо Анны (1).JPG")).toBe("lico-anny-1.jpg");
  expect(sanitizeFileName("Объём_склада.final.PNG")).toBe("obyom-sklada-final.png");
  expect(sanitizeFileName("!!!.webp")).toBe("image.webp");
  expect(numbered("faces.jpg", 1)).toBe("faces.jpg");
  expect(numbered("faces.jpg", 3)).toBe("faces-3.jpg");
});

test("pictures are recognised by their first bytes", () => {
  expect(sniff(Buffer.from([0xff, 0xd8, 0xff, 0xdb]))).toBe("jpeg");
  expect(sniff(Buffer.from("89504e470d0a1a0a0000", "hex"))).toBe("png");
  expect(sniff(Buffer.from("RIFF\x10\x00\x00\x00WEBPVP8 ", "latin1"))).toBe("webp");
  expect(sniff(Buffer.from("\x00\x00\x00\x1cftypavif\x00\x00\x00\x00mif1", "latin1"))).toBe("avif");
  expect(sniff(Buffer.from("<svg xmlns=…"))).toBeNull();
  expect(sniff(Buffer.from("GIF89a"))).toBeNull();
});
