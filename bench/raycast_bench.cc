// raycast_bench: frames per second of the reference raycaster (reference/raycaster/), literal and
// fast, at four view windows, beside the engine's drawing loop (engine_loop_renderer.h: the
// baseline of the fast >= 2x engine target) and a memset of the same frame (the memory-bandwidth
// floor: no renderer writes a frame faster than it can be cleared).
//
//   name                                   one iteration
//   BM_Raycast/literal/<map>/<WxH>         render_literal of one frame
//   BM_Raycast/fast/<map>/<WxH>            FastRenderer::render of one frame, one renderer reused
//                                          across iterations (its tables stay built)
//   BM_Raycast/fast-portable/<map>/<WxH>   the same without AVX2 (the loops of CPUs without it)
//   BM_Raycast/engine-loop/<map>/<WxH>     EngineLoopRenderer::render of one frame, reused
//   BM_Raycast/memset/<WxH>                memset of W * H bytes
// items_per_second is frames per second. The windows are 320x200 (view size 21 on the engine's
// screen), 304x152 (view size 19, the game's default window), 640x400 and 1920x1080. <map> is
// synthetic-0 (the synthetic set's map 0, always) and, when real data is found the way the tests
// find it ($WOLFSUITE_DATA or ../shared/data), wl1-0 and sdm-0. "start" is the map's golden start
// view; "views" cycles through all its golden views (golden_views.h), one per iteration. Before
// timing, each renderer benchmark renders every view once with both renderers and reports an
// error instead of a time when the frames differ.
#include <benchmark/benchmark.h>

#include <cstdio>
#include <cstring>
#include <memory>
#include <optional>
#include <string>
#include <variant>
#include <vector>

#include "bench/engine_loop_renderer.h"
#include "decoders/core/file_io.h"
#include "decoders/core/findings.h"
#include "decoders/fixtures/real_data.h"
#include "decoders/wolf/maps.h"
#include "decoders/wolf/synthetic_set.h"
#include "decoders/wolf/version.h"
#include "decoders/wolf/vswap.h"
#include "reference/raycaster/fast_renderer.h"
#include "reference/raycaster/frame.h"
#include "reference/raycaster/golden_views.h"
#include "reference/raycaster/literal_renderer.h"
#include "reference/raycaster/scene.h"

