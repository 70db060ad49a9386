import { bannerHeld, holdBanner, restartBannerCount, watchBannerHold } from "./banner-hold";

test("held while any hold is on; a release called twice counts once", () => {
  expect(bannerHeld()).toBe(false);
  const camera = holdBanner();
  const other = holdBanner();
  expect(bannerHeld()).toBe(true);
  camera();
  camera();
  expect(bannerHeld()).toBe(true);
  other();
  expect(bannerHeld()).toBe(false);
});

test("a watcher hears every hold, release and restart, and nothing once it has stopped watching", () => {
  const heard: boolean[] = [];
  const unwatch = watchBannerHold(() => heard.push(bannerHeld()));
  const release = holdBanner();
  release();
  release();
  restartBannerCount();
  expect(heard).toEqual([true, false, false]);
  unwatch();
  holdBanner()();
  restartBannerCount();
  expect(heard).toHaveLength(3);
});
