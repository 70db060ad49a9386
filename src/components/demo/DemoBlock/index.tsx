import React, { useCallback, useEffect, useId, useRef, useState } from "react";
import sampleUrl from "../../../images/demo/astronaut.jpg";
import { holdBanner, restartBannerCount } from "../../../lib/banner-hold";
import { pluralRu } from "../../../lib/russian";
import { useContactPanel } from "../../contact/context";
import { setDraftMessage } from "../../contact/draft-message";
import { DEMO_COPY, duration } from "../copy";
import { DemoLoadError, startDetector, type Detector } from "../detector-client";
import type { DemoKind, Found } from "../protocol";
import { MAX_SIDE, MIN_SIDE, PROGRESS_AFTER_MS } from "../sizes";
import { SectionBand } from "../../sections/ContentSections";
import * as S from "./styled";

export { MAX_SIDE, MIN_SIDE, PROGRESS_AFTER_MS };
/** Up to this many boxes carry their confidence as a label; more would cover the faces they mark. */
export const LABELLED_UP_TO = 8;
export const SAMPLE_CAPTION = "Пример: астронавт Эйлин Коллинз, фото NASA (общественное достояние)";

/** The band's heading id: the request's page address points at the demo with it («…/modules/faces#demo»). */
export const DEMO_ANCHOR = "demo";

export interface DemoBandProps {
  kind: DemoKind;
  /** The module's name, for the request's message. */
  moduleTitle: string;
  /** The band's place on the page (every other band is tinted). */
  position: number;
}

/** The demo's band among the module page's sections: heading, lead and the block. */
export function DemoBand({ kind, moduleTitle, position }: DemoBandProps) {
  const copy = DEMO_COPY[kind];
  return (
    <SectionBand id={DEMO_ANCHOR} title={copy.title} lead={copy.lead} position={position}>
      <DemoBlock kind={kind} moduleTitle={moduleTitle} />
    </SectionBand>
  );
}

export interface DemoBlockProps {
  kind: DemoKind;
  /** The module's name, for the request's message. */
  moduleTitle: string;
  /** For tests: the detector, and the camera. */
  start?: (kind: DemoKind) => Promise<Detector>;
  camera?: () => Promise<MediaStream>;
}

interface Picture {
  width: number;
  height: number;
  found: Found[];
}

type Phase =
  | { kind: "idle" }
  | { kind: "loading" }
  | { kind: "detecting"; progress?: number }
  | { kind: "photo"; ms: number }
  | { kind: "camera"; fps: number | null }
  | { kind: "error"; message: string };

/** What the model runs on, as the visitor reads it. */
const BACKEND_NAMES: Readonly<Record<string, string>> = {
  webgl: "видеокарта (WebGL)",
  wasm: "процессор (WebAssembly)",
  cpu: "процессор (JavaScript)",
};

const supported = () => typeof Worker !== "undefined" && typeof createImageBitmap !== "undefined";

const openCamera = () =>
  navigator.mediaDevices.getUserMedia({ video: { facingMode: "user", width: { ideal: 640 }, height: { ideal: 480 } }, audio: false });

/** A picture file as a bitmap no larger than `maxSide`, turned as the camera held it. */
async function bitmapOf(source: Blob | HTMLVideoElement, maxSide: number): Promise<ImageBitmap> {
  const full = source instanceof Blob ? await createImageBitmap(source, { imageOrientation: "from-image" }) : await createImageBitmap(source);
  const scale = Math.min(1, maxSide / Math.max(full.width, full.height));
  if (scale === 1) return full;
  const small = await createImageBitmap(full, { resizeWidth: Math.round(full.width * scale), resizeHeight: Math.round(full.height * scale), resizeQuality: "high" });
  full.close();
  return small;
}

function cameraError(error: unknown): string {
  const name = error instanceof DOMException ? error.name : "";
  if (name === "NotAllowedError" || name === "SecurityError") return "Доступ к камере не разрешён. Разрешите его в настройках браузера для этого сайта или выберите фото.";
  if (name === "NotFoundError" || name === "OverconstrainedError") return "Камера не найдена. Подключите её или выберите фото.";
  if (name === "NotReadableError") return "Камера занята другой программой. Закройте её и попробуйте снова.";
  return "Не удалось включить камеру. Выберите фото.";
}

/**
 * «Попробуйте на своём фото»: a photo she chooses, drops or pastes, the sample photo, or her camera; the
 * model runs in a worker in her browser and the boxes are drawn over the picture, with the count and the
 * time in a live region. Loaded when the block comes into view (LazyDemo); the worker and the model
 * only when she first asks for a detection.
 */
