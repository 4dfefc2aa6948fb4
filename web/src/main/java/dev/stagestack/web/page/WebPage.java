package dev.stagestack.web.page;

import dev.stagestack.model.load.GraphLoader;
import dev.stagestack.model.load.LoadedGraph;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;

/**
 * One self-contained HTML page for a graph (docs/web.md): the model and runtime compiled to JavaScript,
 * the graph's JSON and a script carried inline, no network. At load it plays the script as
 * {@code stagestack trace} does and shows the trace in the element {@code trace}, then runs the graph live.
 */
public final class WebPage {

    /** Where the build puts the compiled model and runtime (the web module's TeaVM step). */
    static final String SCRIPT_RESOURCE = "/dev/stagestack/web/stagestack.js";

    /** Starts the compiled entry point; what it throws is shown in the page, not only in the console. */
    private static final String START = "try { main([]); } catch (e) {\n"
            + "  document.getElementById('problems').textContent = 'The page failed: ' + e + '\\n' + (e.stack || '');\n"
            + "  throw e;\n}\n";

    /** The page's own keys, as the player's (docs/player.md "Presentation mode"). */
    private static final String KEYS = "F5 pause / resume · F6 tick · F7 commit step · Ctrl+- / Ctrl+= / Ctrl+0 speed"
            + " · PageUp / PageDown step back / forward · Ctrl+← / Ctrl+→ time travel · Ctrl+End live · F9 breakpoints"
            + " · F11 presentation mode · Ctrl+Shift+F chain only"
            + " · Ctrl+Shift+= / Ctrl+Shift+- larger / smaller";

    private WebPage() {}

    /**
     * The page's HTML.
     *
     * @param graphName  the graph file's name, as problems and the title show it
     * @param graphJson  the graph file's text, exactly as read
     * @param scriptName the script file's name ({@code script} when there is none)
     * @param scriptText the script's text; empty: no input
     * @param ticks      ticks to play, as {@code stagestack trace --ticks}
     */
    public static String html(String graphName, String graphJson, String scriptName, String scriptText, long ticks) {
        return html(graphName, graphJson, scriptName, scriptText, ticks, WebBundle.builtIn());
    }

    /**
     * As {@link #html(String, String, String, String, long)}, on {@code program}: one that has the graph's
     * behaviours ({@link WebBundle#covering}).
     */
    public static String html(
            String graphName, String graphJson, String scriptName, String scriptText, long ticks, WebBundle program) {
        return html(graphName, graphJson, scriptName, scriptText, ticks, program, null);
    }

    /**
     * As {@link #html(String, String, String, String, long, WebBundle)}, carrying the images, sounds and music
     * the graph's states declare, read from {@code folder} (the graph file's folder; null carries none, and
     * the page's run then loads no file, as one without a folder).
     */
    public static String html(
            String graphName,
            String graphJson,
            String scriptName,
            String scriptText,
            long ticks,
            WebBundle program,
            Path folder) {
        StringBuilder page = head(graphName, "page.css");
        page.append("<h1>")
                .append(escaped(graphName))
                .append("</h1>\n<div id=\"view\">\n<div id=\"screen-area\">")
                .append("<canvas id=\"screen\" width=\"")
                .append(program.resolution().width())
                .append("\" height=\"")
                .append(program.resolution().height())
                .append("\" hidden></canvas>\n")
                .append("<div id=\"stage\"><div id=\"cards\"></div></div></div>\n<aside id=\"side\">")
                .append("<div id=\"controls\"><button id=\"pause\" tabindex=\"-1\">Pause (F5)</button>")
                .append("<button id=\"tick\" tabindex=\"-1\">Tick (F6)</button>")
                .append("<button id=\"commit-step\" tabindex=\"-1\">Commit step (F7)</button>")
                .append("<span id=\"run-state\"></span><div id=\"break-hit\" role=\"alert\"></div></div>\n")
                .append("<div id=\"stack\"></div>\n<pre id=\"chain\"></pre>\n")
                .append("<details id=\"breakpoints\"><summary>Breakpoints (F9)</summary><div id=\"break-after\"></div>")
                .append("<ul id=\"break-set\"></ul><ul id=\"break-states\"></ul></details>\n")
                .append("<pre id=\"problems\"></pre>\n<pre id=\"audio\" hidden></pre>\n")
                .append("<details open><summary>Log, explained</summary><div id=\"log\"></div></details>\n")
                .append("<details><summary>Trace of the script</summary><pre id=\"trace\"></pre></details>\n")
                .append("</aside></div>\n<footer>")
                .append(escaped(KEYS))
                .append("</footer>\n");
        carried(page, "graph-name", graphName);
        carried(page, "graph-json", graphJson);
        carried(page, "script-name", scriptName);
        carried(page, "script-text", scriptText);
        carried(page, "ticks", Long.toString(ticks));
        LoadedGraph loaded = folder == null ? null : GraphLoader.load(graphName, graphJson);
        if (loaded != null && loaded.isRunnable()) {
            CarriedAssets.append(page, loaded.graph(), folder);
        }
        return program(page, program);
    }

