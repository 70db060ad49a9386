import React from "react";
import { act, fireEvent, screen, within } from "@testing-library/react";
import { useStaticQuery } from "gatsby";
import { renderOnSite } from "../../../../jest/render";
import { siteSettingsData } from "../../../../jest/site-data";
import { MessengerBanner } from "../../layout/MessengerBanner";
import { useContactPanel } from "../../contact/context";
import { takeDraftMessage } from "../../contact/draft-message";
import type { DetectOptions, Detector } from "../detector-client";
import { DemoLoadError } from "../detector-client";
import type { Found } from "../protocol";
import { DemoBlock, MAX_SIDE, PROGRESS_AFTER_MS } from ".";

/** jsdom decodes no pictures: a bitmap of the size the test says, with close() recorded. */
const bitmaps: { width: number; height: number; closed: boolean }[] = [];
beforeEach(() => {
  bitmaps.length = 0;
  (globalThis as unknown as { createImageBitmap: unknown }).createImageBitmap = jest.fn(
    async (source: unknown, options?: { resizeWidth?: number; resizeHeight?: number }) => {
      const from = source as { width?: number; height?: number; size?: number };
      const bitmap = {
        width: options?.resizeWidth ?? from.width ?? 6000,
        height: options?.resizeHeight ?? from.height ?? 4500,
        closed: false,
        close() {
          this.closed = true;
        },
      };
      bitmaps.push(bitmap);
      return bitmap;
    },
  );
  jest.spyOn(HTMLCanvasElement.prototype, "getContext").mockReturnValue({ drawImage: jest.fn() } as unknown as ReturnType<HTMLCanvasElement["getContext"]>);
  window.history.replaceState(null, "", "/modules/faces");
  // jsdom has no workers; the detector is the test's, so only its presence matters.
  (globalThis as unknown as { Worker: unknown }).Worker = class {};
});
afterEach(() => jest.restoreAllMocks());

function fakeDetector(found: Found[], ms = 180) {
  const seen: { width: number; height: number }[] = [];
  const detector: Detector = {
    backend: "webgl",
    loadMs: 900,
    detect: jest.fn(async (image: ImageBitmap) => {
      seen.push({ width: image.width, height: image.height });
      return { found, ms };
    }),
    dispose: jest.fn(),
  };
  return { detector, seen, start: jest.fn(async () => detector) };
}

const face = (x: number, score: number, width = 300): Found => ({ x, y: 100, width, height: width * 1.2, score, label: "лицо" });

function PanelState() {
  return <span data-testid="panel">{useContactPanel().state}</span>;
}

function renderDemo(start: () => Promise<Detector>, camera?: () => Promise<MediaStream>) {
  renderOnSite(
    <>
      <DemoBlock kind="faces" moduleTitle="Распознавание лиц" start={start} camera={camera} />
      <PanelState />
    </>,
  );
}

const choose = (file: File) =>
  act(async () => {
    const input = screen.getByLabelText("Выбрать фото") as HTMLInputElement;
    Object.defineProperty(input, "files", { configurable: true, get: () => [file] });
    fireEvent.change(input);
  });

const photo = () => new File(["jpeg"], "team.jpg", { type: "image/jpeg" });

test("a chosen photo: the count and the time are announced, the boxes drawn with their confidence", async () => {
  const { start, seen } = fakeDetector([face(100, 0.97), face(900, 0.81)]);
  renderDemo(start);
  await choose(photo());
  expect(screen.getByRole("status")).toHaveTextContent("Найдено лиц: 2 — за 180 мс");
  expect(start).toHaveBeenCalledWith("faces");
  const stage = screen.getByRole("img", { name: "Ваш снимок" }).parentElement!;
  expect(within(stage).getByText("97 %", { normalizer: (s) => s.replace(/\s/g, " ") })).toBeInTheDocument();
  expect(within(stage).getByText("81 %", { normalizer: (s) => s.replace(/\s/g, " ") })).toBeInTheDocument();
  // A 27-megapixel photo goes to the model at 4096 px on the long side (a 12-megapixel one whole):
  // faces are searched tile by tile, so small faces stay.
  expect(seen).toEqual([{ width: MAX_SIDE.faces, height: 3072 }]);
  expect(MAX_SIDE.faces).toBe(4096);
});

