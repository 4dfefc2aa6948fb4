package dev.stagestack.runtime.fx;

import dev.stagestack.model.Graph;
import dev.stagestack.runtime.fx.model.LessonWalk;
import dev.stagestack.runtime.fx.model.PlayerSession;
import dev.stagestack.runtime.fx.model.TickSnapshot;
import dev.stagestack.runtime.graph.BehaviorRegistry;
import dev.stagestack.runtime.lesson.Lesson;

/**
 * A lesson's whole walk as one printable page (docs/teaching.md, "Handouts"): for every moment, its
 * number, tick and next commit step, its caption, and the chain as the player shows it (an SVG
 * from {@link ChainSvg}); a browser prints it, two or three moments a page, or saves it as PDF.
 * Walks the lesson headless, as PageDown walks it, so it needs no running toolkit.
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
            """.formatted(ChainSvg.hex(PlayerPalette.LIGHT.text()), ChainSvg.hex(PlayerPalette.LIGHT.muted()),
            ChainSvg.hex(PlayerPalette.LIGHT.discarded()));

    private LessonHandout() {
    }

    /** The handout of {@code lesson} on {@code graph}: an HTML page with the chain of every moment. */
    public static String of(Lesson lesson, Graph graph, BehaviorRegistry behaviors) {
        PlayerSession session = new PlayerSession(graph, behaviors, 16);
        try {
            LessonWalk walk = new LessonWalk(lesson, session);
            String title = lesson.title().isEmpty() ? graph.name() : lesson.title();
            StringBuilder html = new StringBuilder("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n")
                    .append("<title>").append(ChainSvg.escape(title)).append("</title>\n<style>\n").append(STYLE)
                    .append("</style>\n</head>\n<body>\n<h1>").append(ChainSvg.escape(title)).append("</h1>\n");
            do {
                moment(html, walk, session.live(), session);
            } while (walk.forward());
            return html.append("</body>\n</html>\n").toString();
        } finally {
            session.close();
        }
    }

    private static void moment(StringBuilder html, LessonWalk walk, TickSnapshot shown, PlayerSession session) {
        html.append("<section id=\"moment-").append(walk.position()).append("\">\n<h2>Moment ").append(walk.position())
                .append(" · tick ").append(shown.tick()).append(" · next commit step: ")
                .append(ChainSvg.escape(shown.nextStep())).append("</h2>\n");
        walk.caption().ifPresent(caption -> html.append("<p>").append(ChainSvg.escape(caption)).append("</p>\n"));
        walk.question().ifPresent(kind -> html.append("<p class=\"question\">").append(ChainSvg.escape(kind.prompt()))
                .append(" <span class=\"choices\">").append(ChainSvg.escape(String.join(" · ", walk.choices(kind))))
                .append("</span> <span class=\"answer\">Answer: ").append(ChainSvg.escape(walk.answer(kind)))
                .append("</span></p>\n"));
        html.append(ChainSvg.of(shown, session.states())).append("</section>\n");
    }
}
