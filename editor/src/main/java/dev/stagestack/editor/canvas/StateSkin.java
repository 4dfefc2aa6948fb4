package dev.stagestack.editor.canvas;

import dev.stagestack.editor.document.ElementRef;
import dev.stagestack.editor.style.EditorStyles;
import dev.stagestack.model.StateDef;
import javafx.scene.layout.Pane;
import javafx.scene.shape.Circle;

/**
 * A state on the canvas: its definition, position and marks (selection, problems, Play, cycle),
 * and the card that draws them ({@link StateCard}). The card is built the first time it is asked
 * for, which the canvas does when the state first comes into view: a large graph has thousands of
 * states of which a screen shows a few dozen, while hit testing, selection, search and the
 * overviews need only the positions and marks kept here.
 */
public final class StateSkin extends ElementSkin {
    private StateDef state;
    private boolean initial;
    private double x;
    private double y;
    private boolean error;
    private boolean warning;
    private String problemText = "";
    private PlayMark playMark;
    private String stackText;
    private boolean cycle;
    private CoverageMark coverage;
    private StateCard card;

    public StateSkin(StateDef state) {
        super(ElementRef.state(state.id()));
        update(state, false);
    }

    /** Shows a new definition of the state. */
    public void update(StateDef newState, boolean isInitial) {
        state = newState;
        initial = isInitial;
        if (card != null) {
            card.show(newState, isInitial);
        }
        if (newState.hasPosition()) {
            moveTo(newState.x(), newState.y());
        }
    }

    /** Places the card with its top-left corner at the world point. */
    public void moveTo(double newX, double newY) {
        x = newX;
        y = newY;
        if (card != null) {
            card.moveTo(newX, newY);
        }
    }

    public double x() {
        return x;
    }

    public double y() {
        return y;
    }

    /** Shows or hides the problem marker; {@code message} becomes its tooltip. */
    public void showProblem(boolean isError, boolean isWarning, String message) {
        error = isError;
        warning = isWarning;
        problemText = message;
        if (card != null) {
            card.showProblem(isError, isWarning, message);
        }
    }

    /** While Play runs: how this state is on the stack (null for not on it). */
    public void showPlay(PlayMark mark, String text) {
        playMark = mark;
        stackText = text;
        if (card != null) {
            card.showPlay(mark, text);
        }
    }

    /** Marks the state as part of a cycle that grows the stack without limit. */
    public void showCycle(boolean isCycle) {
        cycle = isCycle;
        if (card != null) {
            card.showCycle(isCycle);
        }
    }

    /** Paints the state as exercised or never exercised by the runs measured (null: unpainted). */
    public void showCoverage(CoverageMark mark) {
        coverage = mark;
        if (card != null) {
            CoverageMark.apply(card.root(), mark);
        }
    }

    /** The coverage paint shown, or null. */
    public CoverageMark coverage() {
        return coverage;
    }

    /** Whether a problem marker is shown (error or warning). */
    public boolean hasProblem() {
        return error || warning;
    }

    /** The Play mark shown, or null. */
    public PlayMark playMark() {
        return playMark;
    }

    public StateDef state() {
        return state;
    }

    /** The card's connect handle (builds the card if it was not shown yet). */
    public Circle connectHandle() {
        return card().connectHandle();
    }

    /** The card (built on first use, with every mark set so far). */
    @Override
    public Pane root() {
        return card().root();
    }

    @Override
    public boolean isBuilt() {
        return card != null;
    }

    private StateCard card() {
        if (card == null) {
            card = new StateCard(ref());
            card.show(state, initial);
            card.moveTo(x, y);
            if (error || warning) {
                card.showProblem(error, warning, problemText);
            }
            if (playMark != null || stackText != null) {
                card.showPlay(playMark, stackText);
            }
            card.showCycle(cycle);
            CoverageMark.apply(card.root(), coverage);
            bindPseudoClass(card.root(), EditorStyles.SELECTED, selectedProperty());
        }
        return card;
    }
}