test("in a crowd the boxes are drawn bare, so the labels do not cover the faces; each keeps its confidence as a tooltip", async () => {
  const crowd = Array.from({ length: 9 }, (_, i) => face(100 + i * 400, 0.9 - i / 100));
  const { start } = fakeDetector(crowd);
  renderDemo(start);
  await choose(photo());
  expect(screen.getByRole("status")).toHaveTextContent("Найдено лиц: 9");
  const stage = screen.getByRole("img", { name: "Ваш снимок" }).parentElement!;
  const boxes = stage.querySelectorAll("[data-box]");
  expect(boxes).toHaveLength(9);
  expect(within(stage).queryByText(/%/)).toBeNull();
  expect(boxes[0].getAttribute("title")).toBe("90\u00A0%");
});

test("a face small on the picture is drawn bare too, a large one beside it keeps its label", async () => {
  const { start } = fakeDetector([face(100, 0.95, 60), face(900, 0.9)]);
  renderDemo(start);
  await choose(photo());
  const stage = screen.getByRole("img", { name: "Ваш снимок" }).parentElement!;
  expect(within(stage).queryByText("95 %", { normalizer: (s) => s.replace(/\s/g, " ") })).toBeNull();
  expect(within(stage).getByText("90 %", { normalizer: (s) => s.replace(/\s/g, " ") })).toBeInTheDocument();
});

test("a search longer than a second shows how far it is; the bar goes with the result", async () => {
  const { detector, start } = fakeDetector([face(100, 0.9)]);
  let finish: () => void = () => undefined;
  let clock = 0;
  jest.spyOn(performance, "now").mockImplementation(() => clock);
  (detector.detect as jest.Mock).mockImplementation(async (_image: unknown, options?: DetectOptions) => {
    options?.progress?.(1, 10);
    clock = PROGRESS_AFTER_MS + 200;
    options?.progress?.(4, 10);
    await new Promise<void>((resolve) => (finish = resolve));
    return { found: [face(100, 0.9)], ms: 2400 };
  });
  renderDemo(start);
  await choose(photo());
  expect(screen.getByRole("status")).toHaveTextContent("Ищем лица");
  expect(screen.getByRole("progressbar", { name: "Сколько снимка просмотрено" })).toHaveAttribute("value", "0.4");
  await act(async () => finish());
  expect(screen.getByRole("status")).toHaveTextContent("Найдено лиц: 1 — за 2,4 с");
  expect(screen.queryByRole("progressbar")).toBeNull();
});

test("a search shorter than a second shows no bar", async () => {
  const { detector, start } = fakeDetector([]);
  let finish: () => void = () => undefined;
  jest.spyOn(performance, "now").mockReturnValue(0);
  (detector.detect as jest.Mock).mockImplementation(async (_image: unknown, options?: DetectOptions) => {
    options?.progress?.(9, 10);
    await new Promise<void>((resolve) => (finish = resolve));
    return { found: [], ms: 300 };
  });
  renderDemo(start);
  await choose(photo());
  expect(screen.queryByRole("progressbar")).toBeNull();
  await act(async () => finish());
});

test("every picture made from a photo is handed to the model or closed, a photo replaced while the model loads too", async () => {
  const handed: unknown[] = [];
  const { detector } = fakeDetector([face(100, 0.9)]);
  (detector.detect as jest.Mock).mockImplementation(async (image: unknown) => {
    handed.push(image);
    return { found: [], ms: 10 };
  });
  let loaded: (d: typeof detector) => void = () => undefined;
  const start = jest.fn(() => new Promise<typeof detector>((resolve) => (loaded = resolve)));
  renderDemo(start);
  await choose(photo());
  await choose(photo()); // the first one's model is still loading
  await act(async () => loaded(detector));
  expect(handed).toHaveLength(1);
  expect(bitmaps.filter((b) => !b.closed && !handed.includes(b))).toEqual([]);
  expect(bitmaps.length).toBeGreaterThanOrEqual(3);
});

test("the model is loaded once, for the first photo; the next one goes straight to it", async () => {
  const { start, detector } = fakeDetector([face(100, 0.9)]);
  renderDemo(start);
  await choose(photo());
  await choose(photo());
  expect(start).toHaveBeenCalledTimes(1);
  expect(detector.detect).toHaveBeenCalledTimes(2);
});

