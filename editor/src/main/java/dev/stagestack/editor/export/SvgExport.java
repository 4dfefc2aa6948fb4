package dev.stagestack.editor.export;

import dev.stagestack.editor.geometry.Curve;
import dev.stagestack.editor.geometry.EdgeGeometry;
import dev.stagestack.editor.geometry.EdgeKind;
import dev.stagestack.editor.geometry.EdgePlan;
import dev.stagestack.editor.geometry.EdgeSegment;
import dev.stagestack.editor.geometry.LabelBox;
import dev.stagestack.editor.geometry.LabelPlacement;
import dev.stagestack.editor.geometry.LabelSizes;
import dev.stagestack.editor.geometry.StackInsight;
import dev.stagestack.editor.geometry.StateBox;
import dev.stagestack.editor.style.TriggerGlyph;
import dev.stagestack.model.Graph;
import dev.stagestack.model.StateDef;
import dev.stagestack.model.Transition;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The graph as a standalone SVG drawn from the model (not a screenshot), with the canvas's
 * geometry and edge styles, so it stays crisp at any size. Pure.
 */
public final class SvgExport {
    private static final double MARGIN = 80;

    private SvgExport() {
    }

    public static String of(Graph graph, StackInsight insight) {
        Map<String, double[]> at = new HashMap<>();
        graph.states().forEach(s -> at.put(s.id(), new double[] {orZero(s.x()), orZero(s.y())}));
        double[] box = bounds(at);
        StringBuilder svg = new StringBuilder();
        svg.append(String.format(Locale.ROOT, "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"%.1f %.1f %.1f %.1f\" "
                + "width=\"%.0f\" height=\"%.0f\" font-family=\"sans-serif\">%n", box[0] - MARGIN, box[1] - MARGIN,
                box[2] - box[0] + 2 * MARGIN, box[3] - box[1] + 2 * MARGIN, box[2] - box[0] + 2 * MARGIN,
                box[3] - box[1] + 2 * MARGIN));
        svg.append("<title>").append(xml(graph.name())).append("</title>\n");
        svg.append(SvgStyle.DEFS);
        Map<String, List<EdgeSegment>> plan = EdgePlan.of(graph, insight);
        for (Transition t : graph.transitions()) {
            edges(svg, t, plan.getOrDefault(t.id(), List.of()), at);
        }
        labels(svg, graph, plan, at);
        for (StateDef s : graph.states()) {
            state(svg, s, at.get(s.id()), s.id().equals(graph.initial()));
        }
        return svg.append("</svg>\n").toString();
    }

    private static void edges(StringBuilder svg, Transition t, List<EdgeSegment> segments, Map<String, double[]> at) {
        for (EdgeSegment s : segments) {
            Curve c = EdgeGeometry.curveFor(s, at::get);
            if (c == null) {
                continue;
            }
            String kind = s.kind().name().toLowerCase(Locale.ROOT).replace('_', '-');
            svg.append(String.format(Locale.ROOT, "<path class=\"edge %s\" d=\"M%.1f %.1f C%.1f %.1f %.1f %.1f %.1f %.1f\" "
                    + "marker-end=\"url(#%s)\"/>%n", kind, c.sx(), c.sy(), c.c1x(), c.c1y(), c.c2x(), c.c2y(),
                    c.ex(), c.ey(), s.kind() == EdgeKind.REPLACE ? "head2" : "head"));
            if (s.kind() == EdgeKind.QUIT && s.to() == null) {
                svg.append(String.format(Locale.ROOT, "<circle class=\"terminal\" cx=\"%.1f\" cy=\"%.1f\" r=\"8\"/>%n",
                        c.ex(), c.ey() + 8));
            }
        }
    }

    /** Each transition's trigger, on its first segment where the {@link LabelPlacement} puts it. */
    private static void labels(StringBuilder svg, Graph graph, Map<String, List<EdgeSegment>> plan,
            Map<String, double[]> at) {
        Map<String, String> texts = new HashMap<>();
        List<LabelPlacement.Request> requests = new ArrayList<>();
        for (Transition t : graph.transitions()) {
            List<EdgeSegment> segments = plan.getOrDefault(t.id(), List.of());
            Curve first = segments.isEmpty() ? null : EdgeGeometry.curveFor(segments.get(0), at::get);
            if (first != null) {
                String text = TriggerGlyph.textOf(t.trigger());
                texts.put(t.id(), text);
                requests.add(LabelPlacement.Request.onEdge(t.id(), segments.get(0), first, LabelSizes.svgWidth(text),
                        LabelSizes.SVG_HEIGHT));
            }
        }
        List<LabelBox> cards = at.values().stream().map(p -> LabelBox.ofState(p[0], p[1])).toList();
        LabelPlacement.place(requests, cards).forEach((id, box) -> svg.append(String.format(Locale.ROOT,
                "<text class=\"trigger\" x=\"%.1f\" y=\"%.1f\">%s</text>%n", box.centerX(), box.centerY() + 4,
                xml(texts.get(id)))));
    }

    private static void state(StringBuilder svg, StateDef s, double[] p, boolean initial) {
        String color = s.color() != null && s.color().matches("#[0-9a-fA-F]{6}") ? s.color() : "#6c7a96";
        svg.append(String.format(Locale.ROOT, "<g class=\"state\" transform=\"translate(%.1f %.1f)\">%n", p[0], p[1]));
        svg.append(String.format(Locale.ROOT, "  <rect class=\"card\" width=\"%.0f\" height=\"%.0f\" rx=\"10\"/>%n",
                StateBox.WIDTH, StateBox.HEIGHT));
        svg.append(String.format(Locale.ROOT, "  <rect width=\"6\" height=\"%.0f\" fill=\"%s\"/>%n", StateBox.HEIGHT, color));
        svg.append("  <text class=\"name\" x=\"16\" y=\"28\">").append(xml(s.name())).append("</text>\n");
        svg.append("  <text class=\"detail\" x=\"16\" y=\"50\">").append(xml(s.id() + " · " + s.covered().jsonName()
                + (s.overlay() ? " · overlay" : ""))).append("</text>\n");
        if (initial) {
            svg.append("  <path class=\"initial\" d=\"M-30 32 L-8 32 M-14 26 L-8 32 L-14 38\"/>\n");
        }
        svg.append("</g>\n");
    }

    private static double[] bounds(Map<String, double[]> at) {
        double[] b = {Double.MAX_VALUE, Double.MAX_VALUE, -Double.MAX_VALUE, -Double.MAX_VALUE};
        at.values().forEach(p -> {
            b[0] = Math.min(b[0], p[0]);
            b[1] = Math.min(b[1], p[1]);
            b[2] = Math.max(b[2], p[0] + StateBox.WIDTH);
            b[3] = Math.max(b[3], p[1] + StateBox.HEIGHT);
        });
        return at.isEmpty() ? new double[] {0, 0, 1, 1} : b;
    }

    private static double orZero(Double v) {
        return v == null ? 0 : v;
    }

    static String xml(String text) {
        return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }
}
