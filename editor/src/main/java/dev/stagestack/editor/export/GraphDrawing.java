package dev.stagestack.editor.export;

import dev.stagestack.editor.geometry.CardObstacles;
import dev.stagestack.editor.geometry.Curve;
import dev.stagestack.editor.geometry.EdgeGeometry;
import dev.stagestack.editor.geometry.EdgePlan;
import dev.stagestack.editor.geometry.EdgeSegment;
import dev.stagestack.editor.geometry.ExitTerminal;
import dev.stagestack.editor.geometry.GlobalCardPlaces;
import dev.stagestack.editor.geometry.LabelBox;
import dev.stagestack.editor.geometry.LabelPlacement;
import dev.stagestack.editor.geometry.StackInsight;
import dev.stagestack.editor.geometry.StateBox;
import dev.stagestack.editor.geometry.StepBadge;
import dev.stagestack.editor.style.EdgeCaption;
import dev.stagestack.editor.style.TriggerGlyph;
import dev.stagestack.model.ExportText;
import dev.stagestack.model.Graph;
import dev.stagestack.model.StateDef;
import dev.stagestack.model.Transition;
import dev.stagestack.tools.diagram.TransitionKind;
import java.awt.Font;
import java.awt.Shape;
import java.awt.geom.CubicCurve2D;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Path2D;
import java.awt.geom.Rectangle2D;
import java.awt.geom.RoundRectangle2D;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The whole graph drawn from the model in the canvas's light look, never a screenshot: cards with
 * their names fitted (measured, ellipsis when too long), edges with the canvas's geometry and styles
 * (pops to the states the analysis says they reveal), trigger labels with their icons on a halo where
 * the canvas's {@link LabelPlacement} puts them, the initial state's arrow. No selection, no viewport.
 * One walk for every surface: the SVG and the PNG are the same picture, and the same walk measures
 * the picture's bounds. User text is drawn as every export carries it ({@link ExportText}).
 */
final class GraphDrawing {
    /** Space around the cards' bounds, for loops, terminals and labels. */
    static final double MARGIN = 80;
    /** Space kept around everything drawn. */
    static final double PAD = 12;

    static final String BACKGROUND = "#ffffff";
    static final String CARD_FILL = "#ffffff";
    static final String CARD_STROKE = "#d0d7de";
    static final String EDGE = "#57606a";
    static final String QUIT = TransitionKind.QUIT.colour();
    static final String LABEL = "#0969da";
    static final String INITIAL = "#1a7f37";
    private static final String NAME = "#1f2328";
    private static final String DETAIL = "#656d76";
    private static final String DEFAULT_STRIPE = "#6c7a96";
    private static final Font NAME_FONT = DrawingFonts.font(true, 15);
    private static final Font DETAIL_FONT = DrawingFonts.font(false, 11);
    private static final Font LABEL_FONT = DrawingFonts.font(false, 11);
    private static final Font STEP_FONT = DrawingFonts.font(true, StepBadge.FONT_SIZE);
    private static final double TEXT_LEFT = 16;
    private static final double TEXT_RIGHT = 10;
    private static final double ICON = 12;
    private static final double CHIP_PAD = 4;
    private static final double CHIP_GAP = 3;
    private static final double CHIP_HEIGHT = 17;
    private static final double[] DASH = {6, 4};

    private final Graph graph;
    private final StackInsight insight;
    private final Map<String, double[]> at = new HashMap<>();
    /** The cards the edges bow around, as on the canvas. */
    private final CardObstacles cards;

    GraphDrawing(Graph graph, StackInsight insight) {
        this.graph = graph;
        this.insight = insight;
        graph.states().forEach(s -> at.put(s.id(), new double[] {orZero(s.x()), orZero(s.y())}));
        this.cards = CardObstacles.of(at);
        at.putAll(GlobalCardPlaces.of(graph, at::get));
    }

    /**
     * What the picture shows, in graph units: the cards' bounds and a margin around them, grown to hold
     * everything drawn (an edge that bows far above the cards, its label, a loop, a terminal) with
     * {@link #PAD} to spare, so nothing is ever clipped.
     */
    Rectangle2D bounds() {
        BoundsSurface measured = new BoundsSurface();
        drawContent(measured);
        Rectangle2D content = measured.box();
        if (content == null) {
            return new Rectangle2D.Double(-MARGIN, -MARGIN, 2 * MARGIN, 2 * MARGIN);
        }
        Rectangle2D all = new Rectangle2D.Double(
                        content.getX() - PAD,
                        content.getY() - PAD,
                        content.getWidth() + 2 * PAD,
                        content.getHeight() + 2 * PAD)
                .createUnion(cardsWithMargin());
        double minX = Math.floor(all.getMinX());
        double minY = Math.floor(all.getMinY());
        // whole units, so a picture at 2x is exactly twice the one at 1x
        return new Rectangle2D.Double(minX, minY, Math.ceil(all.getMaxX()) - minX, Math.ceil(all.getMaxY()) - minY);
    }

