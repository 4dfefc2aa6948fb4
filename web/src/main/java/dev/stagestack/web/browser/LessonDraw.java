package dev.stagestack.web.browser;

import dev.stagestack.model.Graph;
import dev.stagestack.model.StateDef;
import dev.stagestack.runtime.Entry;
import dev.stagestack.runtime.StateStack;
import dev.stagestack.runtime.look.StateLook;
import dev.stagestack.tools.lesson.GraphLessonRun;
import dev.stagestack.tools.lesson.Lesson;
import dev.stagestack.tools.lesson.LessonWalker;
import dev.stagestack.tools.lesson.RunAnswers;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.teavm.jso.dom.html.HTMLElement;

/**
 * Draws a lesson's moment in the page: the progress line, the caption, the question with a numbered button
 * per answer and what the run says of a pick, head's and staging's chains as cards, and the next commit
 * step. On the students' page (the default) the answer is not in the page until one is picked, and the
 * next commit step is hidden while a question is open, as the player's overlay hides it; the teacher's
 * page shows both at once.
 */
final class LessonDraw {

    private final PageElements page;
    private final Graph graph;
    private final boolean teacher;
    private final int moments;
    private Picks picks = (question, moment, answer, correct) -> {};

    /** Told of each answer picked. */
    interface Picks {
        /** {@code answer} was picked for {@code question}, shown at {@code moment}; {@code correct} if the run agrees. */
        void picked(Lesson.Question question, int moment, String answer, boolean correct);
    }

    LessonDraw(PageElements page, Graph graph, boolean teacher, int moments) {
        this.page = page;
        this.graph = graph;
        this.teacher = teacher;
        this.moments = moments;
    }

    /** Tells {@code picks} of each answer picked from now on. */
    void onPick(Picks picks) {
        this.picks = picks;
    }

    /** Shows the moment {@code walk} is at; no answer picked yet. */
    void moment(LessonWalker walk, GraphLessonRun run) {
        String title = walk.lesson().title();
        page.setText("title", title.isEmpty() ? page.text("lesson-name") : title);
        page.setText(
                "progress", "moment " + walk.position() + " of " + (moments - 1) + " · PageDown next · PageUp back");
        page.setText("caption", walk.caption().orElse(""));
        say("");
        question(walk, run);
        cards(run.stack());
        nextStep(run, walk.question().isEmpty() || teacher);
    }

    /** A line under the moment: what the page says of a key. */
    void say(String notice) {
        page.setText("notice", notice);
    }

    /** Picks answer {@code number} of the question shown, if it has one: says whether the run agrees. */
    void pick(LessonWalker walk, GraphLessonRun run, int number) {
        walk.question().ifPresent(question -> {
            List<String> choices = walk.choices(question);
            if (number <= choices.size()) {
                picked(walk, run, question, choices.get(number - 1));
            }
        });
    }

    private void picked(LessonWalker walk, GraphLessonRun run, Lesson.Question question, String answer) {
        String right = walk.answer(question);
        HTMLElement verdict = page.element("verdict");
        verdict.setTextContent(RunAnswers.verdict(question.kind(), answer, right));
        verdict.setClassName(answer.equals(right) ? "right" : "wrong");
        nextStep(run, true);
        picks.picked(question, walk.position(), answer, answer.equals(right));
    }

    private void question(LessonWalker walk, GraphLessonRun run) {
        HTMLElement box = page.element("question");
        HTMLElement choices = page.element("choices");
        choices.setTextContent("");
        page.setText("verdict", "");
        page.element("verdict").setClassName("");
        page.setText("answer", "");
        if (walk.question().isEmpty()) {
            box.setAttribute("hidden", "");
            return;
        }
        box.removeAttribute("hidden");
        Lesson.Question question = walk.question().get();
        page.setText("prompt", question.prompt());
        List<String> offered = walk.choices(question);
        for (int i = 0; i < offered.size(); i++) {
            choices.appendChild(choice(walk, run, question, i + 1, offered.get(i)));
        }
        if (teacher) {
            page.setText("answer", "Answer: " + walk.answer(question));
        }
    }

    private HTMLElement choice(
            LessonWalker walk, GraphLessonRun run, Lesson.Question question, int number, String answer) {
        HTMLElement button = page.document().createElement("button");
        HTMLElement key = page.document().createElement("kbd");
        key.setTextContent(Integer.toString(number));
        button.appendChild(key);
        button.appendChild(page.document().createTextNode(" " + answer));
        button.addEventListener("click", event -> picked(walk, run, question, answer));
        return button;
    }

    private void nextStep(GraphLessonRun run, boolean shown) {
        HTMLElement line = page.element("next-step");
        // not even hidden in the page until it may be seen: it would answer a "? next-step"
        line.setTextContent(shown ? "next commit step: " + run.nextStep() : "");
        if (shown) {
            line.removeAttribute("hidden");
        } else {
            line.setAttribute("hidden", "");
        }
    }

    /**
     * Head's chain and staging's, bottom first: an entry only head has is exited by the commit, one only staging has
     * entered; each in its state's colour, covered entries marked as the player's chain marks them.
     */
    private void cards(StateStack stack) {
        List<Entry> head = new ArrayList<>();
        for (int level = 0; level < stack.headDepth(); level++) {
            head.add(stack.headAt(level));
        }
        List<Entry> staging = new ArrayList<>();
        for (Entry e = stack.staging(); e != null; e = e.parent()) {
            staging.add(0, e);
        }
        Set<Integer> tips = new HashSet<>();
        tips.add(head.isEmpty() ? -1 : head.get(head.size() - 1).serial());
        tips.add(staging.isEmpty() ? -1 : staging.get(staging.size() - 1).serial());
        row("head-cards", head, serials(staging), "leaves", tips);
        row("staging-cards", staging, serials(head), "enters", tips);
    }

    private void row(String id, List<Entry> entries, Set<Integer> other, String onlyHere, Set<Integer> tips) {
        HTMLElement row = page.element(id);
        row.setTextContent("");
        if (entries.isEmpty()) {
            HTMLElement empty = page.document().createElement("span");
            empty.setClassName("empty");
            empty.setTextContent("(empty)");
            row.appendChild(empty);
        }
        for (Entry entry : entries) {
            HTMLElement card = page.document().createElement("div");
            card.setClassName("card" + (other.contains(entry.serial()) ? "" : " " + onlyHere));
            card.setTextContent(entry.toString());
            StateDef state = graph.state(entry.stateId()).orElseThrow();
            StateCard.colour(card, state.color());
            String mark = StateLook.chainMark(state.covered(), tips.contains(entry.serial()), entry.restartFlagged());
            if (!mark.isEmpty()) {
                card.appendChild(Dom.element(page, "span", "mark", mark));
            }
            row.appendChild(card);
        }
    }

    private static Set<Integer> serials(List<Entry> entries) {
        Set<Integer> serials = new HashSet<>();
        entries.forEach(e -> serials.add(e.serial()));
        return serials;
    }
}
