package dev.stagestack.samples.lesson;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stagestack.player.fx.model.LessonWalk;
import dev.stagestack.player.fx.model.PlayerSession;
import dev.stagestack.runtime.debug.EntryRef;
import dev.stagestack.runtime.graph.BehaviorRegistry;
import dev.stagestack.samples.Samples;
import dev.stagestack.tools.lesson.Lesson;
import dev.stagestack.tools.lesson.LessonParse;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * The walkthrough lesson, walked as a class walks it — one moment forward at a time, as PageDown
 * does — shows at every moment the head and staging its caption speaks of, and its captions in
 * order; walking back gives each earlier moment again.
 */
class StackLessonTest {

    private static final Path LESSON = Path.of("graphs", "stack-lesson.lesson");

    /** Head | staging at each moment, bottom first (docs/samples.md, stack-lesson; checked by hand against its captions). */
    private static final List<String> MOMENTS = List.of(
            "system#1 | system#1",
            // Enter, Enter, Enter: one push a key
            "system#1 | system#1 title#2",
            "system#1 title#2 | system#1 title#2",
            "system#1 title#2 | system#1 title#2 world#3",
            "system#1 title#2 world#3 | system#1 title#2 world#3",
            "system#1 title#2 world#3 | system#1 title#2 world#3 level#4",
            "system#1 title#2 world#3 level#4 | system#1 title#2 world#3 level#4",
            // 2: two pushes in one tick, two advances
            "system#1 title#2 world#3 level#4 | system#1 title#2 world#3 level#4 pause#5 dialog#6",
            "system#1 title#2 world#3 level#4 pause#5 | system#1 title#2 world#3 level#4 pause#5 dialog#6",
            "system#1 title#2 world#3 level#4 pause#5 dialog#6 | system#1 title#2 world#3 level#4 pause#5 dialog#6",
            // W: popTo world, three retreats
            "system#1 title#2 world#3 level#4 pause#5 dialog#6 | system#1 title#2 world#3",
            "system#1 title#2 world#3 level#4 pause#5 | system#1 title#2 world#3",
            "system#1 title#2 world#3 level#4 | system#1 title#2 world#3",
            "system#1 title#2 world#3 | system#1 title#2 world#3",
            // Enter: a new level
            "system#1 title#2 world#3 | system#1 title#2 world#3 level#7",
            "system#1 title#2 world#3 level#7 | system#1 title#2 world#3 level#7",
            // X: dialog#8 pushed and popped in one tick, discarded: nothing changes
            "system#1 title#2 world#3 level#7 | system#1 title#2 world#3 level#7",
            // P, Enter: pause, then dialog over it
            "system#1 title#2 world#3 level#7 | system#1 title#2 world#3 level#7 pause#9",
            "system#1 title#2 world#3 level#7 pause#9 | system#1 title#2 world#3 level#7 pause#9",
            "system#1 title#2 world#3 level#7 pause#9 | system#1 title#2 world#3 level#7 pause#9 dialog#10",
            "system#1 title#2 world#3 level#7 pause#9 dialog#10 | system#1 title#2 world#3 level#7 pause#9 dialog#10",
            // T: diverged; three retreats, one advance
            "system#1 title#2 world#3 level#7 pause#9 dialog#10 | system#1 title#2 world#3 level#11",
            "system#1 title#2 world#3 level#7 pause#9 | system#1 title#2 world#3 level#11",
            "system#1 title#2 world#3 level#7 | system#1 title#2 world#3 level#11",
            "system#1 title#2 world#3 | system#1 title#2 world#3 level#11",
            "system#1 title#2 world#3 level#11 | system#1 title#2 world#3 level#11",
            // Q: quit, everything off, top first
            "system#1 title#2 world#3 level#11 | ",
            "system#1 title#2 world#3 | ",
            "system#1 title#2 | ",
            "system#1 | ",
            " | ");

    @Test
    void walkingForwardShowsEachCaptionWithTheStackItSpeaksOf() {
        Lesson lesson = lesson();
        PlayerSession session = new PlayerSession(Samples.graph("stack-lesson"), BehaviorRegistry.load(), 1000);
        LessonWalk walk = new LessonWalk(lesson, session);
        List<String> captions = new ArrayList<>();
        List<String> shown = new ArrayList<>();
        List<String> answers = new ArrayList<>();
        do {
            captions.add(walk.caption().orElse("(none)"));
            shown.add(chains(session));
            walk.question().ifPresent(question -> answers.add(walk.position() + " " + walk.answer(question)));
        } while (walk.forward());
        assertEquals(
                List.of("7 advance", "10 system > title > world", "16 none", "21 retreat", "24 advance", "26 (empty)"),
                answers,
                "the run's answers to the lesson's questions, as the player checks them");
        assertEquals(MOMENTS, shown);
        assertEquals(
                lesson.captions().stream().map(Lesson.Caption::text).toList(),
                captions,
                "one caption a moment, in order");
        assertTrue(captions.get(16).startsWith("X pushes dialog and pops it in the same tick: it is discarded"));
        assertTrue(captions.get(21).contains("they have diverged"));
        assertFalse(walk.forward(), "the lesson is over");
    }

    @Test
    void aStackQuestionOffersTheRunsAnswerAmongStacksAClassMightConfuseAndLeavesTheMomentAsItWas() {
        PlayerSession session = new PlayerSession(Samples.graph("stack-lesson"), BehaviorRegistry.load(), 1000);
        LessonWalk walk = new LessonWalk(lesson(), session);
        for (int i = 0; i < 10; i++) {
            assertTrue(walk.forward());
        }
        assertEquals(
                dev.stagestack.tools.lesson.QuestionKind.STACK,
                walk.question().orElseThrow().kind());
        assertEquals(
                List.of(
                        "system > title > world",
                        "system > title > world > level > pause",
                        "system > title > world > level > pause > dialog"),
                walk.choices(walk.question().orElseThrow()));
        assertEquals(MOMENTS.get(10), chains(session), "finding the answer took the commit and came back");
        assertTrue(walk.forward());
        assertEquals(MOMENTS.get(11), chains(session));
    }

    @Test
    void walkingBackGivesEachEarlierMomentAgain() {
        PlayerSession session = new PlayerSession(Samples.graph("stack-lesson"), BehaviorRegistry.load(), 1000);
        LessonWalk walk = new LessonWalk(lesson(), session);
        for (int i = 0; i < 23; i++) {
            assertTrue(walk.forward());
        }
        assertEquals(MOMENTS.get(23), chains(session));
        for (int back = 22; back >= 20; back--) {
            assertTrue(walk.back());
            assertEquals(back, walk.position());
            assertEquals(MOMENTS.get(back), chains(session));
        }
        assertTrue(walk.forward());
        assertEquals(MOMENTS.get(21), chains(session));
    }

    private static Lesson lesson() {
        LessonParse parse = Lesson.read(LESSON);
        assertEquals(List.of(), parse.problems());
        return parse.lesson();
    }

    private static String chains(PlayerSession session) {
        return labels(session.live().head().bottomUp()) + " | "
                + labels(session.live().staging().bottomUp());
    }

    private static String labels(List<EntryRef> entries) {
        return entries.stream().map(EntryRef::label).collect(Collectors.joining(" "));
    }
}
