package dev.stagestack.player.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code stagestack handout}: the students' page keeps the answers back and explains the marks; the answer sheet has them all. */
class HandoutCliTest {

    private static final String LESSON =
            Path.of("..", "samples", "graphs", "stack-lesson.lesson").toString();
    private static final Pattern SECTION =
            Pattern.compile("<section id=\"moment-(\\d+)\">\\n<h2>(.*?)</h2>(.*?)</section>", Pattern.DOTALL);

    @TempDir
    Path dir;

    @Test
    void theStudentsHandoutAsksEveryQuestionButGivesNoAnswerAndHasALegend() throws Exception {
        Path students = dir.resolve("students.html");
        Path teachers = dir.resolve("teachers.html");
        assertEquals(
                0, CliTest.run("handout", LESSON, "-o", students.toString()).code());
        assertEquals(
                0,
                CliTest.run("handout", LESSON, "--teacher", "-o", teachers.toString())
                        .code());
        String page = Files.readString(students);
        Map<String, String[]> student = sections(page);
        Map<String, String[]> teacher = sections(Files.readString(teachers));
        assertEquals(31, student.size(), "every moment");
        assertEquals(teacher.keySet(), student.keySet());
        int questions = 0;
        for (var moment : student.entrySet()) {
            String heading = moment.getValue()[0];
            assertFalse(heading.contains("next commit step"), "moment " + moment.getKey() + ": " + heading);
            String body = moment.getValue()[1];
            assertFalse(
                    body.contains("Answer:") || body.contains("class=\"answer\""),
                    "moment " + moment.getKey() + ": " + body);
            Matcher answer = Pattern.compile("Answer: ([^<]*)<").matcher(teacher.get(moment.getKey())[1]);
            if (answer.find()) {
                questions++;
                assertTrue(body.contains("class=\"question\""), "the question is still asked: " + body);
                assertFalse(
                        heading.contains(answer.group(1)),
                        "the heading above the question gives its answer away: " + heading);
            }
        }
        assertEquals(6, questions, "stack-lesson asks six questions");
        int legend = page.indexOf("<section class=\"legend\">");
        assertTrue(legend >= 0 && legend < page.indexOf("<section id=\"moment-0\">"), "the legend comes first");
        String marks = page.substring(legend, page.indexOf("</section>", legend));
        for (String mark : List.of(
                ">HEAD<",
                ">STAGING<",
                "the next commit exits it",
                "the next commit enters it",
                "the next commit leaves it where it is",
                "<s style=",
                "pushed and popped before any commit",
                ">freeze<",
                ">update<",
                ">hide<",
                ">↻ restart<")) {
            assertTrue(marks.contains(mark), mark + " in " + marks);
        }
    }

    @Test
    void theAnswerSheetHasEveryAnswerTheRunGives() throws Exception {
        Path page = dir.resolve("students.html");
        Path sheet = dir.resolve("answers.html");
        CliTest.Run r = CliTest.run("handout", LESSON, "-o", page.toString(), "--answers", sheet.toString());
        assertEquals(0, r.code(), r.err());
        List<String> fromTheRun = CliTest.run("trace", LESSON)
                .out()
                .lines()
                .filter(l -> l.startsWith("# question: "))
                .map(l -> l.substring("# question: ".length()).replace(" Answer: ", " "))
                .toList();
        List<String> onTheSheet = new ArrayList<>();
        Matcher item = Pattern.compile("<li value=\"(\\d+)\">Moment \\1 · tick \\d+: (.*?) <strong>(.*?)</strong></li>")
                .matcher(Files.readString(sheet));
        while (item.find()) {
            onTheSheet.add(item.group(2) + " " + item.group(3).replace("&gt;", ">"));
        }
        assertEquals(6, fromTheRun.size());
        assertEquals(fromTheRun, onTheSheet, "each question with the run's answer, in order");
        assertFalse(Files.readString(page).contains("Answer:"), "the students' page still keeps them back");
    }

    /** Moment number to its heading and body. */
    private static Map<String, String[]> sections(String html) {
        Map<String, String[]> sections = new LinkedHashMap<>();
        Matcher m = SECTION.matcher(html);
        while (m.find()) {
            sections.put(m.group(1), new String[] {m.group(2), m.group(3)});
        }
        return sections;
    }
}
