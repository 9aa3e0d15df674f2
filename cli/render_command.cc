#include "cli/render_command.h"

#include <CLI/CLI.hpp>
#include <algorithm>
#include <array>
#include <variant>

#include "cli/command_line.h"
#include "cli/playable_set.h"
#include "cli/png_image.h"
#include "cli/set_loader.h"
#include "decoders/core/ascii_case.h"
#include "decoders/core/decimal_text.h"
#include "decoders/core/file_io.h"
#include "decoders/wolf/game_palette.h"
#include "decoders/wolf/set_palette.h"
#include "decoders/wolf/version.h"
#include "reference/raycaster/engine_views.h"
#include "reference/raycaster/fast_renderer.h"
#include "reference/raycaster/frame_report_json.h"
#include "reference/raycaster/golden_frames.h"
#include "reference/raycaster/golden_views.h"
#include "reference/raycaster/literal_renderer.h"
#include "reference/raycaster/view_window.h"
#include "reference/set_playback/set_playback.h"
#include "reference/top_down/view_overview.h"

namespace wolfsuite::cli {
namespace {

namespace rc = raycaster;

// A view stands on the 64 x 64 map; every 16.16 value has an exact 16-digit decimal.
constexpr int kMaxPositionTiles = rc::kGridSide;
constexpr std::size_t kMaxFractionDigits = 16;
constexpr int kMaxDegrees = 360;

// A CLI11 check that `parse` accepts the value, with `what` as the message.
template <typename Parse>
CLI::Validator parses(Parse parse, const std::string& what) {
  return CLI::Validator(
      [parse, what](std::string& value) -> std::string {
        return parse(value) ? std::string() : value + ": " + what;
      },
      "");
}

Bytes text_bytes(const std::string& text) { return Bytes(text.begin(), text.end()); }

// An encoded PNG to -o (stdout for -), or its error.
int write_encoded_png(const Result<Bytes>& png, const std::string& output, Streams& streams) {
  if (!png.ok()) return report_error(png.error(), streams.err);
  const Status written = write_output(output, *png, streams.out);
  if (!written.ok()) return report_error(written.error(), streams.err);
  return kExitOk;
}

// In the palette extract draws the set's images with (set_palette.h).
int write_png(const rc::Frame& frame, const WolfSet& set, const std::string& output,
              Streams& streams) {
  const Rgb8Palette palette = palette_to_rgb8(set_palette(set).palette);
  return write_encoded_png(encode_png_indexed(frame.width, frame.height, frame.pixels, palette),
                           output, streams);
}

// A golden manifest to -o (stdout by default), unless the fast renderer drew other bytes for some
// frames: then each is named on stderr and nothing is written.
int write_manifest(const RenderOptions& options, const LoadedSet& loaded,
                   const std::vector<std::string>& fast_differs, const std::string& json,
                   Streams& streams) {
  for (const std::string& where : fast_differs) {
    report_error(unplaced("E-RENDER-FAST-DIFFERS",
                           loaded.tag + " " + where + ": the fast renderer drew other bytes"),
                 streams.err);
  }
  if (!fast_differs.empty()) return kExitDataError;
  const std::string output = options.output.empty() ? std::string(kStandardStream) : options.output;
  const Status written = write_output(output, text_bytes(json), streams.out);
  if (!written.ok()) return report_error(written.error(), streams.err);
  return kExitOk;
}

int run_golden_frames(const RenderOptions& options, const LoadedSet& loaded, FrameSize size,
                      Streams& streams) {
  const auto progress = [&](int map) {
    if (streams.err_is_terminal) {
      streams.err << "wolfsuite: render: " << loaded.tag << " map " << map << '\n' << std::flush;
    }
  };
  const rc::GoldenFrames golden = rc::golden_frames(
      *loaded.set.maps, *loaded.set.vswap, is_spear_set(loaded.set),
      options.name.empty() ? loaded.tag : options.name, size.width, size.height, progress);
  std::vector<std::string> differing;
  for (const rc::GoldenFrame& frame : golden.frames) {
    if (!frame.fast_agrees) differing.push_back("map " + std::to_string(frame.map) + " view " + frame.named.name);
  }
  return write_manifest(options, loaded, differing, rc::golden_frames_json(golden), streams);
}

int run_golden_engine_views(const RenderOptions& options, const LoadedSet& loaded, FrameSize size,
                            Streams& streams) {
  const Result<Bytes> text = read_file(options.views);
  if (!text.ok()) return report_error(text.error(), streams.err);
  const Result<std::vector<rc::EngineView>> views = rc::parse_engine_views(
      std::string_view(reinterpret_cast<const char*>(text->data()), text->size()));
  if (!views.ok()) return report_error(views.error(), streams.err);
  const std::vector<rc::EngineViewFrame> frames = rc::engine_view_frames(
      *loaded.set.maps, *loaded.set.vswap, is_spear_set(loaded.set), *views, size.width, size.height);
  std::vector<std::string> differing;
  for (const rc::EngineViewFrame& frame : frames) {
    if (!frame.fast_agrees) {
      differing.push_back("view " + frame.name + " at view size " + std::to_string(frame.view_size));
    }
  }
  return write_manifest(
      options, loaded, differing,
      rc::engine_view_frames_json(options.name.empty() ? loaded.tag : options.name, *views, frames),
      streams);
}

rc::Weapon weapon_named(std::string_view name) {
  if (name == "knife") return rc::Weapon::kKnife;
  if (name == "pistol") return rc::Weapon::kPistol;
  if (name == "machinegun") return rc::Weapon::kMachineGun;
  if (name == "chaingun") return rc::Weapon::kChainGun;
  return rc::Weapon::kNone;
}

// The motion of --door and --pushwall on `level`.
Result<rc::Motion> requested_motion(const RenderOptions& options, const rc::Level& level) {
  rc::Motion motion;
  motion.door_open.assign(level.doors.size(), 0);
  for (const std::string& text : options.doors) {
    const rc::EngineDoor door = *rc::parse_engine_door(text);
    const auto found =
        std::find_if(level.doors.begin(), level.doors.end(), [&](const rc::LevelDoor& candidate) {
          return candidate.x == door.x && candidate.y == door.y;
        });
    if (found == level.doors.end()) {
      return unplaced("E-RENDER-NO-DOOR",
                       "--door " + text + ": no door at tile " + std::to_string(door.x) + "," +
                           std::to_string(door.y) + " of map " + std::to_string(options.map));
    }
    motion.door_open[static_cast<std::size_t>(found - level.doors.begin())] = door.position;
  }
  if (!options.pushwall.empty()) {
    const rc::EnginePushwall wall = *rc::parse_engine_pushwall(options.pushwall);
    const std::uint8_t tile = level.at(wall.x, wall.y);
    motion.pushwall = rc::MovingPushwall{wall.x, wall.y, wall.direction, wall.progress,
                                         tile != 0 && !(tile & rc::kDoorTile) ? tile : std::uint8_t{1}};
  }
  return motion;
}

int run_one_frame(const RenderOptions& options, const LoadedSet& loaded, FrameSize size,
                  Streams& streams) {
  const GameMap* map = map_in_slot(*loaded.set.maps, options.map);
  if (map == nullptr) {
    return report_error(
        unplaced("E-RENDER-NO-MAP",
                  loaded.tag + " has no map in slot " + std::to_string(options.map) +
                      " (maps in slots " + set_playback::map_slots_text(*loaded.set.maps) + ")"),
        streams.err);
  }
  const bool spear = is_spear_set(loaded.set);
  const rc::Level level = rc::build_level(*map, options.map, spear);
  const rc::Textures textures = rc::build_textures(*loaded.set.vswap);
  auto motion = requested_motion(options, level);
  if (!motion.ok()) return report_error(motion.error(), streams.err);

  rc::View view = rc::golden_views(*map, level, spear).front().view;  // "start" comes first
  if (!options.x.empty()) view.x = *parse_tile_position(options.x);
  if (!options.y.empty()) view.y = *parse_tile_position(options.y);
  if (!options.angle.empty()) view.angle = *parse_degrees(options.angle);

  const rc::Scene scene{level, textures, *motion};
  const std::optional<rc::ViewWindow> window = rc::view_window(options.view_size, size.width, size.height);
  if (!window) {
    return report_error(unplaced("E-RENDER-VIEW-SIZE",
                                  "--viewsize " + std::to_string(options.view_size) +
                                      " leaves no view on a " + options.size + " screen"),
                        streams.err);
  }
  if (options.overview) {
    const VgaPalette& palette = set_palette(loaded.set).palette;
    const Result<RgbaImage> overview = top_down::render_view_overview(
        *map, spear, scene, view, palette, top_down::scene_wall_colours(textures, palette),
        window->width);
    if (!overview.ok()) return report_error(overview.error(), streams.err);
    return write_encoded_png(encode_png_rgba(overview->width, overview->height, overview->rgba),
                             options.output, streams);
  }
  rc::RenderOptions render_options;
  render_options.weapon = weapon_named(options.weapon);
  rc::Frame frame(window->width, window->height);
  const rc::FrameReport report = options.renderer == "fast"
                                     ? rc::render_fast(scene, view, render_options, frame)
                                     : rc::render_literal(scene, view, render_options, frame);
  if (!options.objects.empty()) {
    const std::string json = rc::frame_report_json(
        level, rc::make_projection(window->width, window->height), report);
    const Status written = write_output(options.objects, text_bytes(json), streams.out);
    if (!written.ok()) return report_error(written.error(), streams.err);
  }
  return write_png(frame, loaded.set, options.output, streams);
}

// The first option value that does not parse, as a usage message; "" when all do.
std::string invalid_option(const RenderOptions& options) {
  if (!parse_frame_size(options.size)) return "--size " + options.size + ": not WxH";
  if (options.golden) return "";
  if (!options.x.empty() && !parse_tile_position(options.x)) return "--x " + options.x;
  if (!options.y.empty() && !parse_tile_position(options.y)) return "--y " + options.y;
  if (!options.angle.empty() && !parse_degrees(options.angle)) return "--angle " + options.angle;
  for (const std::string& door : options.doors) {
    if (!rc::parse_engine_door(door)) return "--door " + door;
  }
  if (!options.pushwall.empty() && !rc::parse_engine_pushwall(options.pushwall)) {
    return "--pushwall " + options.pushwall;
  }
  if (options.renderer != "literal" && options.renderer != "fast") {
    return "--renderer " + options.renderer;
  }
  if (options.view_size < rc::kMinViewSize || options.view_size > rc::kMaxViewSize) {
    return "--viewsize " + std::to_string(options.view_size) + ": not 4..21";
  }
  if (!options.weapon.empty() && weapon_named(options.weapon) == rc::Weapon::kNone) {
    return "--weapon " + options.weapon;
  }
  if (options.output.empty()) return "-o,--output is required";
  return "";
}

}  // namespace

std::optional<std::int32_t> parse_tile_position(std::string_view text) {
  const std::size_t point = text.find('.');
  const auto whole = decimal(text.substr(0, point), 2);
  if (!whole || *whole >= static_cast<std::uint64_t>(kMaxPositionTiles)) return std::nullopt;
  std::int64_t fixed = static_cast<std::int64_t>(*whole) << 16;
  if (point != std::string_view::npos) {
    const std::string_view digits = text.substr(point + 1);
    const auto fraction = decimal(digits, kMaxFractionDigits);
    if (!fraction) return std::nullopt;
    // fraction / 10^n * 2^16 = fraction * 2^(16 - n) / 5^n: exact, and below 2^16 * 5^16 < 2^54.
    std::uint64_t five_power = 1;
    for (std::size_t i = 0; i < digits.size(); ++i) five_power *= 5;
    fixed += static_cast<std::int64_t>((*fraction << (16 - digits.size())) / five_power);
  }
  return static_cast<std::int32_t>(fixed);
}

std::optional<int> parse_degrees(std::string_view text) {
  const bool negative = !text.empty() && text.front() == '-';
  if (negative) text.remove_prefix(1);
  const auto whole = decimal(text, 3);
  if (!whole || *whole > static_cast<std::uint64_t>(kMaxDegrees)) return std::nullopt;
  const int angle = static_cast<int>(*whole);
  return negative ? -angle : angle;
}

std::optional<FrameSize> parse_frame_size(std::string_view text) {
  const std::vector<std::string_view> sides = split(text, 'x');
  if (sides.size() != 2) return std::nullopt;
  const auto width = decimal(sides[0], 4);
  const auto height = decimal(sides[1], 4);
  const auto fits = [](std::uint64_t side) {
    return side >= 1 && side <= static_cast<std::uint64_t>(rc::kMaxFrameSide);
  };
  if (!width || !height || !fits(*width) || !fits(*height)) return std::nullopt;
  return FrameSize{static_cast<int>(*width), static_cast<int>(*height)};
}

CLI::App* add_render_command(CLI::App& parent, RenderOptions& options) {
  CLI::App* render = parent.add_subcommand(
      "render", "Render a view of a map with the reference raycaster, or the golden frames");
  render->add_option("DIR", options.folder, "folder with the data set(s)")
      ->type_name("DIR")
      ->required();
  render->add_option("--set", options.set_tag,
      "the set to use when DIR holds several: its extension (e.g. sdm)")
      ->type_name("EXT");
  CLI::Option* map = render->add_option("--map", options.map, "the MAPHEAD slot to render")
                         ->type_name("N")
                         ->check(CLI::Range(0, 99));
  CLI::Option* x =
      render
          ->add_option("--x", options.x, "view position east, in tiles (default: the player start)")
          ->type_name("X")
          ->check(parses(parse_tile_position, "not a decimal from 0 to below 64"));
  CLI::Option* y = render
                       ->add_option("--y", options.y,
                                    "view position south, in tiles (default: the player start)")
                       ->type_name("Y")
                       ->check(parses(parse_tile_position, "not a decimal from 0 to below 64"));
  CLI::Option* angle =
      render
          ->add_option("--angle", options.angle,
                       "view angle in whole degrees, 0 east, counter-clockwise")
          ->type_name("A")
          ->check(parses(parse_degrees, "not whole degrees -360..360"));
  render->add_option("--size", options.size, "screen size, each side 1..8192 (default 320x200)")
      ->type_name("WxH")
      ->check(parses(parse_frame_size, "not WxH with each side 1..8192"));
  CLI::Option* view_size =
      render
          ->add_option("--viewsize", options.view_size,
                       "the engine's view size 4..21 (default 21, the whole screen; 19 is the "
                       "game's default window)")
          ->type_name("N")
          ->check(CLI::Range(rc::kMinViewSize, rc::kMaxViewSize));
  CLI::Option* weapon =
      render->add_option("--weapon", options.weapon, "draw the player's weapon over the view")
          ->type_name("WEAPON")
          ->check(CLI::IsMember({"knife", "pistol", "machinegun", "chaingun"}));
  CLI::Option* objects =
      render
          ->add_option("--objects", options.objects,
                       "also write what the frame makes visible (objects, seen tiles, wall "
                       "heights) as JSON")
          ->type_name("FILE");
  CLI::Option* renderer =
      render->add_option("--renderer", options.renderer, "literal (default) or fast")
          ->check(CLI::IsMember({"literal", "fast"}));
  CLI::Option* doors =
      render
          ->add_option("--door", options.doors,
                       "open the door at tile X,Y by OPEN (0 closed .. 65535 open); repeatable")
          ->type_name("X,Y,OPEN")
          ->allow_extra_args(false)
          ->check(parses(rc::parse_engine_door, "not X,Y,OPEN with X, Y 0..63 and OPEN 0..65535"));
  CLI::Option* pushwall =
      render
          ->add_option("--pushwall", options.pushwall,
                       "move the wall at tile X,Y towards DIR (east|north|west|south) by "
                       "PROGRESS 64ths (0..63)")
          ->type_name("X,Y,DIR,PROGRESS")
          ->check(parses(rc::parse_engine_pushwall,
                         "not X,Y,DIR,PROGRESS with both tiles on the 64 x 64 grid, DIR "
                         "east|north|west|south and PROGRESS 0..63"));
  CLI::Option* overview = render->add_flag(
      "--overview", options.overview, "write the top-down overview with the view cone instead");
  CLI::Option* golden = render->add_flag(
      "--golden", options.golden,
      "print the golden frame manifest (wolfsuite-frames/1) of every map of the set");
  CLI::Option* name =
      render->add_option("--name", options.name, "--golden: the manifest's \"set\" (default: the set's version tag, e.g. wl1)")
          ->type_name("NAME");
  CLI::Option* views =
      render
          ->add_option("--views", options.views,
                       "--golden: render the views of an engine-frames/1 document at view sizes "
                       "21 and 19 instead")
          ->type_name("FILE");
  render
      ->add_option("-o,--output", options.output,
                   "the PNG to write (- for stdout); with --golden the manifest (default stdout)")
      ->type_name("FILE");
  for (CLI::Option* frame_only :
       {map, x, y, angle, renderer, doors, pushwall, overview, view_size, weapon, objects}) {
    golden->excludes(frame_only);
  }
  name->needs(golden);
  views->needs(golden);
  render->callback([&options] {
    if (options.golden) return;
    if (options.map < 0) throw CLI::RequiredError("--map (or --golden)");
    if (options.output.empty()) throw CLI::RequiredError("-o,--output");
  });
  render->footer(examples_footer({
      "wolfsuite render ../shared/data/wl1 --map 0 -o start.png",
      "wolfsuite render ../shared/data/wl1 --map 0 --x 29.5 --y 57.5 --angle 37 -o view.png",
      "wolfsuite render ../shared/data/wl1 --map 0 --viewsize 19 --weapon pistol -o window.png",
      "wolfsuite render ../shared/data/wl1 --map 0 --overview -o overview.png",
      "wolfsuite render ../shared/data/wl1 --golden > golden/frames/wl1.json",
  }));
  return render;
}

int run_render(const RenderOptions& options, Streams& streams) {
  // The command line's checks reject these first; callers in-process may skip them.
  if (const std::string problem = invalid_option(options); !problem.empty()) {
    streams.err << "wolfsuite: usage: " << problem << '\n';
    return kExitUsage;
  }
  const FrameSize size = *parse_frame_size(options.size);
  auto loaded = load_playable_set(options.folder, options.set_tag,
                                  {"E-RENDER-NO-MAPS", "E-RENDER-NO-VSWAP"});
  if (!loaded.ok()) return report_error(loaded.error(), streams.err);
  if (options.golden && !options.views.empty()) {
    return run_golden_engine_views(options, *loaded, size, streams);
  }
  if (options.golden) return run_golden_frames(options, *loaded, size, streams);
  return run_one_frame(options, *loaded, size, streams);
}

}  // namespace wolfsuite::cli
