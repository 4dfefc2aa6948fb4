package dev.stagestack.editor.export;

import dev.stagestack.editor.geometry.StackInsight;
import dev.stagestack.model.Graph;
import java.awt.geom.Rectangle2D;

/**
 * The graph as a standalone SVG: {@link GraphDrawing} on an {@link SvgSurface}, so it stays crisp at
 * any size and needs no stylesheet, font file or display. Pure.
 */
public final class SvgExport {
    private SvgExport() {}

    public static String of(Graph graph, StackInsight insight) {
        GraphDrawing drawing = new GraphDrawing(graph, insight);
        Rectangle2D box = drawing.bounds();
        SvgSurface surface = new SvgSurface();
        drawing.draw(surface);
        return SvgSurface.open(
                        "svg",
                        "xmlns",
                        "http://www.w3.org/2000/svg",
                        "viewBox",
                        SvgSurface.number(box.getX())
                                + " " + SvgSurface.number(box.getY()) + " " + SvgSurface.number(box.getWidth()) + " "
                                + SvgSurface.number(box.getHeight()),
                        "width",
                        SvgSurface.number(box.getWidth()),
                        "height",
                        SvgSurface.number(box.getHeight()))
                + ">\n"
                + "<title>" + SvgSurface.xml(graph.name()) + "</title>\n"
                + surface.elements() + "</svg>\n";
    }
}
