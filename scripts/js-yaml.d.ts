/** The one function of js-yaml (a dependency of eslint) that scripts/equalSharesFixtures.ts uses. */
declare module "js-yaml" {
  const yaml: { load(text: string): unknown };
  export default yaml;
}
