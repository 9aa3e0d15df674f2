#include "decoders/testing/adplug_peers.h"

#include <adplug/emuopl.h>
#include <adplug/kemuopl.h>
#include <adplug/nemuopl.h>
#include <adplug/temuopl.h>
#include <adplug/wemuopl.h>

#include <algorithm>
#include <memory>

#include "reference/opl2/chip.h"

namespace wolfsuite::testing {
namespace {

constexpr bool k16Bit = true;
constexpr bool kStereo = false;

std::unique_ptr<Copl> make_peer(std::string_view peer) {
  if (peer == "CNemuopl") return std::make_unique<CNemuopl>(opl2::kSampleRate);
  if (peer == "CWemuopl") return std::make_unique<CWemuopl>(opl2::kSampleRate, k16Bit, kStereo);
  if (peer == "CKemuopl") return std::make_unique<CKemuopl>(opl2::kSampleRate, k16Bit, kStereo);
  if (peer == "CEmuopl") return std::make_unique<CEmuopl>(opl2::kSampleRate, k16Bit, kStereo);
  if (peer == "CTemuopl") return std::make_unique<CTemuopl>(opl2::kSampleRate, k16Bit, kStereo);
  return nullptr;
}

// Largest update() call; the emulators that mix through internal buffers grow them to this.
constexpr std::uint32_t kMaxRun = 4096;

}  // namespace

std::vector<std::int16_t> render_adplug(std::string_view peer, const opl2::RegisterStream& stream) {
  const std::unique_ptr<Copl> opl = make_peer(peer);
  if (!opl) return {};
  const int channels = peer == "CNemuopl" ? 2 : 1;
  std::vector<std::int16_t> samples(stream.length);
  std::vector<short> frames(kMaxRun * 2);
  std::size_t next = 0;
  std::uint32_t n = 0;
  while (n < stream.length) {
    for (; next < stream.writes.size() && stream.writes[next].sample <= n; ++next) {
      opl->write(stream.writes[next].address, stream.writes[next].value);
    }
    const std::uint32_t until =
        next < stream.writes.size() ? std::min(stream.writes[next].sample, stream.length)
                                    : stream.length;
    const std::uint32_t run = std::min(until - n, kMaxRun);
    opl->update(frames.data(), static_cast<int>(run));
    for (std::uint32_t i = 0; i < run; ++i) samples[n + i] = frames[i * channels];
    n += run;
  }
  return samples;
}

}  // namespace wolfsuite::testing