test("no faces: said so, with what to try, and the time", async () => {
  const { start } = fakeDetector([], 95);
  renderDemo(start);
  await choose(photo());
  expect(screen.getByRole("status")).toHaveTextContent("Лиц не найдено. Попробуйте снимок, где лица видны крупнее и анфас. Поиск занял 95 мс.");
});

test("a file that is not a picture is refused in words, and the model is not even loaded", async () => {
  const { start } = fakeDetector([]);
  renderDemo(start);
  await choose(new File(["%PDF"], "offer.pdf", { type: "application/pdf" }));
  expect(screen.getByRole("alert")).toHaveTextContent("Это не изображение: выберите снимок в формате JPEG, PNG или WebP.");
  expect(start).not.toHaveBeenCalled();
});

test("a picture too small to hold a face (an icon) is refused with the size it needs", async () => {
  const { start } = fakeDetector([face(1, 0.64)]);
  (globalThis as unknown as { createImageBitmap: unknown }).createImageBitmap = jest.fn(async () => ({ width: 48, height: 48, close: jest.fn() }));
  renderDemo(start);
  await choose(photo());
  expect(screen.getByRole("alert")).toHaveTextContent("Снимок слишком маленький: нужно хотя бы 64 × 64 пикселя.");
  expect(start).not.toHaveBeenCalled();
});

test("a model that cannot be loaded is reported, and the next photo tries again", async () => {
  const { detector } = fakeDetector([face(1, 0.9)]);
  const start = jest.fn().mockRejectedValueOnce(new DemoLoadError("HTTP 404")).mockResolvedValue(detector);
  renderDemo(start);
  await choose(photo());
  expect(screen.getByRole("alert")).toHaveTextContent("Не удалось загрузить модель распознавания. Проверьте соединение и попробуйте ещё раз.");
  await choose(photo());
  expect(screen.queryByRole("alert")).toBeNull();
  expect(screen.getByRole("status")).toHaveTextContent("Найдено лиц: 1");
});

test("«Обсудить внедрение» opens the contact panel with the message written and the page address pointing at the demo", async () => {
  const { start } = fakeDetector([face(100, 0.97)]);
  renderDemo(start);
  expect(screen.queryByRole("button", { name: "Обсудить внедрение" })).toBeNull();
  await choose(photo());
  fireEvent.click(screen.getByRole("button", { name: "Обсудить внедрение" }));
  expect(screen.getByTestId("panel")).toHaveTextContent("open");
  expect(takeDraftMessage()).toBe("Интересует модуль «Распознавание лиц»: попробовали демо на сайте");
  expect(window.location.hash).toBe("#demo");
});

test("a camera she refuses: told how to allow it, in her words", async () => {
  const { start } = fakeDetector([]);
  Object.defineProperty(navigator, "mediaDevices", { configurable: true, value: { getUserMedia: jest.fn() } });
  renderDemo(start, async () => {
    throw new DOMException("denied", "NotAllowedError");
  });
  await act(async () => fireEvent.click(screen.getByRole("button", { name: "Включить камеру" })));
  expect(screen.getByRole("alert")).toHaveTextContent("Доступ к камере не разрешён. Разрешите его в настройках браузера для этого сайта или выберите фото.");
  expect(start).not.toHaveBeenCalled();
});

test("a camera refused after a photo: the refusal replaces the photo and its count, and stays", async () => {
  const { start } = fakeDetector([face(100, 0.9)]);
  Object.defineProperty(navigator, "mediaDevices", { configurable: true, value: { getUserMedia: jest.fn() } });
  renderDemo(start, async () => {
    throw new DOMException("denied", "NotAllowedError");
  });
  await choose(photo());
  expect(screen.getByRole("img", { name: "Ваш снимок" })).toBeInTheDocument();
  await act(async () => fireEvent.click(screen.getByRole("button", { name: "Включить камеру" })));
  expect(screen.getByRole("alert")).toHaveTextContent("Доступ к камере не разрешён.");
  expect(screen.queryByRole("img", { name: "Ваш снимок" })).toBeNull();
  expect(screen.getByRole("status")).not.toHaveTextContent("Найдено");
  expect(screen.queryByRole("button", { name: "Обсудить внедрение" })).toBeNull();
});

