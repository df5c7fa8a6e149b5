export default {
  providers: [
    {
      // Read by the deployment's auth configuration, not by a function.
      // eslint-disable-next-line @convex-dev/no-process-env
      domain: process.env.CONVEX_SITE_URL,
      applicationID: "convex",
    },
  ],
};
