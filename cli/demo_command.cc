#include "cli/demo_command.h"

#include <CLI/CLI.hpp>
#include <cstdio>
#include <filesystem>
#include <optional>

#include "cli/playable_set.h"
#include "cli/png_image.h"
#include "cli/render_command.h"
#include "cli/set_report.h"
#include "cli/y4m_video.h"
#include "decoders/wolf/set_palette.h"
#include "reference/raycaster/view_window.h"
#include "reference/set_playback/set_playback.h"
#include "reference/sim/demo_playback.h"
#include "reference/sim/golden_traces.h"
#include "reference/sim/trace.h"

namespace wolfsuite::cli {
namespace {

constexpr int kTicsPerSecond = 70;
// --json: how playback ended (the trace's end line, sim/trace.h) under this schema.
constexpr std::string_view kDemoSchema = "wolfsuite-demo/1";
constexpr SetErrorIds kDemoSetErrors = {"E-DEMO-NO-MAPS", "E-DEMO-NO-VSWAP"};

Result<Demo> chosen_demo(const DemoOptions& options, const WolfSet& set, Streams& streams) {
  if (options.demo_file.empty()) return set_playback::set_demo(set, options.demo);
  Findings findings;
  WS_ASSIGN_OR_RETURN(const Bytes bytes, read_input(options.demo_file, streams.in));
  return decode_demo(bytes, findings);
}

std::string frame_name(int frame) {
  char name[32];
  std::snprintf(name, sizeof name, "frame-%05d.png", frame);
  return name;
}

// Where the frames go while the demo plays: the trace lines, the chosen pictures, the video.
class DemoOutputs {
 public:
  // `video_file`: --video's file, opened before playback (absent for none or stdout).
  DemoOutputs(const DemoOptions& options, const Rgb8Palette& palette, int width, int height,
              std::optional<OutputFileWriter> video_file)
      : options_(options), palette_(palette), video_file_(std::move(video_file)) {
    if (!options.video.empty()) {
      video_.emplace(width, height, kTicsPerSecond, sim::kDemoTics, palette);
    }
  }

  void add(const sim::World& world, int frame, const sim::SimView& view, std::ostream& out) {
    if (!options_.trace.empty()) {
      if (frame < 0) {
        trace_ += sim::trace_frame_line(world, -1, 0, 0) + "\n";
      } else {
        trace_ += sim::trace_frame_line(world, frame, world.game.time_count, world.tics) + "\n";
      }
    }
    if (frame < 0 || !status_.ok()) return;
    const raycaster::Frame& picture = view.frame();
    if (!options_.frames.empty() && frame % options_.every == 0) {
      const auto png = encode_png_indexed(picture.width, picture.height, picture.pixels, palette_);
      status_ = png.ok() ? write_output_file(std::filesystem::path(options_.frames) / frame_name(frame), *png)
                         : Status(png.error());
    }
    if (video_) {
      Bytes piece;
      video_->add_frame(picture.pixels, piece);
      if (video_file_) {
        video_file_->append(piece);
      } else {
        out.write(reinterpret_cast<const char*>(piece.data()), static_cast<std::streamsize>(piece.size()));
      }
    }
  }

  std::string& trace() { return trace_; }
  Status status() const { return status_; }
  Status commit_video() { return video_file_ ? video_file_->commit() : Status{}; }