test("a picture pasted on the page (not into a field) is looked at", async () => {
  const { start, detector } = fakeDetector([face(1, 0.9)]);
  renderDemo(start);
  const file = photo();
  await act(async () => {
    const event = new Event("paste", { bubbles: true, cancelable: true }) as Event & { clipboardData: unknown };
    event.clipboardData = { files: [file] };
    document.body.dispatchEvent(event);
  });
  expect(detector.detect).toHaveBeenCalledTimes(1);
  expect(screen.getByRole("status")).toHaveTextContent("Найдено лиц: 1");
});

test("a browser without workers is told so on the block, before she tries", async () => {
  delete (globalThis as unknown as { Worker?: unknown }).Worker;
  const { start } = fakeDetector([]);
  renderDemo(start);
  expect(screen.getByRole("alert")).toHaveTextContent("Этот браузер не умеет распознавать на странице.");
});

test("a photo dropped on the block is looked at; the block shows where to drop while she drags", async () => {
  const { start, detector } = fakeDetector([face(1, 0.9)]);
  renderDemo(start);
  const zone = screen.getByLabelText("Выбрать фото").closest("div[class]")!.parentElement!;
  const file = photo();
  const idle = zone.className;
  fireEvent.dragOver(zone, { dataTransfer: { types: ["Files"], files: [file] } });
  // Drawn as the drop target (its own styles: another class).
  expect(zone.className).not.toBe(idle);
  await act(async () => {
    fireEvent.drop(zone, { dataTransfer: { types: ["Files"], files: [file] } });
  });
  expect(detector.detect).toHaveBeenCalledTimes(1);
  expect(screen.getByRole("status")).toHaveTextContent("Найдено лиц: 1");
});

test("the file field is reached with the keyboard and named", () => {
  const { start } = fakeDetector([]);
  renderDemo(start);
  const field = screen.getByLabelText("Выбрать фото");
  expect(field.tagName).toBe("INPUT");
  expect(field).toHaveAttribute("type", "file");
  expect(field).not.toHaveAttribute("tabindex", "-1");
  field.focus();
  expect(document.activeElement).toBe(field);
});

/** A camera that gives a stream at once; `track` can end it as an unplugged camera would. */
function fakeCamera() {
  const track = Object.assign(new EventTarget(), { stop: jest.fn() });
  const stream = { getTracks: () => [track], getVideoTracks: () => [track] } as unknown as MediaStream;
  Object.defineProperty(navigator, "mediaDevices", { configurable: true, value: { getUserMedia: jest.fn() } });
  jest.spyOn(HTMLMediaElement.prototype, "play").mockResolvedValue(undefined);
  return { track, camera: jest.fn(async () => stream) };
}

describe("a refused file replaces the previous result", () => {
  const good = async () => {
    await choose(photo());
    expect(screen.getByRole("status")).toHaveTextContent("Найдено лиц: 1 — за 180 мс");
    expect(screen.getByText("97 %", { normalizer: (s) => s.replace(/\s/g, " ") })).toBeInTheDocument();
  };

  test.each([
    ["not a picture", () => new File(["%PDF"], "offer.pdf", { type: "application/pdf" }), "Это не изображение: выберите снимок в формате JPEG, PNG или WebP."],
    [
      "unreadable",
      () => {
        (createImageBitmap as jest.Mock).mockRejectedValueOnce(new DOMException("The source image could not be decoded.", "InvalidStateError"));
        return new File(["broken"], "broken.jpg", { type: "image/jpeg" });
      },
      "Не удалось открыть этот файл как изображение. Выберите другой снимок.",
    ],
    [
      "too small",
      () => {
        (createImageBitmap as jest.Mock).mockResolvedValueOnce({ width: 48, height: 48, close: jest.fn() });
        return photo();
      },
      "Снимок слишком маленький: нужно хотя бы 64 × 64 пикселя.",
    ],
  ])("%s: only the refusal is left, without the old photo, its boxes or its count", async (_, file, refusal) => {
    const { start } = fakeDetector([face(100, 0.97)]);
    renderDemo(start);
    await good();
    await choose(file());
    expect(screen.getByRole("alert")).toHaveTextContent(refusal);
    expect(screen.queryByRole("img")).toBeNull();
    expect(screen.queryByText(/97/)).toBeNull();
    expect(screen.getByRole("status")).toHaveTextContent(/^$/);
    expect(screen.queryByRole("button", { name: "Обсудить внедрение" })).toBeNull();
    // Not even kept hidden: the drawing is wiped.
    expect(document.querySelector("canvas")).toHaveProperty("width", 0);
    // The next good photo is shown as usual.
    await good();
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.getByRole("img", { name: "Ваш снимок" })).toBeVisible();
  });

  test("a refused file while the camera runs turns the camera off", async () => {
    const { start } = fakeDetector([]);
    const { track, camera } = fakeCamera();
    renderDemo(start, camera);
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Включить камеру" })));
    expect(screen.getByRole("button", { name: "Выключить камеру" })).toBeInTheDocument();
    await choose(new File(["%PDF"], "offer.pdf", { type: "application/pdf" }));
    expect(track.stop).toHaveBeenCalled();
    expect(screen.queryByRole("img")).toBeNull();
    expect(screen.getByRole("button", { name: "Включить камеру" })).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent("Это не изображение");
  });
});

