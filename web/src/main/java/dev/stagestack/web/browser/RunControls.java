package dev.stagestack.web.browser;

import dev.stagestack.runtime.CommitStep;
import dev.stagestack.runtime.clock.FrameClock;
import dev.stagestack.runtime.graph.GraphRun;
import org.teavm.jso.browser.Window;
import org.teavm.jso.dom.events.KeyboardEvent;
import org.teavm.jso.dom.html.HTMLElement;

/**
 * The player's run controls in the page (docs/player.md "Controls"): F5 pauses and resumes game time, F6 runs
 * exactly one tick and stays paused, F7 takes one step of the next tick's commit (a retreat, an advance or a
 * restart) and stays paused, F6 or F5 then finishing that tick. The buttons of element {@code controls} do
 * the same; element {@code run-state} says where the run stands ({@code paused · tick 42}, {@code paused ·
 * tick 43's commit after step 1 (advance)}). These keys go to the page only, never to the run, as in the
 * player; the buttons never take the keyboard, so Enter and Space still reach the run after a click. Ctrl+←,
 * Ctrl+→ and Ctrl+End travel through the chains' past ({@link TimeTravel}); PageUp steps back through the commit
 * being stepped and PageDown (or F7) forward again, as the player's Step back; F5, F6 and F7 come back to live first.
 * The breakpoints ({@link BreakpointsView}) stop the run by themselves: element {@code break-hit} then says which, as
 * the player's red line does, until a step is taken or another moment is shown.
 * Ctrl+- and Ctrl+= halve and double the speed, from 0.1× to 4×, Ctrl+0 goes back to 1×, as in the player.
 */
final class RunControls {

    private final PageElements page;
    private final GraphRun run;
    private final PageSession session;
    private final FrameClock clock;
    private final Runnable redraw;
    private final TimeTravel travel;
    private String notice = "";

    private RunControls(PageElements page, PageSession session, Runnable redraw, TimeTravel travel) {
        this.page = page;
        this.travel = travel;
        this.run = session.run();
        this.session = session;
        this.clock = session.clock();
        this.redraw = redraw;
    }

    /**
     * Takes F5, F6, F7, PageUp, PageDown, the time travel keys and the control buttons for {@code session}'s run;
     * {@code redraw} shows the run as it is now after a step or a travel.
     */
    static RunControls listen(PageElements page, PageSession session, Runnable redraw, TimeTravel travel) {
        RunControls controls = new RunControls(page, session, redraw, travel);
        Window.current().addEventListener("keydown", event -> controls.key((KeyboardEvent) event), true);
        controls.button("pause", controls::pauseOrResume);
        controls.button("tick", controls::tick);
        controls.button("commit-step", controls::stepForwardOrCommitStep);
        controls.show();
        return controls;
    }

    private void button(String id, Runnable action) {
        HTMLElement button = page.element(id);
        button.addEventListener("mousedown", event -> event.preventDefault()); // the keyboard stays with the run
        button.addEventListener("click", event -> action.run());
    }

    private void key(KeyboardEvent event) {
        if (event.isShiftKey() || event.isAltKey() || event.isMetaKey()) {
            return;
        }
        boolean taken = event.isCtrlKey() ? travelKey(event.getCode()) : controlKey(event.getCode());
        if (taken) {
            event.preventDefault();
            event.stopPropagation();
        }
    }

    private boolean controlKey(String code) {
        switch (code) {
            case "F5" -> pauseOrResume();
            case "F6" -> tick();
            case "F7", "PageDown" -> stepForwardOrCommitStep();
            case "PageUp" -> stepBack();
            default -> {
                return false;
            }
        }
        return true;
    }

    private boolean travelKey(String code) {
        switch (code) {
            case "ArrowLeft" -> {
                clock.pause();
                travel.back();
            }
            case "ArrowRight" -> {
                travel.forward();
                if (!travel.travelling()) {
                    redraw.run();
                }
            }
            case "End" -> backToLive();
            case "Minus", "NumpadSubtract" -> clock.setSpeed(Math.max(FrameClock.MIN_SPEED, clock.speed() / 2));
            case "Equal", "NumpadAdd" -> clock.setSpeed(Math.min(FrameClock.MAX_SPEED, clock.speed() * 2));
            case "Digit0", "Numpad0" -> clock.setSpeed(FrameClock.NORMAL_SPEED);
            default -> {
                return false;
            }
        }
        show();
        return true;
    }

    /** Leaves time travel, if the page is travelling, and shows the run as it is now. */
    private void backToLive() {
        if (travel.travelling()) {
            travel.leave();
            redraw.run();
        }
    }

    private void pauseOrResume() {
        control(() -> {
            if (clock.isPaused()) {
                session.resumed();
                clock.resume();
            } else {
                clock.pause();
            }
        });
    }

    /** One tick, run at the next frame by the clock as every tick is; a commit begun with F7 is finished by it. */
    private void tick() {
        control(clock::step);
    }

    /** Step back (PageUp): the moment before the one shown, the run paused. */
    private void stepBack() {
        clock.pause();
        notice = "";
        travel.stepBack();
        show();
    }

    /** Forward through the moments of the commit already taken (PageDown, F7), else one new step of it, live. */
    private void stepForwardOrCommitStep() {
        if (!travel.stepForward()) {
            commitStep();
            return;
        }
        notice = "";
        if (!travel.travelling()) {
            redraw.run();
        }
        show();
    }

    private void commitStep() {
        control(() -> {
            if (session.stepCommit() == CommitStep.NONE) {
                notice = " · nothing to commit: head and staging agree";
            }
            redraw.run();
        });
    }

    /** A control's {@code action} on a run not over, taken live (leaving time travel), then the line updated. */
    private void control(Runnable action) {
        if (run.over()) {
            return;
        }
        backToLive();
        notice = "";
        action.run();
        show();
    }

    /** Called after each frame's ticks: says where the run stands. */
    void show() {
        page.element("pause").setTextContent(clock.isPaused() ? "Resume (F5)" : "Pause (F5)");
        page.setText("run-state", travel.travelling() ? travel.state() : state() + notice);
        page.setText("break-hit", breakHit());
    }

    /** The red line of a breakpoint hit, as the player's; empty once a step is taken or another moment is shown. */
    private String breakHit() {
        return travel.travelling() || session.lastBreak().isEmpty()
                ? ""
                : "Breakpoint: " + session.lastBreak().get()
                        + ". F5 resumes, F6 runs the tick, F7 takes the next step.";
    }

    private String state() {
        if (run.over()) {
            return "run over · tick " + run.stack().tick();
        }
        String mode = clock.isPaused() ? "paused" : "running";
        int stepsTaken = session.commitSteps().size() - 1;
        if (run.commitBegun() && stepsTaken > 0) {
            return mode + " · tick " + run.stack().tick() + "'s commit after step " + stepsTaken + " ("
                    + session.lastStep().name().toLowerCase(java.util.Locale.ROOT) + ")";
        }
        return mode + " · tick " + run.stack().tick() + SpeedText.of(clock.speed());
    }
}