    private Rectangle2D cardsWithMargin() {
        double minX = Double.MAX_VALUE;
        double minY = Double.MAX_VALUE;
        double maxX = -Double.MAX_VALUE;
        double maxY = -Double.MAX_VALUE;
        for (double[] p : at.values()) {
            minX = Math.min(minX, p[0]);
            minY = Math.min(minY, p[1]);
            maxX = Math.max(maxX, p[0] + StateBox.WIDTH);
            maxY = Math.max(maxY, p[1] + StateBox.HEIGHT);
        }
        return new Rectangle2D.Double(minX - MARGIN, minY - MARGIN, maxX - minX + 2 * MARGIN, maxY - minY + 2 * MARGIN);
    }

    /** Draws the graph on {@code surface}: background, edges, labels, cards (the canvas's order). */
    void draw(Surface surface) {
        surface.fill(bounds(), BACKGROUND);
        drawContent(surface);
    }

    private void drawContent(Surface surface) {
        Map<String, List<EdgeSegment>> plan = EdgePlan.of(graph, insight);
        for (Transition t : graph.transitions()) {
            for (EdgeSegment s : plan.getOrDefault(t.id(), List.of())) {
                edge(surface, s);
            }
        }
        labels(surface, plan);
        for (StateDef s : graph.states()) {
            card(surface, s, at.get(s.id()), s.id().equals(graph.initial()));
        }
        for (String source : GlobalCardPlaces.sources(graph)) {
            globalCard(surface, source, at.get(source));
        }
    }

    /** The "Any state" or group card global transitions leave from: dashed, its title only. */
    private static void globalCard(Surface surface, String source, double[] p) {
        Shape card = new RoundRectangle2D.Double(p[0], p[1], StateBox.WIDTH, StateBox.HEIGHT, 36, 36);
        surface.fill(card, CARD_FILL);
        surface.stroke(card, NAME, 2, DASH);
        surface.text(GlobalCardPlaces.title(source), p[0] + TEXT_LEFT, p[1] + 38, NAME_FONT, NAME);
    }

    private void edge(Surface surface, EdgeSegment s) {
        Curve c = EdgeGeometry.curveFor(s, at::get, cards);
        if (c == null) {
            return;
        }
        String color = colourOf(s.kind());
        boolean dashed = s.kind() == TransitionKind.POP || s.kind() == TransitionKind.POP_TO;
        double width = s.kind() == TransitionKind.REPLACE ? 2.4 : 1.6;
        surface.stroke(
                new CubicCurve2D.Double(c.sx(), c.sy(), c.c1x(), c.c1y(), c.c2x(), c.c2y(), c.ex(), c.ey()),
                color,
                width,
                dashed ? DASH : null);
        double angle = c.endAngle();
        surface.fill(arrowHead(c.ex(), c.ey(), angle), color);
        if (s.kind() == TransitionKind.REPLACE) {
            surface.fill(arrowHead(c.ex() - 7 * Math.cos(angle), c.ey() - 7 * Math.sin(angle), angle), color);
        }
        if (ExitTerminal.endsAt(s)) {
            LabelBox at = ExitTerminal.box(c);
            Shape terminal = new Ellipse2D.Double(at.minX(), at.minY(), at.width(), at.height());
            surface.fill(terminal, CARD_FILL);
            surface.stroke(terminal, QUIT, 3, null);
        }
        if (s.step() > 0) {
            stepBadge(surface, s.step(), c);
        }
    }

    /** As the canvas draws it: restart and quit in their colour ({@link TransitionKind#colour()}), the rest plain. */
    private static String colourOf(TransitionKind kind) {
        return kind == TransitionKind.RESTART || kind == TransitionKind.QUIT ? kind.colour() : EDGE;
    }

    /** The step's number in a small disc on its line, as on the canvas ({@link StepBadge}). */
    private static void stepBadge(Surface surface, int step, Curve c) {
        double[] at = StepBadge.centre(c);
        double r = StepBadge.RADIUS;
        Shape disc = new Ellipse2D.Double(at[0] - r, at[1] - r, 2 * r, 2 * r);
        surface.fill(disc, CARD_FILL);
        surface.stroke(disc, EDGE, 1.5, null);
        String number = String.valueOf(step);
        surface.text(
                number,
                at[0] - DrawingFonts.width(number, STEP_FONT) / 2,
                at[1] + StepBadge.FONT_SIZE * 0.35,
                STEP_FONT,
                NAME);
    }

