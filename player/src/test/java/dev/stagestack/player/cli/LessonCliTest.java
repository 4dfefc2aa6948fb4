package dev.stagestack.player.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Lessons on the command line: validate checks one against its run, trace prints it as a handout. */
class LessonCliTest {

    private static final Path SAMPLES = Path.of("..", "samples", "graphs");

    @TempDir
    Path dir;

    @Test
    void theSampleLessonIsValidAndItsTraceIsTheScriptsWithACaptionPerMoment() {
        CliTest.Run valid =
                CliTest.run("validate", SAMPLES.resolve("stack-lesson.lesson").toString());
        assertEquals(0, valid.code(), valid.out() + valid.err());
        assertTrue(valid.out().contains("1 file checked: valid; 0 errors"), valid.out());

        CliTest.Run lesson =
                CliTest.run("trace", SAMPLES.resolve("stack-lesson.lesson").toString());
        assertEquals(0, lesson.code(), lesson.err());
        assertEquals(
                31,
                lesson.out().lines().filter(l -> l.startsWith("# caption: ")).count(),
                "31 moments");
        assertTrue(lesson.out().contains("# caption: The run has started"), lesson.out());
        assertEquals(
                java.util.List.of(
                        "# question: What is the next commit step? Answer: advance",
                        "# question: What is on the stack when this commit is done? Answer: system > title > world",
                        "# question: What is the next commit step? Answer: none",
                        "# question: What is the next commit step? Answer: retreat",
                        "# question: What is the next commit step? Answer: advance",
                        "# question: What is on the stack when this commit is done? Answer: (empty)"),
                lesson.out().lines().filter(l -> l.startsWith("# question: ")).toList(),
                "the run's answers");
        CliTest.Run script = CliTest.run(
                "trace",
                SAMPLES.resolve("stack-lesson.stagestack.json").toString(),
                "--script",
                SAMPLES.resolve("stack-lesson.script").toString());
        assertEquals(
                script.out(),
                lesson.out()
                        .lines()
                        .filter(l -> !l.startsWith("# "))
                        .map(l -> l + "\n")
                        .reduce("", String::concat),
                "without its comment lines, the lesson's trace is the script's");
    }

    @Test
    void aCaptionWithoutItsMomentIsRefusedWithItsLocation() throws IOException {
        Files.copy(SAMPLES.resolve("stack-lesson.stagestack.json"), dir.resolve("stack-lesson.stagestack.json"));
        Path lesson = Files.writeString(dir.resolve("short.lesson"), """
                graph: stack-lesson.stagestack.json
                1 key ENTER
                > Enter asks for title.
                > Advance: title entered.
                > There is no third moment.
                """);
        CliTest.Run r = CliTest.run("validate", lesson.toString());
        assertEquals(1, r.code(), r.out());
        assertTrue(
                r.out()
                        .contains(lesson + ":5:1: caption: caption 3 of the events of tick 1 names a moment the run "
                                + "does not have: the commit of tick 2 takes 1 step, so those events have 2 moments"),
                r.out());
        CliTest.Run trace = CliTest.run("trace", lesson.toString());
        assertEquals(1, trace.code());
        assertEquals("", trace.out(), "nothing is printed for a lesson with problems");
    }

    @Test
    void theTeachersHandoutShowsEveryMomentWithItsCaptionItsAnswersAndItsChainAsSvg() throws Exception {
        Path page = dir.resolve("handout.html");
        CliTest.Run r = CliTest.run(
                "handout", SAMPLES.resolve("stack-lesson.lesson").toString(), "--teacher", "-o", page.toString());
        assertEquals(0, r.code(), r.err());
        String html = Files.readString(page);
        java.util.List<String> svgs = new java.util.ArrayList<>();
        for (int at = html.indexOf("<svg"); at >= 0; at = html.indexOf("<svg", at + 1)) {
            svgs.add(html.substring(at, html.indexOf("</svg>", at) + "</svg>".length()));
        }
        assertEquals(31, svgs.size(), "one chain a moment");
        var parser = javax.xml.parsers.DocumentBuilderFactory.newInstance().newDocumentBuilder();
        for (String svg : svgs) {
            parser.parse(new org.xml.sax.InputSource(new java.io.StringReader(svg))); // well-formed, standalone
            assertTrue(!svg.contains("<style") && !svg.contains("class="), "presentation attributes only");
        }
        int diverged = html.indexOf("<section id=\"moment-21\">");
        String moment21 = html.substring(diverged, html.indexOf("</section>", diverged));
        assertTrue(moment21.contains("next commit step: retreat"), moment21);
        assertTrue(moment21.contains("they have diverged"), moment21);
        assertTrue(
                moment21.contains("What is the next commit step?") && moment21.contains("Answer: retreat"), moment21);
        assertTrue(
                moment21.contains(">level#11</text>")
                        && moment21.contains(">level#7</text>")
                        && moment21.contains(">STAGING</text>")
                        && moment21.contains("stroke-dasharray"),
                moment21);
        String discard = html.substring(html.indexOf("<section id=\"moment-16\">"));
        String discarded = discard.substring(0, discard.indexOf("</section>"));
        assertTrue(
                discarded.contains(">dialog#8</text>")
                        && discarded.contains("<line")
                        && discarded.contains("stroke=\"#5f6673\""),
                "the discarded dialog is struck through: " + discarded);
    }

    @Test
    void aLessonBringsItsOwnScript() throws IOException {
        Path lesson = Files.writeString(dir.resolve("l.lesson"), "graph: missing.stagestack.json\n");
        CliTest.Run r = CliTest.run("trace", lesson.toString(), "--script", lesson.toString());
        assertEquals(2, r.code(), r.err());
        assertTrue(r.err().contains("a lesson plays its own script: leave out --script"), r.err());
        CliTest.Run missing = CliTest.run("validate", lesson.toString());
        assertEquals(3, missing.code(), "the lesson's graph cannot be read: an I/O failure");
        assertTrue(missing.out().contains("missing.stagestack.json"), missing.out());
    }
}
