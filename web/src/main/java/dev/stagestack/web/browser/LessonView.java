package dev.stagestack.web.browser;

import dev.stagestack.model.Graph;
import dev.stagestack.model.Problem;
import dev.stagestack.model.load.GraphLoader;
import dev.stagestack.model.load.LoadedGraph;
import dev.stagestack.runtime.graph.CompiledGraph;
import dev.stagestack.tools.lesson.GraphLessonRun;
import dev.stagestack.tools.lesson.Lesson;
import dev.stagestack.tools.lesson.LessonParse;
import dev.stagestack.tools.lesson.LessonWalker;
import java.util.ArrayList;
import java.util.List;
import org.teavm.jso.JSBody;
import org.teavm.jso.browser.History;
import org.teavm.jso.browser.Performance;
import org.teavm.jso.browser.Window;
import org.teavm.jso.dom.events.KeyboardEvent;

/**
 * A lesson in the page (docs/web.md, "A lesson in one page"): read, walked and checked by the tools' own
 * lesson code ({@link LessonWalker} on a {@link GraphLessonRun}), one moment at a time with PageDown/PageUp or the arrow keys,
 * the digit keys answering its questions; the address's {@code #m12} names the moment shown.
 */
final class LessonView {

    private final PageElements page;
    private final Lesson lesson;
    private final GraphLessonRun run;
    private final LessonDraw draw;
    /** The students' answers; null on the teacher's page, which keeps none. */
    private final PageAnswers answers;

    private LessonWalker walk;

    private LessonView(PageElements page, Lesson lesson, Graph graph, CompiledGraph compiled, boolean teacher) {
        this.page = page;
        this.lesson = lesson;
        this.run = new GraphLessonRun(graph, compiled);
        this.draw = new LessonDraw(page, graph, teacher, momentCount(lesson, run));
        this.walk = new LessonWalker(lesson, run);
        this.answers = teacher ? null : PageAnswers.start(page, lesson);
        if (answers != null) {
            draw.onPick(answers::picked);
        }
    }

    /** Reads the lesson and its graph the page carries and shows the moment the address names (or the first). */
    static void start(PageElements page) {
        String lessonName = page.text("lesson-name");
        LessonParse parse = Lesson.parse(lessonName, page.text("lesson-text"));
        LoadedGraph loaded = GraphLoader.load(page.text("graph-name"), page.text("graph-json"));
        List<Problem> problems = new ArrayList<>(parse.problems());
        problems.addAll(loaded.problems());
        if (!parse.problems().isEmpty() || !loaded.isRunnable()) {
            page.showProblems(problems);
            return;
        }
        problems.addAll(parse.lesson().startProblems(loaded.graph(), lessonName));
        page.showProblems(problems);
        if (problems.stream().anyMatch(Problem::isError)) {
            return;
        }
        CompiledGraph compiled = CompiledGraph.compile(loaded.graph(), PageBehaviors.registry())
                .graph()
                .orElseThrow();
        LessonView view =
                new LessonView(page, parse.lesson(), loaded.graph(), compiled, "teacher".equals(page.text("mode")));
        view.goTo(momentOf(Window.current().getLocation().getHash()));
        view.show();
        LessonFit.keep(page);
        // Milliseconds from the page's navigation to the first moment shown: docs/BENCHMARKS.md reads it.
        page.element("chain").setAttribute("data-ready-ms", Double.toString(Performance.now()));
        Window.current().listenKeyDown(view::keyDown);
        Window.current().listenHashChange(event -> view.followAddress());
    }

    /** How many moments the lesson shows, its start included. */
    private static int momentCount(Lesson lesson, GraphLessonRun run) {
        LessonWalker counting = new LessonWalker(lesson, run);
        while (counting.forward()) {
            // each forward is one moment more
        }
        return counting.position() + 1;
    }

    /** The moment an address's {@code #m12} names; 0 for any other. */
    static int momentOf(String hash) {
        String digits = hash.startsWith("#m") ? hash.substring(2) : "";
        if (digits.isEmpty() || digits.length() > 6 || !digits.chars().allMatch(Character::isDigit)) {
            return 0;
        }
        return Integer.parseInt(digits);
    }

    /** The address was changed by hand (or a link followed): go to the moment it names. */
    private void followAddress() {
        int wanted = momentOf(Window.current().getLocation().getHash());
        if (wanted != walk.position()) {
            goTo(wanted);
            show();
        }
    }

    /** Walks to moment {@code wanted}, or to the last one when the lesson has fewer. */
    private void goTo(int wanted) {
        if (wanted < walk.position()) {
            walk = new LessonWalker(lesson, run);
        }
        while (walk.position() < wanted && walk.forward()) {
            // one moment further
        }
    }

    private void keyDown(KeyboardEvent event) {
        if (typing(event) && (event.getCode().equals("Enter") || event.getCode().equals("Escape"))) {
            leaveField(event); // the name is typed: the keys go back to the lesson
            event.preventDefault();
            return;
        }
        if (event.isCtrlKey() || event.isAltKey() || event.isMetaKey() || typing(event)) {
            return; // the browser's own shortcuts, or a name being typed
        }
        String code = event.getCode();
        boolean moved = false;
        if (code.equals("PageDown") || code.equals("ArrowRight")) {
            moved = walk.forward();
            if (!moved) {
                draw.say("The lesson is over. PageUp goes back through it.");
            }
        } else if (code.equals("PageUp") || code.equals("ArrowLeft")) {
            moved = walk.back();
        } else if (answerNumber(code) > 0) {
            draw.pick(walk, run, answerNumber(code));
        } else if (code.equals("KeyS") && answers != null) {
            answers.handIn();
        } else {
            return;
        }
        event.preventDefault();
        if (moved) {
            show();
        }
    }

    /** Whether the key goes to a field being typed in (the student's name), not to the lesson. */
    @JSBody(
            params = {"event"},
            script = "var t = event.target; return !!t && (t.tagName === 'INPUT' || t.tagName === 'TEXTAREA');")
    private static native boolean typing(KeyboardEvent event);

    /** Takes the keyboard from the field being typed in, so the next key goes to the lesson. */
    @JSBody(
            params = {"event"},
            script = "event.target.blur();")
    private static native void leaveField(KeyboardEvent event);

    /** The choice a digit key picks, 1 to 9; 0 for any other key. */
    private static int answerNumber(String code) {
        String digit =
                code.startsWith("Digit") ? code.substring(5) : code.startsWith("Numpad") ? code.substring(6) : "";
        return digit.length() == 1 && digit.charAt(0) >= '1' && digit.charAt(0) <= '9' ? digit.charAt(0) - '0' : 0;
    }

    private void show() {
        draw.moment(walk, run);
        page.setText("chain", ChainText.of(run.stack(), run.over()));
        History.current().replaceState(null, "", "#m" + walk.position());
    }
}
