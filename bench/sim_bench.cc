// sim_bench: game time per second of the tic simulator (reference/sim/), the speed targets:
// whole demos played with the view drawn every frame (>= 1000x real time, 70,000 tics/s), and
// the logic alone on a busy map (>= 10^6 tics/s).
//
//   name                                   one iteration
//   BM_Sim/playback/<set>/demo<k>          DemoPlayer from set-up to the demo's end: every frame
//                                          its controls, doors, pushwall, every object's think
//                                          and the view (FastRenderer at view size 19, 304x152),
//                                          4 tics a frame as demos play
//   BM_Sim/playback-report/<set>/demo<k>   the same with the view's report only (what the logic
//                                          reads: seen tiles, visible objects, pick-ups), no
//                                          pixels, as traces and the fuzz target play
//   BM_Sim/logic/<set>-map<n>/<t>-tic      one frame of the logic alone: doors, pushwall and
//                                          do_actor over every object in list order, no view,
//                                          <t> tics a frame (1: the game at full speed, 70
//                                          frames/s; 4: as demos play), on a map whose every
//                                          actor has been woken and is chasing the player
// tics_per_second is the game time played (70 tics = 1 s); real_time_x = tics_per_second / 70;
// items_per_second is frames per second.
//
// <set> is "synthetic" (the synthetic set, always) and "wl1" when real data is found the way the
// tests find it ($WOLFSUITE_DATA or ../shared/data). The busy map is the set's map with the most
// thinking objects at the hardest difficulty. Before timing, each playback benchmark plays its
// demo's whole trace and compares its SHA-256 with golden/demos/<set>.json, and reports an error
// instead of a time when they differ (a fast simulator that plays a demo wrong is no result).
#include <benchmark/benchmark.h>

#include <cstdio>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "decoders/core/file_io.h"
#include "decoders/core/sha256.h"
#include "decoders/fixtures/real_data.h"
#include "decoders/wolf/graphics.h"
#include "decoders/wolf/graphics_chunks.h"
#include "decoders/wolf/synthetic_set.h"
#include "reference/raycaster/scene.h"
#include "reference/sim/actor_sight.h"
#include "reference/sim/actor_think.h"
#include "reference/sim/demo_playback.h"
#include "reference/sim/doors.h"
#include "reference/sim/golden_traces.h"
#include "reference/sim/level_setup.h"
#include "reference/sim/pushwall.h"

namespace wolfsuite::bench {
namespace {

constexpr double kTicsPerSecond = 70.0;
// A logic run restarts from the woken level after this many frames, so every iteration sees
// the same kind of level: actors still chasing, not all piled up around a dead player.
constexpr int kLogicRunFrames = 700;

// A set ready to play; owned through a unique_ptr so the benchmarks' references stay put.
struct BenchSet {
  std::string name;  // "wl1", "synthetic"
  WolfSet set;
  raycaster::Textures textures;
  sim::PlaybackOptions options;
  std::vector<Demo> demos;
  std::vector<std::string> golden_sha256;  // demo k's committed trace hash; empty when unknown

