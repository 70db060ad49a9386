import path from "node:path";
import { loadConfig } from "./config";
import { configuredNotifiers } from "./leads/channels";

/** CRM settings: a malformed or half configuration stops the start with a message naming the setting. */
const bitrix = { BITRIX24_WEBHOOK_URL: "https://company.bitrix24.ru/rest/1/ab12cd34ef56gh78/" };
const amo = { AMOCRM_URL: "https://company.amocrm.ru", AMOCRM_TOKEN: "eyJ0eXAiOiJKV1QiLCJhbGciOiJSUzI1NiJ9.x.y", AMOCRM_LEAD_ID_FIELD_ID: "700100" };

test("with both CRMs configured, leads go to Bitrix24 and amoCRM next to the other channels", () => {
  const config = loadConfig({ ...bitrix, ...amo, LEADS_WEBHOOK_URL: "https://hooks.example.com/leads" });
  expect(configuredNotifiers(config).map((n) => n.name)).toEqual(["webhook", "bitrix24", "amocrm"]);
  expect(config).toMatchObject({
    BITRIX24_SOURCE_ID: "WEB",
    AMOCRM_MODE: "deal",
    AMOCRM_LEAD_ID_FIELD_ID: 700100,
    CRM_NEWSLETTER: "lead",
    OUTBOX_LEASE_SECONDS: 300,
  });
});

test("the webhook address is kept with its trailing slash, added when it was left out; the account's address is its origin", () => {
  expect(loadConfig({ BITRIX24_WEBHOOK_URL: "https://company.bitrix24.ru/rest/12/ab12cd34ef56gh78" }).BITRIX24_WEBHOOK_URL).toBe(
    "https://company.bitrix24.ru/rest/12/ab12cd34ef56gh78/",
  );
  expect(loadConfig({ ...amo, AMOCRM_URL: "https://company.amocrm.ru/" }).AMOCRM_URL).toBe("https://company.amocrm.ru");
});

test.each([
  [{ BITRIX24_WEBHOOK_URL: "https://company.bitrix24.ru/rest/1/ab12cd34ef56gh78/profile.json" }, "BITRIX24_WEBHOOK_URL"],
  [{ BITRIX24_WEBHOOK_URL: "https://company.bitrix24.ru/crm/lead/" }, "BITRIX24_WEBHOOK_URL"],
  [{ BITRIX24_WEBHOOK_URL: "http://company.bitrix24.ru/rest/1/ab12cd34ef56gh78/" }, "BITRIX24_WEBHOOK_URL"],
  [{ BITRIX24_WEBHOOK_URL: "company.bitrix24.ru/rest/1/ab12cd34ef56gh78/" }, "BITRIX24_WEBHOOK_URL"],
  [{ ...bitrix, BITRIX24_ASSIGNED_BY_ID: "Иванов" }, "BITRIX24_ASSIGNED_BY_ID"],
  [{ ...bitrix, BITRIX24_SOURCE_ID: "веб сайт" }, "BITRIX24_SOURCE_ID"],
  [{ ...amo, AMOCRM_URL: "http://company.amocrm.ru" }, "AMOCRM_URL"],
  [{ ...amo, AMOCRM_URL: "https://company.amocrm.ru/api/v4" }, "AMOCRM_URL"],
  [{ AMOCRM_TOKEN: amo.AMOCRM_TOKEN, AMOCRM_LEAD_ID_FIELD_ID: "700100" }, "AMOCRM_URL"],
  [{ AMOCRM_URL: amo.AMOCRM_URL, AMOCRM_LEAD_ID_FIELD_ID: "700100" }, "AMOCRM_TOKEN"],
  [{ AMOCRM_URL: amo.AMOCRM_URL, AMOCRM_TOKEN: amo.AMOCRM_TOKEN }, "AMOCRM_LEAD_ID_FIELD_ID"],
  [{ ...amo, AMOCRM_PIPELINE_ID: "воронка" }, "AMOCRM_PIPELINE_ID"],
  [{ ...amo, AMOCRM_PIPELINE_ID: "-5" }, "AMOCRM_PIPELINE_ID"],
  [{ ...amo, AMOCRM_STATUS_ID: "33929749" }, "AMOCRM_PIPELINE_ID"],
  [{ ...amo, AMOCRM_PIPELINE_ID: "3383152", AMOCRM_STATUS_ID: "33929749", AMOCRM_MODE: "unsorted" }, "AMOCRM_STATUS_ID"],
  [{ ...amo, AMOCRM_MODE: "pipeline" }, "AMOCRM_MODE"],
  [{ ...amo, AMOCRM_TOKEN: "two words" }, "AMOCRM_TOKEN"],
  [{ ...bitrix, CRM_NEWSLETTER: "no" }, "CRM_NEWSLETTER"],
])("a malformed CRM setting stops the start naming it: %j → %s", (env, setting) => {
  expect(() => loadConfig(env)).toThrow(new RegExp(`Invalid server configuration: .*\\b${setting}:`));
});

test("an empty CRM setting counts as unset", () => {
  const config = loadConfig({ BITRIX24_WEBHOOK_URL: "", AMOCRM_URL: "", AMOCRM_TOKEN: "", AMOCRM_PIPELINE_ID: "" });
  expect(configuredNotifiers(config)).toEqual([]);
});

test("releases: data/releases and 10 kept by default, the folder taken from the working directory", () => {
  const config = loadConfig({});
  expect(config.RELEASES_DIR).toBe(path.resolve("data/releases"));
  expect(config.RELEASES_KEEP).toBe(10);
  expect(loadConfig({ RELEASES_DIR: "/srv/site/releases", RELEASES_KEEP: "3" })).toMatchObject({ RELEASES_DIR: "/srv/site/releases", RELEASES_KEEP: 3 });
});

test("a publish the server starts may take 30 minutes unless PUBLISH_TIMEOUT_MINUTES says otherwise", () => {
  expect(loadConfig({}).PUBLISH_TIMEOUT_MINUTES).toBe(30);
  expect(loadConfig({ PUBLISH_TIMEOUT_MINUTES: "45" }).PUBLISH_TIMEOUT_MINUTES).toBe(45);
});

test.each([{ RELEASES_KEEP: "0" }, { RELEASES_KEEP: "два" }, { RELEASES_KEEP: "1.5" }, { RELEASES_DIR: "" }, { PUBLISH_TIMEOUT_MINUTES: "0" }, { PUBLISH_TIMEOUT_MINUTES: "полчаса" }, { PUBLISH_TIMEOUT_MINUTES: "100000" }])("a malformed releases setting stops the start naming it: %j", (env) => {
  expect(() => loadConfig(env)).toThrow(new RegExp(`Invalid server configuration: .*\\b${Object.keys(env)[0]}:`));
});