describe("the messenger banner waits while she watches the demo", () => {
  beforeEach(() => {
    jest.useFakeTimers({ now: new Date("2026-03-02T10:00:00Z").getTime() });
    localStorage.clear();
    (useStaticQuery as jest.Mock).mockReturnValue(siteSettingsData);
  });
  afterEach(() => jest.useRealTimers());

  const advance = (ms: number) =>
    act(async () => {
      jest.advanceTimersByTime(ms);
    });
  const banner = () => screen.queryByRole("dialog", { name: /Telegram/ });

  function renderPage(start: () => Promise<Detector>, camera?: () => Promise<MediaStream>) {
    renderOnSite(
      <>
        <DemoBlock kind="faces" moduleTitle="Распознавание лиц" start={start} camera={camera} />
        <MessengerBanner />
      </>,
    );
  }

  test("not shown while the camera runs; shown 20 s after it stops, with no other activity", async () => {
    const { start } = fakeDetector([face(100, 0.9)]);
    const { track, camera } = fakeCamera();
    renderPage(start, camera);
    await advance(5_000);
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Включить камеру" })));
    await advance(20_000);
    expect(banner()).toBeNull();
    await advance(60_000);
    expect(banner()).toBeNull();
    // The camera unplugged: no mouse, key or click on the page.
    await act(async () => track.dispatchEvent(new Event("ended")));
    expect(screen.getByRole("button", { name: "Включить камеру" })).toBeInTheDocument();
    await advance(19_999);
    expect(banner()).toBeNull();
    await advance(1);
    expect(banner()).toBeInTheDocument();
  });

  test("while the browser asks for the camera the banner waits too; a refusal gives her the full 20 s", async () => {
    const { start } = fakeDetector([]);
    Object.defineProperty(navigator, "mediaDevices", { configurable: true, value: { getUserMedia: jest.fn() } });
    let answer: (error: Error) => void = () => undefined;
    renderPage(start, () => new Promise<MediaStream>((_, reject) => (answer = reject)));
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Включить камеру" })));
    await advance(45_000);
    expect(banner()).toBeNull();
    await act(async () => answer(new DOMException("denied", "NotAllowedError")));
    await advance(19_999);
    expect(banner()).toBeNull();
    await advance(1);
    expect(banner()).toBeInTheDocument();
  });

  test("a result appearing at t restarts the count: not shown at t + 19 s, shown at t + 20 s", async () => {
    const { detector } = fakeDetector([face(100, 0.9)]);
    let loaded: (d: Detector) => void = () => undefined;
    renderPage(() => new Promise<Detector>((resolve) => (loaded = resolve)));
    await advance(5_000);
    await choose(photo());
    // The model takes 7 s to come: the result appears at t = 12 s.
    await advance(7_000);
    await act(async () => loaded(detector));
    expect(screen.getByRole("status")).toHaveTextContent("Найдено лиц: 1");
    await advance(19_000);
    expect(banner()).toBeNull();
    await advance(999);
    expect(banner()).toBeNull();
    await advance(1);
    expect(banner()).toBeInTheDocument();
  });
});
