import http from "node:http";
import type { AddressInfo } from "node:net";
import { createBlogClient } from "./blog-client";

/** A stand-in for a Strapi 5 instance: its REST shape, on 127.0.0.1, recording what it was asked. */
function fakeStrapi(answer: (url: string) => { status: number; body: unknown }) {
  const requests: string[] = [];
  const server = http.createServer((req, res) => {
    requests.push(req.url ?? "");
    const { status, body } = answer(req.url ?? "");
    res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
  });
  return new Promise<{ base: string; requests: string[]; close: () => Promise<void> }>((resolve) => {
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as AddressInfo;
      resolve({ base: `http://127.0.0.1:${port}/`, requests, close: () => new Promise((done) => server.close(() => done())) });
    });
  });
}

const strapiArticle = {
  id: 7,
  documentId: "k1x9d2",
  slug: "cv-project-cost",
  title: "Сколько стоит внедрение компьютерного зрения",
  description: "…",
  publicationDate: "2025-03-25",
  timeToRead: 5,
  viewsCount: 12,
  tags: ["стоимость"],
  cover: { url: "/uploads/cover.jpg", alternativeText: "Обложка", width: 760, height: 475 },
  createdAt: "2025-03-20T10:00:00.000Z",
  publishedAt: "2025-03-25T07:00:00.000Z",
};

test("pointed at a Strapi, the client sends SPEC §7's exact query and reads Strapi's answer as it is", async () => {
  const strapi = await fakeStrapi(() => ({ status: 200, body: { data: [strapiArticle], meta: { pagination: { page: 2, pageSize: 9, pageCount: 3, total: 21 } } } }));
  try {
    const page = await createBlogClient(strapi.base).list(2, 9);
    expect(strapi.requests).toEqual(["/data/blogs/?pagination[page]=2&pagination[pageSize]=9&sort[0]=publicationDate:desc"]);
    expect(page.meta.pagination.total).toBe(21);
    expect(page.data[0]).toMatchObject({ slug: "cv-project-cost", viewsCount: 12 });
  } finally {
    await strapi.close();
  }
});

test("a single article and a Strapi error: the error's own message and status are kept", async () => {
  const strapi = await fakeStrapi((url) =>
    url.endsWith("/cv-project-cost")
      ? { status: 200, body: { data: { ...strapiArticle, content: "<p>Текст</p>" } } }
      : { status: 404, body: { data: null, error: { status: 404, name: "NotFoundError", message: "Not Found" } } },
  );
  try {
    const client = createBlogClient(strapi.base);
    await expect(client.article("cv-project-cost")).resolves.toMatchObject({ data: { content: "<p>Текст</p>" } });
    await expect(client.article("missing")).rejects.toEqual({ message: "Not Found", statusCode: 404 });
  } finally {
    await strapi.close();
  }
});

test("no answer at all becomes SPEC §8's message with status 500", async () => {
  const client = createBlogClient("http://127.0.0.1:9/");
  await expect(client.list(1, 9)).rejects.toEqual({ message: "Ошибка загрузки блогов", statusCode: 500 });
});