    /** A filled head 10 long and 8 wide with its tip at (x, y), pointing along {@code angle}. */
    private static Shape arrowHead(double x, double y, double angle) {
        double cos = Math.cos(angle);
        double sin = Math.sin(angle);
        Path2D.Double head = new Path2D.Double();
        head.moveTo(x, y);
        head.lineTo(x - 10 * cos + 4 * sin, y - 10 * sin - 4 * cos);
        head.lineTo(x - 10 * cos - 4 * sin, y - 10 * sin + 4 * cos);
        head.closePath();
        return head;
    }

    /** Each transition's trigger, icon and text on a halo, on its first segment where the placement puts it. */
    private void labels(Surface surface, Map<String, List<EdgeSegment>> plan) {
        Map<String, Transition> byId = new HashMap<>();
        Map<String, String> texts = new HashMap<>();
        List<LabelPlacement.Request> requests = new ArrayList<>();
        for (Transition t : graph.transitions()) {
            List<EdgeSegment> segments = plan.getOrDefault(t.id(), List.of());
            Curve first = segments.isEmpty() ? null : EdgeGeometry.curveFor(segments.get(0), at::get, cards);
            if (first != null) {
                String text = ExportText.carried(EdgeCaption.around(t, TriggerGlyph.textOf(t.trigger())));
                byId.put(t.id(), t);
                texts.put(t.id(), text);
                requests.add(
                        LabelPlacement.Request.onEdge(t.id(), segments.get(0), first, chipWidth(text), CHIP_HEIGHT));
            }
        }
        List<LabelBox> obstacles = new ArrayList<>(
                at.values().stream().map(p -> LabelBox.ofState(p[0], p[1])).toList());
        plan.values()
                .forEach(segments -> segments.stream()
                        .filter(ExitTerminal::endsAt)
                        .map(s -> EdgeGeometry.curveFor(s, at::get, cards))
                        .filter(java.util.Objects::nonNull)
                        .forEach(line -> obstacles.add(ExitTerminal.box(line))));
        LabelPlacement.place(requests, obstacles).forEach((id, box) -> chip(surface, byId.get(id), texts.get(id), box));
    }

    private static double chipWidth(String text) {
        return CHIP_PAD + ICON + CHIP_GAP + Math.ceil(DrawingFonts.width(text, LABEL_FONT)) + CHIP_PAD + 1;
    }

    private static void chip(Surface surface, Transition t, String text, LabelBox box) {
        double width = chipWidth(text);
        double left = box.centerX() - width / 2;
        double top = box.centerY() - CHIP_HEIGHT / 2;
        Shape halo = new RoundRectangle2D.Double(left, top, width, CHIP_HEIGHT, 8, 8);
        surface.fill(halo, CARD_FILL);
        surface.stroke(halo, CARD_STROKE, 1, null);
        Shape icon = DrawingFonts.icon(
                TriggerGlyph.iconOf(t.trigger()).getCode(), ICON, left + CHIP_PAD + ICON / 2, box.centerY());
        if (icon != null) {
            surface.fill(icon, LABEL);
        }
        surface.text(text, left + CHIP_PAD + ICON + CHIP_GAP, box.centerY() + 4, LABEL_FONT, LABEL);
    }

    private static void card(Surface surface, StateDef s, double[] p, boolean initial) {
        String stripe = s.color() != null && s.color().matches("#[0-9a-fA-F]{6}")
                ? s.color().toLowerCase()
                : DEFAULT_STRIPE;
        Shape card = new RoundRectangle2D.Double(p[0], p[1], StateBox.WIDTH, StateBox.HEIGHT, 20, 20);
        surface.fill(card, CARD_FILL);
        surface.fill(new Rectangle2D.Double(p[0], p[1] + 4, 6, StateBox.HEIGHT - 8), stripe);
        surface.stroke(card, CARD_STROKE, 1.5, null);
        double room = StateBox.WIDTH - TEXT_LEFT - TEXT_RIGHT;
        surface.text(
                DrawingFonts.fit(ExportText.carried(s.name()), NAME_FONT, room),
                p[0] + TEXT_LEFT,
                p[1] + 28,
                NAME_FONT,
                NAME);
        String detail = s.id() + " · " + s.covered().jsonName() + (s.overlay() ? " · overlay" : "");
        surface.text(DrawingFonts.fit(detail, DETAIL_FONT, room), p[0] + TEXT_LEFT, p[1] + 50, DETAIL_FONT, DETAIL);
        if (initial) {
            Path2D.Double arrow = new Path2D.Double();
            arrow.moveTo(p[0] - 30, p[1] + 32);
            arrow.lineTo(p[0] - 8, p[1] + 32);
            arrow.moveTo(p[0] - 14, p[1] + 26);
            arrow.lineTo(p[0] - 8, p[1] + 32);
            arrow.lineTo(p[0] - 14, p[1] + 38);
            surface.stroke(arrow, INITIAL, 3, null);
        }
    }

    private static double orZero(Double v) {
        return v == null ? 0 : v;
    }
}
