#include "gate/test_adapters/adplug_capabilities.h"

#include <adplug/fprovide.h>
#include <adplug/imf.h>
#include <adplug/wemuopl.h>

#include <algorithm>
#include <cmath>
#include <vector>

#include "decoders/core/file_io.h"
#include "decoders/fixtures/adplug_peers.h"
#include "gate/test_adapters/adapter_program.h"
#include "reference/opl2/chip.h"
#include "reference/opl2/register_stream.h"
#include "reference/opl2/render.h"

namespace wolfsuite::gate {
namespace {

constexpr std::int64_t kMaxSamples = std::int64_t{600} * opl2::kSampleRate;  // as the suite's

Result<Bytes> register_stream_pcm(const CapabilityInput& input) {
  WS_ASSIGN_OR_RETURN(const ByteSpan writes, input.input("writes"));
  const std::string_view text(reinterpret_cast<const char*>(writes.data()), writes.size());
  WS_ASSIGN_OR_RETURN(const opl2::ParsedRegisterStream parsed, opl2::parse_register_stream(text));
  if (parsed.stream.length > kMaxSamples) return malformed("E-GATE-INPUT", 0, "over ten minutes");
  return opl2::samples_s16le(testing::render_adplug(kAdplugEmulator, parsed.stream));
}

// AdPlug's IMF player takes a file: the lump as AUDIOT stores it, named ".wlf" so that the player
// plays it at Wolfenstein 3-D's 700 Hz (its rate for other extensions is 560 Hz). Between two
// calls of its update() the emulator renders 49716 / getrefresh() samples, the fractions carried.
Result<Bytes> song_pcm(const CapabilityInput& input, const std::string& scratch) {
  WS_ASSIGN_OR_RETURN(const ByteSpan imf, input.input("imf"));
  WS_ASSIGN_OR_RETURN(const std::int64_t rate_hz, input.integer("rate_hz", 1, 10000));
  WS_ASSIGN_OR_RETURN(const std::int64_t samples, input.integer("samples", 0, kMaxSamples));
  if (rate_hz != 700) return malformed("E-GATE-PARAM", 0, "AdPlug plays IMF songs at 700 Hz only");
  // AdPlug 2.3.3 refuses a .wlf whose commands end the file (the synthetic songs carry no tag);
  // the lumps of the games end in a tag, so a song without one gets four zero bytes, which the
  // player reads as an empty footer.
  Bytes file(imf.begin(), imf.end());
  if (file.size() >= 2 && (file[0] | file[1] << 8) + 2u == file.size())
    file.resize(file.size() + 4);
  const std::string song = scratch + "/song.wlf";
  WS_RETURN_IF_ERROR(write_output_file(song, file));
  CWemuopl opl(opl2::kSampleRate, true, false);
  CimfPlayer player(&opl);
  if (!player.load(song, CProvider_Filesystem())) {
    return malformed("E-GATE-INPUT", 0, "AdPlug's IMF player does not load the song");
  }
  player.rewind(0);
  std::vector<short> pcm(static_cast<std::size_t>(samples));
  double next_update = 0;  // the sample of the player's next update, fractions kept
  std::size_t done = 0;
  while (done < pcm.size()) {
    player.update();
    next_update += opl2::kSampleRate / player.getrefresh();
    const auto until = std::min(pcm.size(), static_cast<std::size_t>(std::llround(next_update)));
    if (until > done) opl.update(pcm.data() + done, static_cast<int>(until - done));
    done = std::max(done, until);
  }
  return opl2::samples_s16le(std::vector<std::int16_t>(pcm.begin(), pcm.end()));
}

}  // namespace

bool adplug_handles(std::string_view capability) {
  return capability == "opl2-pcm" || capability == "imf-pcm";
}

CapabilityResult adplug_capability(std::string_view capability, const CapabilityInput& input,
                                   const std::string& scratch) {
  if (capability == "opl2-pcm") return as_capability_result(register_stream_pcm(input));
  return as_capability_result(song_pcm(input, scratch));
}

}  // namespace wolfsuite::gate
