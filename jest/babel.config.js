module.exports = {
  presets: [
    ["babel-preset-gatsby", { reactRuntime: "automatic" }],
    ["@babel/preset-typescript", { allowDeclareFields: true }],
  ],
};
