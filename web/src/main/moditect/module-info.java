/**
 * The page writer of {@code stagestack web}; the browser's entry point (dev.stagestack.web.browser) and the
 * compiled JavaScript are in the jar too, for the page only: they are never loaded on the JVM.
 */
module dev.stagestack.web {
    requires transitive dev.stagestack.runtime;

    exports dev.stagestack.web.page;
}
