package dev.stagestack.player.fx.model;

import dev.stagestack.runtime.debug.ChainSnapshot;
import dev.stagestack.runtime.debug.EntryRef;
import dev.stagestack.tools.lesson.Lesson;
import dev.stagestack.tools.lesson.LessonWalker;
import java.util.List;
import java.util.Optional;

/**
 * Walks a lesson through a player session one moment at a time (docs/teaching.md, "Lesson files"), with
 * the tools' walk ({@link LessonWalker}) on the session's run: forward is the next step of the pending
 * commit, or the ticks up to and including the lesson's next events; back replays the lesson to the moment
 * before. Knows which caption and question belong to the moment shown.
 */
public final class LessonWalk {

    private final LessonWalker walker;

    /** Starts {@code lesson} in {@code session}: a new run with its script, paused at its start. */
    public LessonWalk(Lesson lesson, PlayerSession session) {
        this.walker = new LessonWalker(lesson, new SessionRun(session));
    }

    /** The lesson walked. */
    public Lesson lesson() {
        return walker.lesson();
    }

    /** See {@link LessonWalker#forward()}. */
    public boolean forward() {
        return walker.forward();
    }

    /** Goes back to the moment shown before; false at the start. */
    public boolean back() {
        return walker.back();
    }

    /** The moment shown, counted from 0 (the run's start) among the moments the lesson shows. */
    public int position() {
        return walker.position();
    }

    /** The question asked at the moment shown, if any. */
    public Optional<Lesson.Question> question() {
        return walker.question();
    }

    /** The right answer to {@code question} at the moment shown: the run's, or the teacher's for a choice. */
    public String answer(Lesson.Question question) {
        return walker.answer(question);
    }

    /** The answers offered for {@code question}. */
    public List<String> choices(Lesson.Question question) {
        return walker.choices(question);
    }

    /** The caption of the moment shown, if the lesson has one. */
    public Optional<String> caption() {
        return walker.caption();
    }

    /** The session's run, as the walk drives it. */
    private record SessionRun(PlayerSession session) implements LessonWalker.Run {

        @Override
        public void restart(Lesson lesson) {
            session.loadScript(lesson.script(), lesson.startStack().orElse(null));
            session.pause();
            session.tick(); // the run's start is tick 0 done, its first commit taken, as a trace shows it
        }

        @Override
        public boolean deliverNextEvents() {
            return session.runToNextScriptEvent();
        }

        @Override
        public void stepCommit() {
            session.stepCommit();
        }

        @Override
        public boolean ended() {
            return session.ended();
        }

        @Override
        public String nextStep() {
            return session.live().nextStep();
        }

        @Override
        public List<String> head() {
            return stateIds(session.live().head());
        }

        @Override
        public List<String> staging() {
            return stateIds(session.live().staging());
        }

        @Override
        public int traceSize() {
            return session.log().trace().size();
        }

        @Override
        public List<String> traceFrom(int from) {
            List<String> trace = session.log().trace();
            return List.copyOf(trace.subList(from, trace.size()));
        }

        private static List<String> stateIds(ChainSnapshot chain) {
            return chain.bottomUp().stream().map(EntryRef::stateId).toList();
        }
    }
}
