import { parseOptions } from "@node-rs/argon2";
import { dummyHash, hashPassword, passwordProblem, verifyPassword } from "./passwords";

test("hashes are argon2id with the OWASP parameters and a salt of their own", async () => {
  const a = await hashPassword("длинный-пароль-2026");
  const b = await hashPassword("длинный-пароль-2026");
  expect(a).not.toBe(b);
  expect(parseOptions(a)).toMatchObject({ algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1, saltLen: 16 });
  await expect(verifyPassword(a, "длинный-пароль-2026")).resolves.toBe(true);
  await expect(verifyPassword(a, "длинный-пароль-2027")).resolves.toBe(false);
});

test("a malformed stored hash is a wrong password, not an error", async () => {
  await expect(verifyPassword("not a hash", "длинный-пароль-2026")).resolves.toBe(false);
});

test("the dummy hash is made once and matches nothing typed", async () => {
  const hash = await dummyHash();
  expect(await dummyHash()).toBe(hash);
  await expect(verifyPassword(hash, "")).resolves.toBe(false);
});

test.each([
  ["короткий1234", "anna@videumlab.ru", null],
  ["короткий123", "anna@videumlab.ru", "Пароль должен быть не короче 12\u00a0символов"],
  [" Anna@VideumLab.ru", "anna@videumlab.ru", "Пароль не должен совпадать с электронной почтой"],
  ["x".repeat(1025), "anna@videumlab.ru", "Пароль должен быть не длиннее 1024\u00a0символов"],
])("password case %#", (password, email, problem) => {
  expect(passwordProblem(password, email)).toBe(problem);
});
