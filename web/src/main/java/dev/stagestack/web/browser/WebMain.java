package dev.stagestack.web.browser;

import dev.stagestack.model.Problem;
import dev.stagestack.model.load.GraphLoader;
import dev.stagestack.model.load.LoadedGraph;
import dev.stagestack.runtime.graph.BehaviorRegistry;
import dev.stagestack.runtime.trace.HeadlessRunner;
import dev.stagestack.runtime.trace.Script;
import dev.stagestack.runtime.trace.ScriptParse;
import java.util.ArrayList;
import java.util.List;
import org.teavm.jso.browser.Performance;
import org.teavm.jso.dom.html.HTMLDocument;

/**
 * The page's entry point, compiled to JavaScript: reads the graph and script the page carries, plays the
 * script as {@code stagestack trace} does and shows the trace (element {@code trace}), then runs the graph
 * live on the page's clock ({@link LiveView}). A page that carries a lesson walks it instead ({@link LessonView}).
 */
public final class WebMain {

    private WebMain() {}

    /** Runs once, when the page has loaded. */
    public static void main(String[] args) {
        PageElements page = new PageElements(HTMLDocument.current());
        Presentation.listen(page);
        if (page.element("lesson-text") != null) {
            LessonView.start(page);
            return;
        }
        LoadedGraph loaded = GraphLoader.load(page.text("graph-name"), page.text("graph-json"));
        ScriptParse script = Script.parse(page.text("script-name"), page.text("script-text"));
        HeadlessRunner.Options options = HeadlessRunner.Options.DEFAULTS.withTicks(
                Long.parseLong(page.text("ticks").trim()));
        List<Problem> problems = new ArrayList<>(loaded.problems());
        problems.addAll(script.problems());
        if (!loaded.isRunnable() || !script.problems().isEmpty()) {
            page.showProblems(problems);
            return;
        }
        BehaviorRegistry behaviors = PageBehaviors.registry();
        StringBuilder trace = new StringBuilder();
        double playing = Performance.now();
        problems.addAll(HeadlessRunner.run(loaded.graph(), behaviors, script.script(), options, trace));
        double played = Performance.now() - playing;
        page.showProblems(problems);
        page.setText("trace", trace.toString());
        // Milliseconds from the page's navigation to the trace shown: docs/BENCHMARKS.md reads it.
        page.element("trace").setAttribute("data-ready-ms", Double.toString(Performance.now()));
        // Milliseconds the script's ticks took to play, trace written: headless ticks per second in the browser.
        page.element("trace").setAttribute("data-play-ms", Double.toString(played));
        LiveView.start(page, loaded.graph(), behaviors);
    }
}
