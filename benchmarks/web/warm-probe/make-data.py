"""Writes src/main/java/probe/Data.java: Bounce's graph and its recorded session as Java strings, so the probe
needs no file at run time (a browser has none)."""
import json
import pathlib

here = pathlib.Path(__file__).resolve().parent
graphs = here.parents[2] / "samples" / "graphs"


def literal(text, size=20000):
    return " + ".join(json.dumps(text[i:i + size]) for i in range(0, len(text), size))


graph = (graphs / "bounce.stagestack.json").read_text()
script = (graphs / "bounce.script").read_text()
(here / "src/main/java/probe/Data.java").write_text(f"""package probe;

/** Bounce's graph and recorded session, written by make-data.py. */
final class Data {{
    private Data() {{}}

    static String graph() {{
        return {literal(graph)};
    }}

    static String script() {{
        return {literal(script)};
    }}
}}
""")