 private:
  const DemoOptions& options_;
  const Rgb8Palette& palette_;
  std::string trace_;
  Status status_;
  std::optional<Y4mWriter> video_;
  std::optional<OutputFileWriter> video_file_;
};

int run_golden_traces(const DemoOptions& options, Streams& streams) {
  auto loaded = load_playable_set(options.folder, options.set_tag, kDemoSetErrors);
  if (!loaded.ok()) return report_error(loaded.error(), streams.err);
  const WolfSet& set = loaded->set;
  if (!set.graphics) {
    return report_error(unplaced("E-DEMO-NO-DEMO", "the set has no decodable VGAGRAPH"), streams.err);
  }
  const raycaster::Textures textures = raycaster::build_textures(*set.vswap);
  const std::string name = options.name.empty() ? loaded->tag : options.name;
  const auto traces = sim::golden_traces(*set.graphics, *set.maps, textures,
                                         set_playback::playback_options(set), name);
  if (!traces.ok()) return report_error(traces.error(), streams.err);
  const std::string json = sim::golden_traces_json(name, *traces);
  const std::string output = options.output.empty() ? std::string(kStandardStream) : options.output;
  const Status written = write_output(output, Bytes(json.begin(), json.end()), streams.out);
  if (!written.ok()) return report_error(written.error(), streams.err);
  return kExitOk;
}

}  // namespace

CLI::App* add_demo_command(CLI::App& parent, DemoOptions& options) {
  CLI::App* demo = parent.add_subcommand(
      "demo", "Play a recorded demo with the tic simulator: its trace, pictures or video");
  demo->add_option("DIR", options.folder, "folder with the data set(s)")->type_name("DIR")->required();
  demo->add_option("--set", options.set_tag,
      "the set to use when DIR holds several: its extension (e.g. sdm)")
      ->type_name("EXT");
  CLI::Option* number =
      demo->add_option("--demo", options.demo, "the set's demo to play (0-based)")
          ->type_name("K")
          ->check(CLI::Range(0, 99));
  CLI::Option* file = demo->add_option("--demo-file", options.demo_file,
                                       "play a demo from a file in the lump's format instead")
                          ->type_name("FILE");
  number->excludes(file);
  demo->add_option("--viewsize", options.view_size,
                   "the view size the logic sees, 4..21 (default 19, as the game's demos)")
      ->type_name("N")
      ->check(CLI::Range(raycaster::kMinViewSize, raycaster::kMaxViewSize));
  demo->add_option("--size", options.size, "screen size (default 320x200)")->type_name("WxH");
  demo->add_option("--trace", options.trace, "write the trace (JSON lines; - for stdout)")
      ->type_name("FILE");
  CLI::Option* frames =
      demo->add_option("--frames", options.frames, "write every Nth frame's view as PNG here")
          ->type_name("DIR");
  demo->add_option("--every", options.every, "with --frames: every Nth frame (default 1)")
      ->type_name("N")
      ->check(CLI::Range(1, 1 << 20))
      ->needs(frames);
  demo->add_option("--video", options.video, "write the whole demo as a YUV4MPEG2 video")
      ->type_name("FILE");
  demo->add_flag("--json", options.json, "print how playback ended as JSON");
  CLI::Option* golden =
      demo->add_flag("--golden", options.golden, "play every demo and print the golden manifest of their traces");
  golden->excludes(number)->excludes(file)->excludes(frames);
  demo->add_option("--name", options.name, "with --golden: the manifest's set name (default the set's tag)")
      ->type_name("NAME")
      ->needs(golden);
  demo->add_option("-o,--output", options.output, "with --golden: where the manifest goes (default stdout)")
      ->type_name("FILE")
      ->needs(golden);
  demo->footer(
      "Exit status: 0 played, 1 the data does not allow it (E-DEMO-*, decoding errors), 2 usage.");
  return demo;
}


int run_demo(const DemoOptions& options, Streams& streams) {
  if (options.golden) return run_golden_traces(options, streams);
  if (options.demo < 0 && options.demo_file.empty()) {
    streams.err << "wolfsuite: demo: give --demo K, --demo-file FILE or --golden\n";
    return kExitUsage;
  }
  const std::optional<FrameSize> screen = parse_frame_size(options.size);
  if (!screen) {
    streams.err << "wolfsuite: demo: --size " << options.size << ": not WxH\n";
    return kExitUsage;
  }
  const auto window = raycaster::view_window(options.view_size, screen->width, screen->height);
  if (!window) {
    return report_failure(unplaced("E-DEMO-VIEW-SIZE",
                                  "view size " + std::to_string(options.view_size) +
                                      " gives no window on a " + options.size + " screen"), kDemoSchema, options.json, streams);
  }
  auto loaded = load_playable_set(options.folder, options.set_tag, kDemoSetErrors);
  if (!loaded.ok()) return report_failure(loaded.error(), kDemoSchema, options.json, streams);
  const WolfSet& set = loaded->set;
  const auto demo = chosen_demo(options, set, streams);
  if (!demo.ok()) return report_failure(demo.error(), kDemoSchema, options.json, streams);
  const GameMap* map = map_in_slot(*set.maps, demo->map);
  if (map == nullptr) {
    return report_failure(unplaced("E-DEMO-NO-MAP",
                                  "the demo plays map " + std::to_string(demo->map) +
                                      ", which the set does not hold (maps in slots " +
                                      set_playback::map_slots_text(*set.maps) + ")"),
                          kDemoSchema, options.json, streams);
  }
  if (!options.frames.empty()) {
    std::error_code ec;
    std::filesystem::create_directories(options.frames, ec);
    if (ec) return report_failure(unplaced("E-IO-WRITE", options.frames + ": " + ec.message()), kDemoSchema, options.json, streams);
  }

  const raycaster::Textures textures = raycaster::build_textures(*set.vswap);
  const Rgb8Palette palette = palette_to_rgb8(set_palette(set).palette);
  sim::PlaybackOptions playback = set_playback::playback_options(set);
  playback.view_size = options.view_size;
  playback.view_width = window->width;
  playback.view_height = window->height;
  playback.draw_view = !options.frames.empty() || !options.video.empty();  // else the trace only
  std::optional<OutputFileWriter> video_file;
  if (!options.video.empty() && options.video != kStandardStream) {
    auto opened = OutputFileWriter::open(options.video);
    if (!opened.ok()) return report_failure(opened.error(), kDemoSchema, options.json, streams);
    video_file.emplace(std::move(*opened));
  }
  DemoOutputs outputs(options, palette, window->width, window->height, std::move(video_file));
  sim::DemoPlayer player(*map, *demo, playback, textures);
  outputs.add(player.world(), -1, player.view(), streams.out);
  for (int frame = 0; player.step(); ++frame) outputs.add(player.world(), frame, player.view(), streams.out);
  if (!outputs.status().ok()) return report_failure(outputs.status().error(), kDemoSchema, options.json, streams);
  const sim::World& world = player.world();
  if (world.quit_reason != nullptr) {
    return report_failure(unplaced("E-DEMO-QUIT", world.quit_reason), kDemoSchema, options.json, streams);
  }
  const sim::PlaybackEnd end = player.end();
  const std::string end_line =
      sim::trace_end_line(world, end.frames, end.tics, end.data_exhausted, end.bytes_left);
  if (!options.trace.empty()) {
    sim::TraceHeader header;
    header.game = loaded->tag;
    header.demo = options.demo < 0 ? 0 : options.demo;
    header.screen_width = screen->width;
    header.screen_height = screen->height;
    header.view_size = options.view_size;
    header.view_width = window->width;
    header.view_height = window->height;
    const std::string text = sim::trace_header_line(header) + "\n" + outputs.trace() + end_line + "\n";
    const Status written = write_output(options.trace, Bytes(text.begin(), text.end()), streams.out);
    if (!written.ok()) return report_failure(written.error(), kDemoSchema, options.json, streams);
  }
  const Status video = outputs.commit_video();
  if (!video.ok()) return report_failure(video.error(), kDemoSchema, options.json, streams);
  if (options.trace == kStandardStream || options.video == kStandardStream) return kExitOk;
  if (options.json) {
    Json document{{"schema", kDemoSchema}};
    document.update(Json::parse(end_line));
    streams.out << json_text(document);
  } else {
    const std::string which = options.demo_file.empty() ? "demo " + std::to_string(options.demo)
                                                        : options.demo_file;
    streams.out << loaded->tag << " " << which << " (map " << int{demo->map}
                << "): " << sim::end_reason(world, end.data_exhausted) << " after " << end.frames
                << " frames (" << end.tics << " tics)\n";
  }
  return kExitOk;
}

}  // namespace wolfsuite::cli
