/**
 * The page writer of {@code stagestack web}; the browser's entry point (dev.stagestack.web.browser) and the
 * compiled JavaScript are in the jar too, for the page only: they are never loaded on the JVM. The page is also
 * an export format ({@code web}) of the exporters' list, so the editor's File ▸ Export lists it.
 */
module dev.stagestack.web {
    requires transitive dev.stagestack.runtime;
    requires dev.stagestack.tools;

    exports dev.stagestack.web.page;

    provides dev.stagestack.tools.export.Exporter with
            dev.stagestack.web.page.WebPageExporter;
}