namespace wolfsuite::bench {
namespace {

using raycaster::FastRenderer;
using raycaster::Frame;

struct FrameSize {
  int width;
  int height;
};
// The engine's 320x200 (the fast >= 5x literal target is judged here), its double, 1080p, 4K.
constexpr FrameSize kFrameSizes[] = {{320, 200}, {304, 152}, {640, 400}, {1920, 1080}};
constexpr int kMapIndex = 0;
constexpr std::string_view kStartView = "start";

// A map ready to render; owned through a unique_ptr so the Scenes' references stay put.
struct BenchMap {
  std::string name;  // "wl1-0"
  raycaster::Level level;
  raycaster::Textures textures;
  std::vector<raycaster::NamedView> views;  // the start view first
  raycaster::Scene scene(const raycaster::NamedView& view) const {
    return {level, textures, view.motion};
  }
};

std::string size_name(FrameSize size) {
  return std::to_string(size.width) + "x" + std::to_string(size.height);
}

// nullptr (and a note) when the set has no map 0 or no start view.
std::unique_ptr<BenchMap> make_bench_map(const std::string& name, const MapSet& maps,
                                         const Vswap& vswap, bool spear,
                                         std::vector<std::string>& notes) {
  if (maps.slots.size() <= kMapIndex || !std::holds_alternative<GameMap>(maps.slots[kMapIndex])) {
    notes.push_back(name + ": skipped, no map in slot 0");
    return nullptr;
  }
  const GameMap& map = std::get<GameMap>(maps.slots[kMapIndex]);
  auto bench_map = std::make_unique<BenchMap>();
  bench_map->name = name;
  bench_map->level = raycaster::build_level(map, kMapIndex, spear);
  bench_map->textures = raycaster::build_textures(vswap);
  bench_map->views = raycaster::golden_views(map, bench_map->level, spear);
  if (bench_map->views.empty() || bench_map->views.front().name != kStartView) {
    notes.push_back(name + ": skipped, no \"start\" view");
    return nullptr;
  }
  return bench_map;
}

std::optional<Bytes> read_set_file(const DataSetFiles& set, const std::string& stem,
                                   std::vector<std::string>& notes) {
  const auto path = set.file(stem);
  if (!path) {
    notes.push_back(set.extension + ": skipped, no " + stem);
    return std::nullopt;
  }
  auto bytes = read_file(*path);
  if (!bytes.ok()) {
    notes.push_back(set.extension + ": skipped, cannot read " + stem + ": " +
                    bytes.error().to_string());
    return std::nullopt;
  }
  return std::move(bytes).value();
}

// wl1-0 and sdm-0 from the first real wl1 and sdm sets found.
void load_real_maps(std::vector<std::unique_ptr<BenchMap>>& out, std::vector<std::string>& notes) {
  bool found_any = false;
  for (const std::string_view tag : {"wl1", "sdm"}) {
    for (const DataSetFiles& set : testing::real_wolf_sets()) {
      if (set.extension != tag) continue;
      found_any = true;
      const auto maphead = read_set_file(set, "maphead", notes);
      const auto gamemaps = read_set_file(set, "gamemaps", notes);
      const auto vswap_bytes = read_set_file(set, "vswap", notes);
      if (!maphead || !gamemaps || !vswap_bytes) break;
      Findings findings;
      const Result<MapSet> maps = decode_map_set({*maphead, *gamemaps}, findings);
      const Result<Vswap> vswap = decode_vswap(*vswap_bytes, findings);
      if (!maps.ok() || !vswap.ok()) {
        notes.push_back(set.extension + ": skipped, " +
                        (maps.ok() ? vswap.error().to_string() : maps.error().to_string()));
        break;
      }
      const bool spear = version_facts(*version_from_tag(tag)).spear;
      auto map = make_bench_map(std::string(tag) + "-0", *maps, *vswap, spear, notes);
      if (map) {
        notes.push_back(map->name + ": " + set.folder.filename().string() + " (real data)");
        out.push_back(std::move(map));
      }
      break;
    }
  }
  if (!found_any) notes.push_back("no wl1-0 or sdm-0: " + testing::real_data_missing_message());
}

void load_synthetic_map(std::vector<std::unique_ptr<BenchMap>>& out,
                        std::vector<std::string>& notes) {
  const Result<MapSet> maps = synthetic_map_set();
  const Result<Vswap> vswap = synthetic_vswap();
  if (!maps.ok() || !vswap.ok()) {
    notes.push_back("synthetic-0: skipped, " +
                    (maps.ok() ? vswap.error().to_string() : maps.error().to_string()));
    return;
  }
  const bool spear = version_facts(kDefaultSyntheticGame).spear;
  auto map = make_bench_map("synthetic-0", *maps, *vswap, spear, notes);
  if (map) out.push_back(std::move(map));
}

// "" when `render` gives render_literal's frame of every view, else where they first differ.
template <typename Render>
std::string compare_with_literal(const BenchMap& map, FrameSize size, Render& render) {
  for (const raycaster::NamedView& view : map.views) {
    Frame literal(size.width, size.height);
    Frame frame(size.width, size.height);
    raycaster::render_literal(map.scene(view), view.view, {}, literal);
    render(map.scene(view), view.view, frame);
    if (literal == frame) continue;
    std::size_t at = 0;
    while (at < literal.pixels.size() && at < frame.pixels.size() &&
           literal.pixels[at] == frame.pixels[at]) {
      ++at;
    }
    const auto width = static_cast<std::size_t>(size.width);
    return "view " + view.name + ": frame differs from the literal one at x " +
           std::to_string(at % width) + ", y " + std::to_string(at / width);
  }
  return "";
}

// `render(scene, view, frame)` once per iteration over `views` (the start view alone, or all).
template <typename Render>
void run_frames(benchmark::State& state, const BenchMap& map, FrameSize size, bool all_views,
                Render render) {
  if (const std::string problem = compare_with_literal(map, size, render); !problem.empty()) {
    state.SkipWithError(problem.c_str());
    return;
  }
  Frame frame(size.width, size.height);
  const std::size_t count = all_views ? map.views.size() : 1;
  std::size_t next = 0;
  for (auto _ : state) {
    const raycaster::NamedView& view = map.views[next];
    render(map.scene(view), view.view, frame);
    benchmark::DoNotOptimize(frame.pixels.data());
    benchmark::ClobberMemory();
    next = next + 1 == count ? 0 : next + 1;
  }
  state.SetItemsProcessed(state.iterations());
}

// render_literal as an object, like the renderers that keep state between frames.
struct LiteralRenderer {
  raycaster::FrameReport render(const raycaster::Scene& scene, const raycaster::View& view,
                                const raycaster::RenderOptions& options, Frame& frame) {
    return raycaster::render_literal(scene, view, options, frame);
  }
};

// BM_Raycast/<renderer><suffix>, with one renderer from `make()` kept for the whole run.
template <typename Make>
void register_renderer(const std::string& renderer, const std::string& suffix, const BenchMap& map,
                       FrameSize size, bool all_views, Make make) {
  benchmark::RegisterBenchmark(
      ("BM_Raycast/" + renderer + suffix).c_str(),
      [&map, size, all_views, make](benchmark::State& state) {
        auto drawer = make();
        run_frames(state, map, size, all_views,
                   [&drawer](const raycaster::Scene& scene, const raycaster::View& view,
                             Frame& frame) { drawer.render(scene, view, {}, frame); });
      });
}

void register_map(const BenchMap& map) {
  for (const FrameSize size : kFrameSizes) {
    for (const bool all_views : {false, true}) {
      const std::string suffix =
          "/" + map.name + "/" + size_name(size) + (all_views ? "/views" : "");
      register_renderer("literal", suffix, map, size, all_views, [] { return LiteralRenderer{}; });
      register_renderer("fast", suffix, map, size, all_views, [] { return FastRenderer{}; });
      register_renderer("fast-portable", suffix, map, size, all_views,
                        [] { return FastRenderer{raycaster::Isa::portable}; });
      register_renderer("engine-loop", suffix, map, size, all_views,
                        [] { return EngineLoopRenderer{}; });
    }
  }
}

void register_memset() {
  for (const FrameSize size : kFrameSizes) {
    benchmark::RegisterBenchmark(("BM_Raycast/memset/" + size_name(size)).c_str(),
                                 [size](benchmark::State& state) {
                                   Frame frame(size.width, size.height);
                                   for (auto _ : state) {
                                     std::memset(frame.pixels.data(), 0x19, frame.pixels.size());
                                     benchmark::DoNotOptimize(frame.pixels.data());
                                     benchmark::ClobberMemory();
                                   }
                                   state.SetItemsProcessed(state.iterations());
                                 });
  }
}

}  // namespace
}  // namespace wolfsuite::bench

int main(int argc, char** argv) {
  using namespace wolfsuite::bench;
  // Lives until the end of main: every registered benchmark points into it.
  std::vector<std::unique_ptr<BenchMap>> maps;
  std::vector<std::string> notes;
  load_real_maps(maps, notes);
  load_synthetic_map(maps, notes);
  std::string summary;
  for (const std::string& note : notes) {
    std::fprintf(stderr, "raycast_bench: %s\n", note.c_str());
    if (note.find("skipped") == std::string::npos) summary += (summary.empty() ? "" : "; ") + note;
  }
  benchmark::AddCustomContext("wolfsuite_inputs", summary);

  for (const auto& map : maps) register_map(*map);
  register_memset();

  benchmark::Initialize(&argc, argv);
  if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