  const GameMap* map(int slot) const { return map_in_slot(*set.maps, slot); }
};

std::vector<std::string> committed_hashes(const std::string& set_name) {
  const Result<Bytes> file =
      read_file(std::string(WOLFSUITE_SOURCE_DIR) + "/golden/demos/" + set_name + ".json");
  if (!file.ok()) return {};
  const auto traces = sim::parse_golden_traces(
      std::string_view(reinterpret_cast<const char*>(file->data()), file->size()));
  if (!traces.ok()) return {};
  std::vector<std::string> hashes;
  for (const sim::GoldenTrace& trace : *traces) hashes.push_back(trace.trace_sha256);
  return hashes;
}

// `options` as the golden traces play the set (golden_traces_test.cc): wl1 by the shareware rules.
std::unique_ptr<BenchSet> make_bench_set(const std::string& name, WolfSet set,
                                         const sim::PlaybackOptions& options,
                                         std::vector<std::string>& notes) {
  if (!set.maps || !set.vswap || !set.graphics) {
    notes.push_back(name + ": skipped, no maps, VSWAP or graphics");
    return nullptr;
  }
  auto bench_set = std::make_unique<BenchSet>();
  bench_set->name = name;
  bench_set->textures = raycaster::build_textures(*set.vswap);
  bench_set->options = options;
  for (const std::size_t chunk : demo_chunk_indices(*set.graphics)) {
    Findings findings;
    const Result<Demo> demo = decode_demo(set.graphics->chunks[chunk].expanded, findings);
    if (demo.ok()) bench_set->demos.push_back(*demo);
  }
  bench_set->golden_sha256 = committed_hashes(name);
  bench_set->set = std::move(set);
  return bench_set;
}

void load_sets(std::vector<std::unique_ptr<BenchSet>>& out, std::vector<std::string>& notes) {
  bool found = false;
  for (const DataSetFiles& real : testing::real_wolf_sets()) {
    if (real.extension != "wl1") continue;
    std::optional<WolfSet> set = testing::decode_real_set(real);
    if (!set) continue;
    notes.push_back("wl1: " + real.folder.filename().string() + " (real data)");
    sim::PlaybackOptions options;
    options.shareware = true;
    if (auto bench_set = make_bench_set("wl1", std::move(*set), options, notes)) {
      out.push_back(std::move(bench_set));
    }
    found = true;
    break;
  }
  if (!found) notes.push_back("no wl1: " + testing::real_data_missing_message());
  Result<WolfSet> synthetic = synthetic_set();
  if (!synthetic.ok()) {
    notes.push_back("synthetic: skipped, " + synthetic.error().to_string());
    return;
  }
  if (auto bench_set = make_bench_set("synthetic", std::move(synthetic).value(), {}, notes)) {
    out.push_back(std::move(bench_set));
  }
}

void set_game_time_counters(benchmark::State& state, double tics, double frames) {
  state.counters["tics_per_second"] = benchmark::Counter(tics, benchmark::Counter::kIsRate);
  state.counters["real_time_x"] =
      benchmark::Counter(tics / kTicsPerSecond, benchmark::Counter::kIsRate);
  state.SetItemsProcessed(static_cast<std::int64_t>(frames));
}

// "" when the demo's whole trace is the committed one, else why not.
std::string golden_problem(const BenchSet& set, const GameMap& map, std::size_t k) {
  if (k >= set.golden_sha256.size()) return "no committed trace for this demo in golden/demos/";
  sim::TraceHeader header;
  header.game = set.name;
  header.demo = static_cast<int>(k);
  const std::string trace = sim::demo_trace(map, set.demos[k], set.options, set.textures, header);
  const std::string sha =
      sha256_hex(ByteSpan(reinterpret_cast<const std::uint8_t*>(trace.data()), trace.size()));
  return sha == set.golden_sha256[k] ? ""
                                     : "the trace differs from golden/demos/" + set.name + ".json";
}

void register_playback(const BenchSet& set) {
  for (std::size_t k = 0; k < set.demos.size(); ++k) {
    for (const bool draw : {true, false}) {
      benchmark::RegisterBenchmark(
          ("BM_Sim/" + std::string(draw ? "playback" : "playback-report") + "/" + set.name +
           "/demo" + std::to_string(k))
              .c_str(),
          [&set, k, draw](benchmark::State& state) {
            const GameMap* map = set.map(set.demos[k].map);
            if (map == nullptr) return state.SkipWithError("the set has no map for this demo");
            if (const std::string problem = golden_problem(set, *map, k); !problem.empty()) {
              return state.SkipWithError(problem.c_str());
            }
            double tics = 0;
            double frames = 0;
            sim::PlaybackOptions options = set.options;
            options.draw_view = draw;
            for (auto _ : state) {
              sim::DemoPlayer player(*map, set.demos[k], options, set.textures);
              while (player.step()) {
              }
              const sim::PlaybackEnd end = player.end();
              tics += end.tics;
              frames += end.frames;
              benchmark::DoNotOptimize(player.world().game.score);
            }
            set_game_time_counters(state, tics, frames);
          });
    }
  }
}

// The level at the hardest difficulty with every actor awake and chasing (the engine's
// FirstSighting), as if each had just seen the player.
sim::World woken_level(const BenchSet& set, const GameMap& map, int slot) {
  sim::LevelOptions options;
  options.map_number = slot;
  options.spear = set.options.spear;
  options.shareware = set.options.shareware;
  sim::World world = sim::set_up_level(map, options);
  for (int actor = world.obj(world.player).next; actor != -1; actor = world.obj(actor).next) {
    if (!(world.obj(actor).flags & sim::kFlShootable)) continue;
    world.obj(actor).active = sim::Active::kYes;
    sim::first_sighting(world, actor);
  }
  return world;
}

int object_count(const sim::World& world) {
  int count = 0;
  for (int slot = world.player; slot != -1; slot = world.obj(slot).next) ++count;
  return count;
}

// The map of `set` with the most objects once set up; -1 when it has none.
int busiest_map(const BenchSet& set) {
  int best = -1;
  int most = 0;
  for (int slot = 0; slot < static_cast<int>(set.set.maps->slots.size()); ++slot) {
    const GameMap* map = set.map(slot);
    if (map == nullptr) continue;
    const int count = object_count(woken_level(set, *map, slot));
    if (count > most) {
      most = count;
      best = slot;
    }
  }
  return best;
}

// One frame of PlayLoop without the view (demo_playback.cc's step).
void logic_frame(sim::World& world) {
  world.made_noise = false;
  sim::move_doors(world);
  sim::move_pushwall(world);
  for (int slot = world.player; slot != -1; slot = world.obj(slot).next) sim::do_actor(world, slot);
  world.game.time_count += world.tics;
}

void register_logic(const BenchSet& set, std::vector<std::string>& notes) {
  const int slot = busiest_map(set);
  if (slot < 0) return;
  const GameMap& map = *set.map(slot);
  const sim::World woken = woken_level(set, map, slot);
  notes.push_back(set.name + "-map" + std::to_string(slot) + ": " +
                  std::to_string(object_count(woken)) + " objects, the busiest map of the set");
  for (const int tics : {1, sim::kDemoTics}) {
    benchmark::RegisterBenchmark(
        ("BM_Sim/logic/" + set.name + "-map" + std::to_string(slot) + "/" + std::to_string(tics) +
         "-tic")
            .c_str(),
        [woken, tics](benchmark::State& state) {
          sim::World world = woken;
          world.tics = tics;
          int frame = 0;
          for (auto _ : state) {
            if (frame == kLogicRunFrames) {
              world = woken;  // one copy of the world (about 50 KiB) every 700 frames
              world.tics = tics;
              frame = 0;
            }
            logic_frame(world);
            ++frame;
            benchmark::DoNotOptimize(world.random.index);
          }
          const auto frames = static_cast<double>(state.iterations());
          set_game_time_counters(state, frames * tics, frames);
        });
  }
}

}  // namespace
}  // namespace wolfsuite::bench

int main(int argc, char** argv) {
  using namespace wolfsuite::bench;
  // Lives until the end of main: every registered benchmark points into it.
  std::vector<std::unique_ptr<BenchSet>> sets;
  std::vector<std::string> notes;
  load_sets(sets, notes);
  for (const auto& set : sets) {
    register_playback(*set);
    register_logic(*set, notes);
  }
  std::string summary;
  for (const std::string& note : notes) {
    std::fprintf(stderr, "sim_bench: %s\n", note.c_str());
    if (note.find("skipped") == std::string::npos) summary += (summary.empty() ? "" : "; ") + note;
  }
  benchmark::AddCustomContext("wolfsuite_inputs", summary);

  benchmark::Initialize(&argc, argv);
  if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
