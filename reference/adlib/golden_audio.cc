#include "reference/adlib/golden_audio.h"

#include "decoders/core/sha256.h"
#include "reference/adlib/driver.h"
#include "reference/opl2/chip.h"
#include "reference/opl2/render.h"

namespace wolfsuite::adlib {
namespace {

struct NamedTiming {
  WriteTiming timing;
  const char* name;
};
constexpr NamedTiming kTimings[] = {{WriteTiming::kInstant, "instant"},
                                    {WriteTiming::kSpaced2, "spaced2"}};

GoldenSound golden_sound(std::string sound, const char* timing,
                         const opl2::RegisterStream& stream) {
  return {std::move(sound),
          timing,
          stream.writes.size(),
          stream.length,
          opl2::register_stream_sha256(stream),
          sha256_hex(opl2::samples_s16le(opl2::render(stream)))};
}

}  // namespace

GoldenAudio golden_audio(const Audio& audio, const std::string& set_name) {
  GoldenAudio golden{set_name, kDefaultSongSeconds, {}};
  for (std::size_t index = 0; index < audio.adlib_sounds.size(); ++index) {
    if (!audio.adlib_sounds[index]) continue;
    for (const NamedTiming& timing : kTimings) {
      golden.sounds.push_back(
          golden_sound("sfx " + std::to_string(index), timing.name,
                       sound_effect_stream(*audio.adlib_sounds[index], timing.timing)));
    }
  }
  for (std::size_t index = 0; index < audio.music.size(); ++index) {
    if (!audio.music[index] || audio.music[index]->commands.empty()) continue;
    for (const NamedTiming& timing : kTimings) {
      golden.sounds.push_back(
          golden_sound("music " + std::to_string(index), timing.name,
                       music_stream(*audio.music[index], timing.timing, golden.song_seconds)));
    }
  }
  return golden;
}

std::string golden_audio_json(const GoldenAudio& golden) {
  std::string json = "{\"schema\": \"wolfsuite-audio/1\", \"set\": \"" + golden.set +
                     "\", \"rate\": " + std::to_string(opl2::kSampleRate) +
                     ", \"song_seconds\": " + std::to_string(golden.song_seconds) +
                     ", \"sounds\": [";
  for (std::size_t i = 0; i < golden.sounds.size(); ++i) {
    const GoldenSound& sound = golden.sounds[i];
    json += i == 0 ? "\n" : ",\n";
    json += " {\"sound\": \"" + sound.sound + "\", \"timing\": \"" + sound.timing +
            "\", \"writes\": " + std::to_string(sound.writes) +
            ", \"samples\": " + std::to_string(sound.samples) + ", \"stream_sha256\": \"" +
            sound.stream_sha256 + "\", \"pcm_sha256\": \"" + sound.pcm_sha256 + "\"}";
  }
  json += "]}\n";
  return json;
}

}  // namespace wolfsuite::adlib
