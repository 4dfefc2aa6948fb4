package dev.stagestack.editor.export;

/** The fixed {@code <defs>} and stylesheet of {@link SvgExport}: the canvas's light-theme look. */
final class SvgStyle {
    private SvgStyle() {
    }

    static final String DEFS = """
            <defs>
              <marker id="head" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="8" markerHeight="8" orient="auto">
                <path d="M0 0 L10 5 L0 10 z" fill="#57606a"/>
              </marker>
              <marker id="head2" viewBox="0 0 18 10" refX="17" refY="5" markerWidth="14" markerHeight="8" orient="auto">
                <path d="M0 0 L10 5 L0 10 z M8 0 L18 5 L8 10 z" fill="#57606a"/>
              </marker>
              <style>
                .card { fill: #ffffff; stroke: #d0d7de; stroke-width: 1.5; }
                .name { font-size: 15px; font-weight: bold; fill: #1f2328; }
                .detail { font-size: 11px; fill: #656d76; }
                .edge { fill: none; stroke: #57606a; stroke-width: 1.6; }
                .edge.pop, .edge.pop-to { stroke-dasharray: 6 4; }
                .edge.replace { stroke-width: 2.4; }
                .edge.quit { stroke: #cf222e; }
                .terminal { fill: #ffffff; stroke: #cf222e; stroke-width: 3; }
                .trigger { font-size: 11px; fill: #0969da; text-anchor: middle; }
                .initial { fill: none; stroke: #1a7f37; stroke-width: 3; }
              </style>
            </defs>
            """;
}
