package dev.stagestack.tools.lesson;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The answers file's text and name, written alike by the player and a lesson's page. */
class AnswersTextTest {

    @Test
    void aFileNameKeepsLettersDigitsUnderscoresAndDashesOfAnyScript() {
        for (String student : List.of(
                "Ada Lovelace", "  Zoë   O'Brien ", "李小龙", "Ana-María_2", "x/../../etc", "🙂 Bob", "١٢٣ Ⅻ ½", "")) {
            String expected = student.isBlank() ? "student" : student.strip().replaceAll("[^\\p{L}\\p{N}_-]+", "_");
            assertEquals(
                    "stack-lesson-" + expected + ".answers.json",
                    AnswersText.fileName("stack-lesson.lesson", student),
                    student);
        }
    }

    @Test
    void theTextListsTheAnswersInTheirOrderIndentedByTwoSpaces() {
        String text = AnswersText.json(
                "Ada \"A\" L",
                "l.lesson",
                "sha256:00",
                List.of(new StudentAnswer(2, 14, 7, "next-step", "advance", true, "2026-12-02T01:40:00Z")));
        assertEquals("""
                {
                  "format": "stagestack-answers",
                  "version": 1,
                  "student": "Ada \\"A\\" L",
                  "lesson": "l.lesson",
                  "fingerprint": "sha256:00",
                  "answers": [
                    {
                      "question": 2,
                      "line": 14,
                      "moment": 7,
                      "kind": "next-step",
                      "answer": "advance",
                      "correct": true,
                      "at": "2026-12-02T01:40:00Z"
                    }
                  ]
                }
                """, text);
        assertEquals(
                "{\n  \"format\": \"stagestack-answers\",\n  \"version\": 1,\n  \"student\": \"\",\n  \"lesson\": \"l\",\n"
                        + "  \"fingerprint\": \"f\",\n  \"answers\": []\n}\n",
                AnswersText.json("", "l", "f", List.of()));
    }
}
