import next from "eslint-config-next";

const config = [
  { ignores: ["node_modules/**", ".next/**", "data/**", "lib/db/generated/**", "next-env.d.ts", "test-results/**", "e2e/.artifacts/**"] },
  ...next,
  {
    rules: {
      "@next/next/no-img-element": "off",
    },
  },
];

export default config;
