#pragma once
// `wolfsuite render`: frames of the reference raycaster (reference/raycaster/) as PNG, and the
// golden frame manifest.
//
//   wolfsuite render DIR --map N [--x X --y Y --angle A] [--size WxH] [--viewsize N]
//                    [--renderer literal|fast] [--door X,Y,OPEN ...] [--pushwall X,Y,DIR,PROGRESS]
//                    [--weapon knife|pistol|machinegun|chaingun] [--objects OUT.json]
//                    [--overview] [--set EXT] -o OUT.png
//   wolfsuite render DIR --golden [--size WxH] [--set EXT] [--name NAME] [-o OUT.json]
//   wolfsuite render DIR --golden --views VIEWS.json [--size WxH] [--set EXT] [--name NAME]
//                    [-o OUT.json]
//
// DIR holds one set, or several and --set EXT picks one by its extension (set_loader.h
// find_one_set). One frame:
//   --map N        the MAPHEAD slot; it must hold a map
//   --x, --y       decimal tiles ("29.5", at most 16 fraction digits, below 64: on the map),
//                  converted exactly to 16.16: integer part * 65536 plus the fraction * 65536
//                  rounded down. A view inside a wall is drawn as the engine draws it.
//   --angle        whole degrees, -360..360 (the engine's player angle)
//                  Each defaults to the map's "start" view (golden_views.h): the player start.
//   --size         the screen, WxH, each side 1..8192; default 320x200
//   --viewsize     4..21 (default 21, the whole screen): the frame written is the engine's view
//                  window for that size on the screen (view_window.h), e.g. 304x152 for 19
//   --weapon       draw the weapon's ready frame over the view, as the engine does
//   --objects      also write what the frame makes visible (frame_report_json.h)
//   --renderer     literal (default) or fast: the same bytes (fast_renderer.h)
//   --door         X,Y,OPEN: the door at tile (X, Y) opened OPEN/65535 (repeatable); X, Y 0..63
//   --pushwall     X,Y,DIR,PROGRESS: the wall at (X, Y) moving east|north|west|south, PROGRESS
//                  64ths (0..63) of the way; it shows that tile's wall code (1 if not a wall).
//                  Both tiles it spans must be on the 64 x 64 grid.
//   --overview     write the top-down overview instead of the frame: the map as an automap
//                  with the view's cone over it (reference/top_down/view_overview.h, 8 pixels
//                  a tile, the cone of a view --size wide), RGBA; --renderer does not apply
// A frame's PNG is palette-indexed with the set's palette (set_palette.h); every PNG is written
// atomically.
//
// --golden --views renders the views of an engine-frames/1 document (or of a manifest it wrote)
// at view sizes 21 and 19 of --size and prints golden_frames.h's engine-view manifest.
//
// --golden renders every golden view of every map with render_literal and prints the manifest of
// golden_frames.h (wolfsuite-frames/1, one frame per line); its "set" is --name, default the set's
// tag (the synthetic set's manifest is named "synthetic", though its files are wl1's). Every frame
// is also drawn by the fast renderer; a frame where it differs is named on stderr and nothing is
// written (exit 1), so the command doubles as a differential check. On a terminal, stderr shows a
// line per map.
//
// Exit 0 when the output was written; 1 when the data does not allow it (the errors below,
// decoding errors of the maps or VSWAP, a file that cannot be read or written); 2 for a usage
// error (an option that does not parse is rejected before any file is read).
//
// Catalogue (decoders' errors pass through with their own IDs)
//   id                      kind   meaning
//   E-SET-AMBIGUOUS         error  DIR holds several sets and no --set picks one
//   E-SET-NOT-FOUND         error  DIR holds no set (with the --set extension)
//   E-RENDER-NO-MAPS        error  the set has no decodable MAPHEAD + GAMEMAPS
//   E-RENDER-NO-VSWAP       error  the set has no decodable VSWAP
//   E-RENDER-NO-MAP         error  --map names a slot that holds no map
//   E-RENDER-NO-DOOR        error  --door names a tile that holds no door
//   E-RENDER-FAST-DIFFERS   error  --golden: the fast renderer drew other bytes for a frame
//   E-RENDER-VIEWS          error  --views: not an engine-frames/1 document (engine_views.h)
//   E-RENDER-VIEW-SIZE      error  --viewsize gives no window on the --size screen
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "cli/io.h"
#include "reference/raycaster/scene.h"

namespace CLI {
class App;
}  // namespace CLI

namespace wolfsuite::cli {

struct RenderOptions {
  std::string folder;  // DIR
  std::string set_tag;
  std::string name;  // --golden: the manifest's "set"; "" = the set's tag
  int map = -1;      // -1: not given
  std::string x;     // "" = the start view's
  std::string y;
  std::string angle;
  std::string size = "320x200";
  int view_size = 21;
  std::string renderer = "literal";
  std::string weapon;   // "" = none
  std::string objects;  // --objects output, "" = none
  std::string views;    // --golden --views input
  std::vector<std::string> doors;
  std::string pushwall;
  bool overview = false;
  bool golden = false;
  std::string output;  // required for a frame; stdout for --golden when empty
};

CLI::App* add_render_command(CLI::App& parent, RenderOptions& options);
int run_render(const RenderOptions& options, Streams& streams);

// The option values, parsed exactly as documented above; nullopt when `text` is not one.
struct FrameSize {
  int width = 0;
  int height = 0;
};
std::optional<std::int32_t> parse_tile_position(std::string_view text);  // 16.16
std::optional<int> parse_degrees(std::string_view text);                 // whole degrees
std::optional<FrameSize> parse_frame_size(std::string_view text);
// --door and --pushwall: raycaster::parse_engine_door and parse_engine_pushwall.

}  // namespace wolfsuite::cli
