// Crafts the seed corpus of sim_demo_fuzzer, corpus/sim_demo_fuzzer/ (STYLE.md "Tests, fuzzers,
// benchmarks"), the same bytes on every run. The target plays any bytes as a demo on a synthetic
// map (layout: fuzz/sim_demo_input.h) and rejects no input, so every seed is a y_ file by
// construction; the seeds are there to start the fuzzer from play that reaches the logic:
//   - the synthetic set's demos as recorded (decoders/wolf/synthetic_set.h) at view size 19, the
//     first one again by the fixed rules and the second in the engine's smallest view;
//   - an empty demo on each map (set-up alone, no frame);
//   - controls at their limits (every button, turn and move at -128 and 127) and a demo longer
//     than the target's frame cap.
//
//   craft_sim_corpus [--prune] OUT_DIR
//
// Regenerate the committed corpus with `cmake --build <build> --target regenerate_sim_corpus`;
// sim_corpus_test checks that the committed files are what this tool makes.
#include <cstdio>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "corpus/corpus_files.h"
#include "corpus/tools/recipe_book.h"
#include "decoders/wolf/graphics.h"
#include "decoders/wolf/graphics_chunks.h"
#include "decoders/wolf/synthetic_set.h"
#include "fuzz/sim_demo_input.h"

namespace wolfsuite {
namespace {

constexpr corpus::CraftingTool kCraftingTool = {"craft_sim_corpus",
                                                "corpus/tools/craft_sim_corpus.cc"};
constexpr std::string_view kTarget = "sim_demo_fuzzer";
constexpr std::string_view kSection = "seed 001 Screens and demos; reference/sim/README.md";
// sim_demo_fuzzer.cc plays at most 500 frames; this seed has more, so the cap ends it.
constexpr std::size_t kPastTheCapFrames = 600;
constexpr int kSmallestViewSize = 4;
// Each extreme control pattern is held this long, so a turn or a run gets somewhere.
constexpr std::size_t kFramesPerPattern = 35;

// The target rejects no input: every seed goes in by construction, no decoder is asked.
class SimCorpus {
 public:
  void add(const std::string& stem, const fuzz::SimDemoInput& input, const std::string& recipe,
           const std::string& description) {
    book_.add_accepted_by_construction(
        kTarget, stem,
        corpus::Input{fuzz::sim_demo_input_bytes(input),
                      {{"layout", "fuzz/sim_demo_input.h"},
                       {"map", "synthetic map " + std::to_string(input.map)},
                       {"rules", input.fixed_rules ? "fixed" : "demo (1.4)"},
                       {"view_size", input.view_size},
                       {"frames", input.frames.size()}}},
        corpus::Notes{recipe, description, kSection});
  }
  std::optional<corpus::Crafted> crafted() const { return book_.crafted(); }

 private:
  corpus::RecipeBook book_{kCraftingTool, {}};
};

// The synthetic set's demos, decoded from its VGAGRAPH chunks; nullopt after saying why.
std::optional<std::vector<Demo>> synthetic_demos() {
  const Result<Graphics> graphics = synthetic_graphics();
  if (!graphics.ok()) {
    std::fprintf(stderr, "craft_sim_corpus: synthetic_graphics failed: %s\n",
                 graphics.error().to_string().c_str());
    return std::nullopt;
  }
  std::vector<Demo> demos;
  for (const std::size_t chunk : demo_chunk_indices(*graphics)) {
    Findings findings;
    const Result<Demo> demo = decode_demo(graphics->chunks[chunk].expanded, findings);
    if (!demo.ok()) {
      std::fprintf(stderr, "craft_sim_corpus: synthetic demo chunk %zu: %s\n", chunk,
                   demo.error().to_string().c_str());
      return std::nullopt;
    }
    demos.push_back(*demo);
  }
  return demos;
}

void craft_recorded(SimCorpus& corpus, const std::vector<Demo>& demos) {
  for (std::size_t k = 0; k < demos.size(); ++k) {
    fuzz::SimDemoInput input;
    input.map = demos[k].map;
    input.frames = demos[k].frames;
    const std::string name = "synthetic_demo" + std::to_string(k);
    corpus.add(name, input, "sim_synthetic_demo",
               "the synthetic set's demo " + std::to_string(k) + " as recorded, on its map " +
                   std::to_string(input.map));
    if (k == 0) {
      input.fixed_rules = true;
      corpus.add(name + "_fixed_rules", input, "sim_synthetic_demo_fixed_rules",
                 "the synthetic set's demo 0 played by the fixed rules instead of the demo (1.4) "
                 "rules (setup byte bit 7)");
    }
    if (k == 1) {
      input.view_size = kSmallestViewSize;
      corpus.add(name + "_view_size_4", input, "sim_synthetic_demo_small_view",
                 "the synthetic set's demo 1 in the engine's smallest view (size 4, 64 x 32): "
                 "fewer tiles seen, a narrower gun window");
    }
  }
}

void craft_edges(SimCorpus& corpus) {
  for (const int map : {0, 1}) {
    fuzz::SimDemoInput empty;
    empty.map = map;
    corpus.add("empty_demo_map" + std::to_string(map), empty, "sim_empty_demo",
               "the map byte alone (map " + std::to_string(map) +
                   "): the level is set up and no frame is played");
  }

  // Every button held or none, turn and move at the int8 limits in each combination.
  fuzz::SimDemoInput extreme;
  constexpr std::uint8_t kFireRunOpen = kDemoFire | kDemoRun | kDemoOpen;
  constexpr std::int8_t kLow = -128;
  constexpr std::int8_t kHigh = 127;
  for (const std::uint8_t buttons : {std::uint8_t{0xFF}, std::uint8_t{0x00}, kFireRunOpen}) {
    for (const std::int8_t turn : {kLow, kHigh}) {
      for (const std::int8_t move : {kLow, kHigh, std::int8_t{0}}) {
        extreme.frames.insert(extreme.frames.end(), kFramesPerPattern,
                              DemoFrame{buttons, turn, move});
      }
    }
  }
  corpus.add("extreme_controls_map0", extreme, "sim_extreme_controls",
             "every button held, then none, then fire + run + open, each with turn and move at "
             "-128 and 127 (and move 0), " +
                 std::to_string(kFramesPerPattern) +
                 " frames each: far outside the -100..100 a recording holds");
  extreme.map = 1;
  corpus.add("extreme_controls_map1", extreme, "sim_extreme_controls",
             "the same extreme controls on map 1");

  fuzz::SimDemoInput long_demo;
  long_demo.map = 1;
  long_demo.frames.assign(kPastTheCapFrames, DemoFrame{0, 1, 0});
  corpus.add("past_the_frame_cap_map1", long_demo, "sim_past_the_cap",
             std::to_string(kPastTheCapFrames) +
                 " frames turning slowly in place, more than the target's 500-frame cap: "
                 "playback must stop at the cap");
}

std::optional<corpus::Crafted> craft() {
  const std::optional<std::vector<Demo>> demos = synthetic_demos();
  if (!demos) return std::nullopt;
  SimCorpus corpus;
  craft_recorded(corpus, *demos);
  craft_edges(corpus);
  return corpus.crafted();
}

}  // namespace
}  // namespace wolfsuite

int main(int argc, char** argv) {
  return wolfsuite::corpus::run_crafting_tool(argc, argv, wolfsuite::kCraftingTool,
                                              wolfsuite::craft);
}