export function DemoBlock({ kind, moduleTitle, start = startDetector, camera = openCamera }: DemoBlockProps) {
  const copy = DEMO_COPY[kind];
  const id = useId();
  const canvas = useRef<HTMLCanvasElement>(null);
  const video = useRef<HTMLVideoElement>(null);
  const detector = useRef<Promise<Detector> | null>(null);
  const stream = useRef<MediaStream | null>(null);
  /** Releases the messenger banner's hold, taken while the camera is asked for and runs. */
  const cameraHold = useRef<(() => void) | null>(null);
  const run = useRef(0);
  const [phase, setPhase] = useState<Phase>({ kind: "idle" });
  const [picture, setPicture] = useState<Picture | null>(null);
  const [source, setSource] = useState<"photo" | "camera" | null>(null);
  const [caption, setCaption] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const panel = useContactPanel();
  // After hydration: the server's HTML cannot know the browser.
  const [unsupported, setUnsupported] = useState(false);
  useEffect(() => setUnsupported(!supported()), []);

  const [engine, setEngine] = useState<{ backend: string; loadMs: number } | null>(null);
  const model = useCallback(() => {
    detector.current ??= start(kind).then(
      (ready) => {
        setEngine({ backend: ready.backend, loadMs: ready.loadMs });
        return ready;
      },
      (error: unknown) => {
        detector.current = null;
        throw error;
      },
    );
    return detector.current;
  }, [kind, start]);

  const stopCamera = useCallback(() => {
    run.current++;
    stream.current?.getTracks().forEach((track) => track.stop());
    stream.current = null;
    cameraHold.current?.();
    cameraHold.current = null;
  }, []);

  useEffect(
    () => () => {
      stopCamera();
      void detector.current?.then((d) => d.dispose(), () => undefined);
    },
    [stopCamera],
  );

  const failed = (error: unknown) => {
    // The worker could not start or has died: the next photo starts a new one.
    if (error instanceof DemoLoadError) {
      void detector.current?.then((d) => d.dispose(), () => undefined);
      detector.current = null;
    }
    const message =
      error instanceof DemoLoadError
        ? "Не удалось загрузить модель распознавания. Проверьте соединение и попробуйте ещё раз."
        : "Не удалось обработать снимок. Попробуйте другой.";
    setPhase({ kind: "error", message });
  };

  /** No picture any more: the photo with its boxes, or the camera's frame, leaves the block. */
  const clearPicture = () => {
    stopCamera();
    if (video.current) video.current.srcObject = null;
    // Resizing a canvas wipes it: the old photo is not kept even hidden.
    if (canvas.current) canvas.current.width = canvas.current.height = 0;
    setSource(null);
    setCaption(null);
    setPicture(null);
  };

  /** A file the demo will not take: the refusal stands in place of the previous result, not beside it. */
  const refuse = (message: string) => {
    clearPicture();
    setPhase({ kind: "error", message });
  };

  const detectPhoto = async (file: Blob, newCaption: string | null) => {
    stopCamera();
    const mine = ++run.current;
    if (!file.type.startsWith("image/")) {
      refuse("Это не изображение: выберите снимок в формате JPEG, PNG или WebP.");
      return;
    }
    let bitmap: ImageBitmap;
    try {
      bitmap = await bitmapOf(file, MAX_SIDE[kind]);
    } catch {
      if (mine === run.current) refuse("Не удалось открыть этот файл как изображение. Выберите другой снимок.");
      return;
    }
    // Another photo or the camera came while this one was opened.
    if (mine !== run.current) {
      bitmap.close();
      return;
    }
    if (Math.min(bitmap.width, bitmap.height) < MIN_SIDE) {
      bitmap.close();
      refuse(`Снимок слишком маленький: нужно хотя бы ${MIN_SIDE}\u00A0×\u00A0${MIN_SIDE} ${pluralRu(MIN_SIDE, ["пиксель", "пикселя", "пикселей"])}.`);
      return;
    }
    setSource("photo");
    setCaption(newCaption);
    const { width, height } = bitmap;
    setPicture({ width, height, found: [] });
    const target = canvas.current;
    if (target) {
      target.width = width;
      target.height = height;
      target.getContext("2d")?.drawImage(bitmap, 0, 0);
    }
    setPhase({ kind: detector.current ? "detecting" : "loading" });
    // Drawn: the picture itself goes to the worker (transferred, gone from this side), or is closed here.
    let handedOver = false;
    try {
      const d = await model();
      if (mine !== run.current) return;
      setPhase({ kind: "detecting" });
      handedOver = true;
      const asked = performance.now();
      const { found, ms } = await d.detect(bitmap, {
        progress: (done, total) => {
          if (mine === run.current && performance.now() - asked >= PROGRESS_AFTER_MS) setPhase({ kind: "detecting", progress: done / total });
        },
      });
      if (mine !== run.current) return;
      setPicture({ width, height, found });
      setPhase({ kind: "photo", ms });
      // She is looking at the result: the messenger banner's 20 s count starts now.
      restartBannerCount();
    } catch (error) {
      if (mine === run.current) failed(error);
    } finally {
      if (!handedOver) bitmap.close();
    }
  };

  const trySample = async () => {
    const response = await fetch(sampleUrl).catch(() => null);
    if (!response?.ok) {
      setPhase({ kind: "error", message: "Не удалось загрузить пример. Проверьте соединение и попробуйте ещё раз." });
      return;
    }
    await detectPhoto(await response.blob(), SAMPLE_CAPTION);
  };

  const startCamera = async () => {
    stopCamera();
    const mine = run.current;
    if (!navigator.mediaDevices?.getUserMedia) {
      refuse("Этот браузер не даёт странице камеру. Выберите фото.");
      return;
    }
    // From the browser's question on: she is answering it, then watching herself, not idle.
    const hold = holdBanner();
    cameraHold.current = hold;
    let media: MediaStream;
    try {
      media = await camera();
    } catch (error) {
      hold();
      // The refusal stands in place of the previous photo and its boxes, not beside them.
      if (mine === run.current) refuse(cameraError(error));
      return;
    }
    if (mine !== run.current) {
      media.getTracks().forEach((track) => track.stop());
      return;
    }
    stream.current = media;
    // The camera can go by itself (unplugged, access withdrawn): then it is off, here too.
    media.getVideoTracks().forEach((track) =>
      track.addEventListener("ended", () => {
        if (mine === run.current) offCamera();
      }),
    );
    setSource("camera");
    setCaption(null);
    setPhase(detector.current ? { kind: "camera", fps: null } : { kind: "loading" });
    const element = video.current;
    if (!element) return;
    element.srcObject = media;
    await element.play().catch(() => undefined);
    let d: Detector;
    try {
      d = await model();
    } catch (error) {
      if (mine === run.current) failed(error);
      stopCamera();
      return;
    }
    setPhase({ kind: "camera", fps: null });
    // One frame at a time: the next is taken when the worker has answered, so frames never pile up.
    const times: number[] = [];
    while (mine === run.current && element.srcObject === media) {
      // A new frame, not the one just looked at (where the browser can say when one comes).
      await new Promise<void>((resolve) =>
        "requestVideoFrameCallback" in element ? element.requestVideoFrameCallback(() => resolve()) : requestAnimationFrame(() => resolve()),
      );
      if (element.readyState < 2 || element.videoWidth === 0) continue;
      try {
        const frame = await bitmapOf(element, MAX_SIDE.objects);
        const { width, height } = frame;
        const { found } = await d.detect(frame, { frame: true });
        if (mine !== run.current) return;
        const now = performance.now();
        times.push(now);
        while (times.length > 0 && now - times[0] > 1000) times.shift();
        setPicture({ width, height, found });
        setPhase({ kind: "camera", fps: times.length });
      } catch (error) {
        if (mine === run.current) failed(error);
        stopCamera();
        return;
      }
    }
  };

  const offCamera = () => {
    clearPicture();
    setPhase({ kind: "idle" });
  };

  // A picture pasted anywhere on the page (not into a form field) goes to the demo.
  useEffect(() => {
    const onPaste = (event: ClipboardEvent) => {
      if ((event.target as Element | null)?.closest?.("input, textarea, [contenteditable]")) return;
      const file = [...(event.clipboardData?.files ?? [])].find((f) => f.type.startsWith("image/"));
      if (!file) return;
      event.preventDefault();
      void detectPhoto(file, null);
    };
    document.addEventListener("paste", onPaste);
    return () => document.removeEventListener("paste", onPaste);
  });

  const discuss = () => {
    setDraftMessage(copy.leadMessage(moduleTitle));
    // The request's page address (pageUrl) then says it came from the demo.
    window.history.replaceState(window.history.state, "", `#${DEMO_ANCHOR}`);
    panel.open();
  };

  const status =
    phase.kind === "loading"
      ? copy.loading
      : phase.kind === "detecting"
        ? copy.searching
        : phase.kind === "photo"
          ? picture && picture.found.length > 0
            ? `${copy.found(picture.found.length)} — за ${duration(phase.ms)}`
            : `${copy.none} Поиск занял ${duration(phase.ms)}.`
          : phase.kind === "camera"
            ? phase.fps === null
              ? "Камера включена, запускаем распознавание…"
              : `${copy.found(picture?.found.length ?? 0)} · ${phase.fps} ${pluralRu(phase.fps, ["кадр", "кадра", "кадров"])} в секунду`
            : "";

  return (
    <S.Demo
      $dragging={dragging}
      onDragOver={(event) => {
        if (![...event.dataTransfer.types].includes("Files")) return;
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
      }}
      onDrop={(event) => {
        event.preventDefault();
        setDragging(false);
        const file = event.dataTransfer.files[0];
        if (file) void detectPhoto(file, null);
      }}
    >
      <S.Controls>
        <S.FileLabel as="label" htmlFor={`${id}-file`} $variant="primary">
          Выбрать фото
          <input
            id={`${id}-file`}
            type="file"
            accept="image/jpeg,image/png,image/webp,image/gif,image/bmp"
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) void detectPhoto(file, null);
              event.target.value = "";
            }}
          />
        </S.FileLabel>
        {/* The sample is a portrait; for people and vehicles no street photo licensed for the site was at hand. */}
        {kind === "faces" && (
          <S.Button as="button" type="button" $variant="secondary" onClick={() => void trySample()}>
            Взять пример
          </S.Button>
        )}
        {source === "camera" ? (
          <S.Button as="button" type="button" $variant="secondary" onClick={offCamera}>
            Выключить камеру
          </S.Button>
        ) : (
          <S.Button as="button" type="button" $variant="secondary" onClick={() => void startCamera()}>
            Включить камеру
          </S.Button>
        )}
      </S.Controls>
      <S.Hint>
        <span data-pointer-only="">Или перетащите снимок сюда, или вставьте его из буфера обмена (Ctrl+V). </span>
        Снимок не покидает ваше устройство: на сайт не отправляется ни он, ни кадры с камеры.
      </S.Hint>
      {unsupported && <S.Problem role="alert">Этот браузер не умеет распознавать на странице. Откройте её в свежей версии Chrome, Edge, Firefox или Safari.</S.Problem>}

      <S.Result>
      <S.Picture hidden={source === null}>
      <S.Stage style={picture ? { aspectRatio: `${picture.width} / ${picture.height}` } : undefined}>
        <canvas ref={canvas} hidden={source !== "photo"} aria-label={caption ?? "Ваш снимок"} role="img" />
        <video ref={video} hidden={source !== "camera"} muted playsInline aria-label="Кадр с вашей камеры" />
        {picture &&
          picture.found.map((box, i) => {
            const label = `${kind === "faces" ? "" : `${box.label} `}${Math.round(box.score * 100)}\u00A0%`;
            // In a crowd the labels would cover the faces: small boxes are drawn bare, their label on hover.
            const bare = picture.found.length > LABELLED_UP_TO || box.width < picture.width * 0.05;
            return (
              <S.Box
                key={i}
                aria-hidden="true"
                data-box=""
                data-bare={bare ? "" : undefined}
                title={bare ? label : undefined}
                // A box at the picture's top edge carries its label inside, where the picture does not clip it.
                data-label-inside={box.y < picture.height * 0.06 ? "" : undefined}
                style={{
                  left: `${(box.x / picture.width) * 100}%`,
                  top: `${(box.y / picture.height) * 100}%`,
                  width: `${(box.width / picture.width) * 100}%`,
                  height: `${(box.height / picture.height) * 100}%`,
                }}
              >
                {!bare && <span>{label}</span>}
              </S.Box>
            );
          })}
      </S.Stage>
      {caption && source === "photo" && <S.Caption>{caption}</S.Caption>}
      </S.Picture>
      <S.Aside>

      <S.Status role="status">{status}</S.Status>
      {phase.kind === "detecting" && phase.progress !== undefined && (
        <S.Progress max={1} value={phase.progress} aria-label="Сколько снимка просмотрено" />
      )}
      {engine && (phase.kind === "photo" || phase.kind === "camera") && (
        <S.Detail>
          Модель {kind === "faces" ? "BlazeFace" : "CenterNet"}, вычисляет {BACKEND_NAMES[engine.backend] ?? engine.backend}; модель загрузилась за{" "}
          {duration(engine.loadMs)}
        </S.Detail>
      )}
      {phase.kind === "error" && <S.Problem role="alert">{phase.message}</S.Problem>}
      {(phase.kind === "photo" || (phase.kind === "camera" && phase.fps !== null)) && (
        <S.Discuss>
          <p>Работает так же на ваших камерах и в вашем контуре — обсудим задачу?</p>
          <S.Button as="button" type="button" $variant="primary" onClick={discuss}>
            Обсудить внедрение
          </S.Button>
        </S.Discuss>
      )}
      </S.Aside>
      </S.Result>
    </S.Demo>
  );
}
