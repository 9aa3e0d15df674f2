#!/usr/bin/env python3
"""A gate adapter (docs/ADAPTERS.md, wolfsuite-adapter/1) that answers with the original engine.

The engine is the engine tool beside the repository (../shared/tools/engine/engine, or the path in
$WOLFSUITE_ENGINE): Wolf4SDL built per game version with read-only dump options. This adapter
turns each request into one run of it, so a gate run with it shows where the suite's vectors
differ from what the engine computes:

  capability      engine option
  map-plane       --oracle-dump-map MAP PLANE
  graphics-chunk  --oracle-dump-grchunk CHUNK
  vswap-page      --oracle-dump-page PAGE
  audio-lump      --oracle-dump-audio LUMP
  render-view     --oracle-frame with --oracle-map/-pos/-angle/-viewsize, --res, and
                  --oracle-door / --oracle-pushwall for the "doors" and "pushwall" params
  demo-trace      --oracle-demo DEMO --oracle-trace, or --oracle-demo-file for a "recording"

Everything else is "unsupported". The game version is the "game" param, or else the extension of
the input files (the vectors name them STEM.EXT). The engine reads a folder of lower-case
STEM.EXT files and opens more of the set than a dump needs, so every file of the folder an input
lies in (a vectors folder keeps each set's files together) is linked into a scratch folder under
its lower-case name.
The engine's exit status 3 ("no such item") is answered as "rejected".
"""
import json
import os
import subprocess
import sys
import tempfile

PROTOCOL = "wolfsuite-adapter/1"
BATCH_PROTOCOL = "wolfsuite-batch/1"
VERSIONS = ("wl1", "wl6", "sdm", "sod")
STEMS = ("maphead", "gamemaps", "vgahead", "vgadict", "vgagraph", "vswap", "audiohed", "audiot")
NO_SUCH_ITEM = 3  # the engine tool's exit status for a dump of an item the set lacks
# The pushwall param names its direction; the engine tool numbers them 0 north .. 3 west.
PUSHWALL_DIRECTIONS = {"north": 0, "east": 1, "south": 2, "west": 3}


def engine_path():
    explicit = os.environ.get("WOLFSUITE_ENGINE")
    if explicit:
        return explicit
    here = os.path.dirname(os.path.abspath(__file__))
    return os.path.normpath(os.path.join(here, "..", "..", "..", "shared", "tools", "engine",
                                         "engine"))


def answer(status, **fields):
    # Flushed at once: in batch mode the gate waits for the line before the next request.
    print(json.dumps(dict({"protocol": PROTOCOL, "status": status}, **fields)), flush=True)
    return 0


def game_of(request):
    game = request.get("params", {}).get("game")
    if game in VERSIONS:
        return game
    for path in request.get("inputs", {}).values():
        extension = os.path.splitext(path)[1][1:].lower()
        if extension in VERSIONS:
            return extension
    return None


def motion_arguments(params):
    """--oracle-door per door of the "doors" param ("x,y,position;..."), --oracle-pushwall for
    the "pushwall" param ("x,y,direction,progress")."""
    arguments = []
    for door in filter(None, params.get("doors", "").split(";")):
        arguments += ["--oracle-door", door]
    if "pushwall" in params:
        x, y, direction, progress = params["pushwall"].split(",")
        arguments += ["--oracle-pushwall",
                      f"{x},{y},{PUSHWALL_DIRECTIONS[direction]},{progress}"]
    return arguments


def engine_arguments(capability, params, inputs, output):
    """The dump options for one request, or None for a capability the engine cannot answer."""
    if capability == "map-plane":
        return ["--oracle-dump-map", str(params["map"]), str(params["plane"]), output]
    if capability == "graphics-chunk":
        return ["--oracle-dump-grchunk", str(params["chunk"]), output]
    if capability == "vswap-page":
        return ["--oracle-dump-page", str(params["page"]), output]
    if capability == "audio-lump":
        return ["--oracle-dump-audio", str(params["lump"]), output]
    if capability == "render-view":
        return ["--res", str(params["screen_width"]), str(params["screen_height"]),
                "--oracle-frame", output, "--oracle-map", str(params["map"]),
                "--oracle-pos", str(params["x"]), str(params["y"]),
                "--oracle-angle", str(params["angle"]),
                "--oracle-viewsize", str(params["view_size"])] + motion_arguments(params)
    if capability == "demo-trace":
        if "recording" in inputs:
            return ["--oracle-demo-file", inputs["recording"], "--oracle-trace", output]
        return ["--oracle-demo", str(params["demo"]), "--oracle-trace", output]
    return None


def serve(request_text):
    """Answers one request; returns the exit status an engine crash is passed on with, else 0."""
    request = json.loads(request_text)
    capability = request.get("capability")
    params = request.get("params", {})
    game = game_of(request)
    with tempfile.TemporaryDirectory(prefix="engine-adapter-") as scratch:
        raw_output = os.path.join(scratch, "output")
        arguments = engine_arguments(capability, params, request.get("inputs", {}), raw_output)
        if arguments is None or game is None:
            return answer("unsupported")
        data = os.path.join(scratch, "data")
        os.mkdir(data)
        for folder in sorted({os.path.dirname(p) for p in request.get("inputs", {}).values()}):
            for name in os.listdir(folder):
                stem, extension = os.path.splitext(name.lower())
                link = os.path.join(data, name.lower())
                if stem in STEMS and extension == "." + game and not os.path.exists(link):
                    os.symlink(os.path.join(folder, name), link)
        run = subprocess.run([engine_path(), game, data] + arguments, stdout=subprocess.DEVNULL,
                             stderr=subprocess.PIPE, text=True, check=False)
        if run.returncode == NO_SUCH_ITEM:
            return answer("rejected", message=run.stderr.strip()[:200])
        if run.returncode != 0:
            sys.stderr.write(run.stderr)
            return run.returncode
        # The output is written whole or not at all: the engine's file is moved into place.
        os.replace(raw_output, request["output"])
    return answer("ok")


def main():
    """One request on stdin; or, when the gate offers batch mode (docs/ADAPTERS.md "Batch
    mode"), the announcement and then one request a line. An engine crash ends the process with
    the engine's status: the gate attributes it to that vector and starts a new process."""
    if BATCH_PROTOCOL not in os.environ.get("WOLFSUITE_ADAPTER_BATCH", "").split():
        return serve(sys.stdin.read())
    print(json.dumps({"protocol": PROTOCOL, "batch": BATCH_PROTOCOL}), flush=True)
    for request_line in sys.stdin:
        status = serve(request_line)
        if status != 0:
            return status
    return 0


if __name__ == "__main__":
    sys.exit(main())
