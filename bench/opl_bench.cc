// opl_bench: samples per second of OPL2 emulators on the same register streams, 49716 Hz, mono,
// 16-bit, one fresh emulator per iteration fed the whole stream (writes, then the samples up to
// the next write, as render.h does).
//
//   name                            one iteration
//   BM_Opl/wolfsuite/<stream>       opl2::render, the fast chip (reference/opl2/fast_chip.h)
//   BM_Opl/wolfsuite-literal/<s>    opl2::render_literal, the literal chip (chip.h)
//   BM_Opl/<AdPlug class>/<stream>  testing::render_adplug: CNemuopl, CWemuopl, CKemuopl, CEmuopl,
//                                   CTemuopl (registered only where libadplug-dev is found)
// items_per_second is samples per second. Streams: wl1_song3 (the engine's driver playing wl1
// song 3 for 60 s, instant timing; an error instead of a time when wl1 is not found the way the
// tests find it) and busy (opl2::busy_stream: all 9 channels and rhythm mode busy, 10 s). Before
// timing, the fast chip's samples are compared with the literal chip's and a difference is
// reported as an error instead of a time.
#include <benchmark/benchmark.h>

#include <cstdio>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "decoders/fixtures/real_data.h"
#include "reference/adlib/driver.h"
#include "reference/opl2/chip.h"
#include "reference/opl2/render.h"
#include "reference/opl2/synthetic_streams.h"
#ifdef WOLFSUITE_HAVE_ADPLUG
#include "decoders/fixtures/adplug_peers.h"
#endif

namespace wolfsuite::bench {
namespace {

constexpr std::size_t kSong = 3;
constexpr std::uint32_t kSongSeconds = 60;
constexpr std::uint32_t kBusySeconds = 10;

struct BenchStream {
  std::string name;
  std::optional<opl2::RegisterStream> stream;
  std::string problem;  // why there is no stream, or why the chips disagree on it
};

BenchStream wl1_song_stream() {
  BenchStream out{"wl1_song3", std::nullopt, ""};
  const std::optional<Audio> audio = testing::real_set_audio("wl1");
  if (!audio) {
    out.problem = "no wl1 set with audio: " + testing::real_data_missing_message();
  } else if (audio->music.size() <= kSong || !audio->music[kSong]) {
    out.problem = "wl1 has no song 3";
  } else {
    out.stream =
        adlib::music_stream(*audio->music[kSong], adlib::WriteTiming::kInstant, kSongSeconds);
  }
  return out;
}

void check_chips_agree(BenchStream& bench) {
  if (!bench.stream) return;
  if (opl2::render(*bench.stream) != opl2::render_literal(*bench.stream)) {
    bench.problem = "the fast chip differs from the literal chip on " + bench.name;
  }
}

using Renderer = std::function<std::vector<std::int16_t>(const opl2::RegisterStream&)>;

void register_opl(const std::string& emulator, const BenchStream& bench, Renderer renderer) {
  benchmark::RegisterBenchmark(
      ("BM_Opl/" + emulator + "/" + bench.name).c_str(),
      [&bench, renderer](benchmark::State& state) {
        if (!bench.problem.empty()) {
          state.SkipWithError(bench.problem.c_str());
          return;
        }
        for (auto _ : state) {
          std::vector<std::int16_t> samples = renderer(*bench.stream);
          benchmark::DoNotOptimize(samples.data());
          benchmark::ClobberMemory();
        }
        state.SetItemsProcessed(state.iterations() *
                                static_cast<std::int64_t>(bench.stream->length));
      })
      ->Unit(benchmark::kMillisecond);
}

}  // namespace
}  // namespace wolfsuite::bench

int main(int argc, char** argv) {
  using namespace wolfsuite;
  using namespace wolfsuite::bench;
  // Lives until the end of main: every registered benchmark points into it.
  std::vector<BenchStream> streams;
  streams.push_back(wl1_song_stream());
  streams.push_back({"busy", opl2::busy_stream(kBusySeconds * opl2::kSampleRate), ""});
  for (BenchStream& bench : streams) {
    check_chips_agree(bench);
    if (!bench.problem.empty()) std::fprintf(stderr, "opl_bench: %s\n", bench.problem.c_str());
  }
  for (const BenchStream& bench : streams) {
    register_opl("wolfsuite", bench, [](const opl2::RegisterStream& s) { return opl2::render(s); });
    register_opl("wolfsuite-literal", bench,
                 [](const opl2::RegisterStream& s) { return opl2::render_literal(s); });
#ifdef WOLFSUITE_HAVE_ADPLUG
    for (const std::string_view peer : testing::kAdplugPeers) {
      register_opl(std::string(peer), bench, [peer](const opl2::RegisterStream& s) {
        return testing::render_adplug(peer, s);
      });
    }
#endif
  }
  benchmark::Initialize(&argc, argv);
  if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