    /**
     * The page of a lesson (docs/web.md, "A lesson in one page"): walked with PageDown/PageUp, its questions
     * answered with the digit keys, {@code #m12} in the address naming the moment shown.
     *
     * @param lessonName the lesson file's name, as problems and the title show it
     * @param lessonText the lesson file's text, exactly as read
     * @param graphName  the name of the graph file it names
     * @param graphJson  the graph file's text, exactly as read
     * @param teacher    the teacher's page, answers shown; else the students', answers hidden until picked and
     *     kept for an answers file
     * @param fingerprint the lesson's fingerprint, as answers files carry it (docs/teaching.md, "Answers files")
     * @param program    a page program with the graph's behaviours ({@link WebBundle#covering}); the built-in
     *     one for a graph without behaviour code
     */
    public static String lessonHtml(
            String lessonName,
            String lessonText,
            String graphName,
            String graphJson,
            boolean teacher,
            String fingerprint,
            WebBundle program) {
        StringBuilder page = head(lessonName, "lesson.css");
        page.append(resource("/dev/stagestack/web/page/lesson.html"));
        carried(page, "lesson-name", lessonName);
        carried(page, "lesson-text", lessonText);
        carried(page, "graph-name", graphName);
        carried(page, "graph-json", graphJson);
        carried(page, "mode", teacher ? "teacher" : "student");
        carried(page, "fingerprint", fingerprint);
        return program(page, program);
    }

    private static StringBuilder head(String name, String css) {
        StringBuilder page = new StringBuilder(1 << 20);
        page.append("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n")
                .append("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n")
                .append("<title>")
                .append(escaped(name))
                .append(" · Stagestack</title>\n<style>\n")
                .append(resource("/dev/stagestack/web/page/" + css))
                .append("</style>\n</head>\n<body>\n");
        return page;
    }

    /** The compiled program and its start, closing the page. */
    private static String program(StringBuilder page, WebBundle program) {
        // An end tag inside the script would end it early; in JavaScript "<\/" means "</".
        page.append("<script>\n")
                .append(program.javaScript().replace("</", "<\\/"))
                .append("\n</script>\n<script>\n")
                .append(START)
                .append("</script>\n</body>\n</html>\n");
        return page.toString();
    }

    /**
     * Text the page carries in a hidden element, escaped so that the element's {@code textContent} gives
     * it back exactly: the HTML parser would otherwise read tags and turn CR LF into LF.
     */
    private static void carried(StringBuilder page, String id, String text) {
        page.append("<div hidden id=\"").append(id).append("\">");
        page.append(escaped(text));
        page.append("</div>\n");
    }

    static String escaped(String text) {
        StringBuilder out = new StringBuilder(text.length() + 16);
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            switch (c) {
                case '&' -> out.append("&amp;");
                case '<' -> out.append("&lt;");
                case '>' -> out.append("&gt;");
                case '"' -> out.append("&quot;");
                case '\r' -> out.append("&#13;");
                default -> out.append(c);
            }
        }
        return out.toString();
    }

    private static String resource(String name) {
        return text(WebPage.class.getResourceAsStream(name), name, "the web module's build compiles it");
    }

    /** The whole of {@code in} as UTF-8 text; a null {@code in} is a resource missing, for {@code why}. */
    static String text(InputStream in, String name, String why) {
        if (in == null) {
            throw new IllegalStateException(name + " is missing: " + why);
        }
        try (in) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
