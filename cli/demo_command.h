#pragma once
// `wolfsuite demo`: plays a recorded demo with the tic simulator (reference/sim/) and writes its
// trace, pictures or video.
//
//   wolfsuite demo DIR (--demo K | --demo-file FILE) [--set EXT] [--viewsize N] [--size WxH]
//                  [--trace OUT.jsonl] [--frames OUTDIR [--every N]] [--video OUT.y4m] [--json]
//   wolfsuite demo DIR --golden [--set EXT] [--name NAME] [-o OUT.json]
//
//   --demo K       the set's K-th demo chunk (0-based)
//   --demo-file    a demo in the lump's format instead: map byte, 16-bit size (header
//                  included), an unused byte, then {buttons, turn, move} per frame; it plays
//                  on that map of the set
//   --viewsize     the view size the game logic sees (4..21, default 19 as the game's demos;
//                  the gun only hits actors drawn near the view's centre column)
//   --size         the screen, default 320x200: with --viewsize, the view window
//   --trace        the trace in the engine's schema (reference/sim/trace.h), "-" for stdout
//   --frames       the view of every Nth frame (--every, default 1) as PNG, with the weapon:
//                  OUTDIR/frame-00000.png, ... (created if missing)
//   --video        every frame as a YUV4MPEG2 stream at 17.5 frames/s (70 tics / 4)
//   --json         print the end line (how and when playback ended, the final state) as JSON
// Otherwise a line says how playback ended. Every file is written atomically.
//
// --golden plays every demo of the set at the demos' view size (19 at 320x200) and prints the
// golden manifest of their traces (reference/sim/golden_traces.h) to -o (stdout by default). Its
// "set", which each trace's header names too, is --name, default the set's tag (the synthetic
// set's manifest is named "synthetic", though its files are wl1's).
//
// Exit 0 when the demo played; 1 when the data does not allow it (the errors below, the set's
// decoding errors, a file that cannot be read or written); 2 for a usage error.
//
// Catalogue (decoders' errors pass through with their own IDs)
//   id                   kind   meaning
//   E-SET-AMBIGUOUS      error  DIR holds several sets and no --set picks one
//   E-SET-NOT-FOUND      error  DIR holds no set (with the --set extension)
//   E-DEMO-NO-MAPS       error  the set has no decodable MAPHEAD + GAMEMAPS
//   E-DEMO-NO-VSWAP      error  the set has no decodable VSWAP
//   E-DEMO-NO-DEMO       error  the set has no demo K (or no decodable VGAGRAPH)
//   E-DEMO-NO-MAP        error  the demo's map is not in the set
//   E-DEMO-VIEW-SIZE     error  --viewsize gives no window on the --size screen
//   E-DEMO-QUIT          error  the level makes the engine stop ("too many static objects")
#include <string>

#include "cli/io.h"

namespace CLI {
class App;
}  // namespace CLI

namespace wolfsuite::cli {

struct DemoOptions {
  std::string folder;
  std::string set_tag;
  int demo = -1;
  std::string demo_file;
  int view_size = 19;
  std::string size = "320x200";
  std::string trace;
  std::string frames;
  int every = 1;
  std::string video;
  bool json = false;
  bool golden = false;
  std::string name;    // --golden: the manifest's "set"; "" = the set's tag
  std::string output;  // --golden: the manifest; stdout when empty
};

CLI::App* add_demo_command(CLI::App& parent, DemoOptions& options);
int run_demo(const DemoOptions& options, Streams& streams);

}  // namespace wolfsuite::cli
