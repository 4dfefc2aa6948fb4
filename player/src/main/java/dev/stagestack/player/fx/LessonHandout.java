package dev.stagestack.player.fx;

import dev.stagestack.model.Graph;
import dev.stagestack.player.fx.model.LessonWalk;
import dev.stagestack.player.fx.model.PlayerSession;
import dev.stagestack.runtime.debug.TickSnapshot;
import dev.stagestack.runtime.graph.BehaviorRegistry;
import dev.stagestack.tools.lesson.Lesson;

/**
 * A lesson's whole walk as one printable page (docs/teaching.md, "Handouts"): for every moment, its
 * number, tick and next commit step, its caption, and the chain as the player shows it (an SVG
 * from {@link ChainSvg}); a browser prints it, two or three moments a page, or saves it as PDF.
 * The student's edition leaves out the answers and the next commit step; the teacher's has them; the
 * answer sheet lists every question with the run's answer. Both editions start with a legend of the
 * chain's marks. Walks the lesson headless, as PageDown walks it, so it needs no running toolkit.
 */
public final class LessonHandout {

    private static final String STYLE = """
            body { font-family: "DejaVu Sans", Helvetica, Arial, sans-serif; color: %1$s; margin: 2em; }
            h1 { font-size: 1.5em; margin: 0 0 1em; }
            section { break-inside: avoid; page-break-inside: avoid; margin: 0 0 1.6em; }
            h2 { font-size: 0.95em; color: %2$s; margin: 0 0 0.3em; font-weight: normal; }
            p { font-size: 1.1em; margin: 0 0 0.5em; max-width: 40em; }
            .question { font-weight: bold; }
            .choices { font-weight: normal; color: %2$s; margin-left: 0.5em; }
            .answer { font-weight: normal; font-size: 0.8em; color: %3$s; margin-left: 1.5em; }
            .legend ul { list-style: none; padding: 0; } .legend li { margin: 0.3em 0; }
            .sample { display: inline-block; min-width: 9em; }
            """.formatted(
                    ChainSvg.hex(PlayerPalette.LIGHT.text()),
                    ChainSvg.hex(PlayerPalette.LIGHT.muted()),
                    ChainSvg.hex(PlayerPalette.LIGHT.discarded()));

    /** Who a handout is for. */
    public enum Edition {
        /** The questions without their answers, headings without the next commit step. */
        STUDENT,
        /** Every answer in place and the next commit step in every heading. */
        TEACHER
    }

    private LessonHandout() {}

    /** The handout of {@code lesson} on {@code graph} for {@code edition}: an HTML page with a legend and the chain of every moment. */
    public static String of(Lesson lesson, Graph graph, BehaviorRegistry behaviors, Edition edition) {
        StringBuilder html = page(lesson, graph).append(ChainLegend.html());
        walk(lesson, graph, behaviors, (walk, session) -> moment(html, walk, session, edition == Edition.TEACHER));
        return html.append("</body>\n</html>\n").toString();
    }

    /** The answer sheet of {@code lesson}: each question with its moment and the run's answer. */
    public static String answers(Lesson lesson, Graph graph, BehaviorRegistry behaviors) {
        StringBuilder html = page(lesson, graph).append("<h2>Answers</h2>\n<ol class=\"answers\">\n");
        walk(
                lesson,
                graph,
                behaviors,
                (walk, session) -> walk.question()
                        .ifPresent(question -> html.append("<li value=\"")
                                .append(walk.position())
                                .append("\">Moment ")
                                .append(walk.position())
                                .append(" · tick ")
                                .append(session.live().tick())
                                .append(": ")
                                .append(ChainSvg.escape(question.prompt()))
                                .append(" <strong>")
                                .append(ChainSvg.escape(walk.answer(question)))
                                .append("</strong></li>\n")));
        return html.append("</ol>\n</body>\n</html>\n").toString();
    }

    private static StringBuilder page(Lesson lesson, Graph graph) {
        String title = lesson.title().isEmpty() ? graph.name() : lesson.title();
        return new StringBuilder("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n")
                .append("<title>")
                .append(ChainSvg.escape(title))
                .append("</title>\n<style>\n")
                .append(STYLE)
                .append("</style>\n</head>\n<body>\n<h1>")
                .append(ChainSvg.escape(title))
                .append("</h1>\n");
    }

    /** Walks the lesson headless, as PageDown walks it, calling {@code atMoment} at each moment. */
    private static void walk(
            Lesson lesson,
            Graph graph,
            BehaviorRegistry behaviors,
            java.util.function.BiConsumer<LessonWalk, PlayerSession> atMoment) {
        PlayerSession session = new PlayerSession(graph, behaviors, 16);
        try {
            LessonWalk walk = new LessonWalk(lesson, session);
            do {
                atMoment.accept(walk, session);
            } while (walk.forward());
        } finally {
            session.close();
        }
    }

    private static void moment(StringBuilder html, LessonWalk walk, PlayerSession session, boolean withAnswers) {
        TickSnapshot shown = session.live();
        html.append("<section id=\"moment-")
                .append(walk.position())
                .append("\">\n<h2>Moment ")
                .append(walk.position())
                .append(" · tick ")
                .append(shown.tick());
        if (withAnswers) {
            html.append(" · next commit step: ").append(ChainSvg.escape(shown.nextStep()));
        }
        html.append("</h2>\n");
        walk.caption()
                .ifPresent(caption ->
                        html.append("<p>").append(ChainSvg.escape(caption)).append("</p>\n"));
        walk.question().ifPresent(question -> {
            html.append("<p class=\"question\">")
                    .append(ChainSvg.escape(question.prompt()))
                    .append(" <span class=\"choices\">")
                    .append(ChainSvg.escape(String.join(" | ", walk.choices(question))))
                    .append("</span>");
            if (withAnswers) {
                html.append(" <span class=\"answer\">Answer: ")
                        .append(ChainSvg.escape(walk.answer(question)))
                        .append("</span>");
            }
            html.append("</p>\n");
        });
        html.append(ChainSvg.of(shown, session.states())).append("</section>\n");
    }
}
