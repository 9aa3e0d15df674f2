// The AUDIOT section of `wolfsuite extract` (extract_sections.h): the AdLib sound effects and the
// music through the engine's driver and the OPL2 chip, the music as IMF, and audio.json.
#include <algorithm>
#include <cstdint>
#include <string>
#include <utility>

#include "cli/extract_sections.h"
#include "cli/wav_audio.h"
#include "cli/wolf_model_json.h"
#include "decoders/core/byte_writer.h"
#include "reference/adlib/driver.h"
#include "reference/opl2/chip.h"
#include "reference/opl2/render.h"

namespace wolfsuite::cli {
namespace {

// seed 001 "Music": the u16 size, then the commands it counts. A decoded track's commands came
// from that u16 size, so their count fits it.
Bytes imf_file(const Music& music) {
  const Bytes commands = imf_command_bytes(music);
  ByteWriter out;
  out.u16(static_cast<std::uint16_t>(commands.size()));
  out.bytes(commands);
  return out.take();
}

Json extract_music(SetContext& context, const Audio& audio) {
  Json list = Json::array();
  for (std::size_t m = 0; m < audio.music.size(); ++m) {
    const std::optional<Music>& music = audio.music[m];
    Json entry = music_json(m, music);
    if (music && !imf_command_bytes(*music).empty()) {
      const std::string name = "music/" + numbered("music", m, 2, ".imf");
      context.writer.write("music", name, imf_file(*music));
      entry["file"] = name;
    }
    if (music && !music->commands.empty()) {
      const std::string name = "music/" + numbered("music", m, 2, ".wav");
      const opl2::RegisterStream stream =
          adlib::music_stream(*music, adlib::WriteTiming::kInstant, adlib::kDefaultSongSeconds);
      context.writer.write("music", name,
                           encode_wav_s16_mono(opl2::render(stream), opl2::kSampleRate));
      entry["wav"] = name;
    }
    list.push_back(std::move(entry));
    context.progress.step("music", m + 1, audio.music.size());
  }
  return list;
}

// The effect through the engine's driver and the OPL2 chip, instant timing, to its last step
// plus one second (reference/adlib/driver.h); its file name, or null for a zero-sized lump.
Json extract_adlib_sound(SetContext& context, const Audio& audio, std::size_t i) {
  if (i >= audio.adlib_sounds.size() || !audio.adlib_sounds[i]) return nullptr;
  const std::string name = "adlib/" + numbered("adlib", i, 2, ".wav");
  const opl2::RegisterStream stream =
      adlib::sound_effect_stream(*audio.adlib_sounds[i], adlib::WriteTiming::kInstant);
  context.writer.write("adlib", name,
                       encode_wav_s16_mono(opl2::render(stream), opl2::kSampleRate));
  return name;
}

}  // namespace

void extract_audio(SetContext& context, const Audio& audio) {
  Json effects = Json::array();
  const std::size_t count = std::max(audio.pc_sounds.size(), audio.adlib_sounds.size());
  for (std::size_t i = 0; i < count; ++i) {
    Json adlib =
        adlib_sound_json(i < audio.adlib_sounds.size() ? audio.adlib_sounds[i] : std::nullopt);
    if (!adlib.is_null()) adlib["wav"] = extract_adlib_sound(context, audio, i);
    effects.push_back(Json{
        {"index", i},
        {"pc", pc_sound_json(i < audio.pc_sounds.size() ? audio.pc_sounds[i] : std::nullopt)},
        {"adlib", std::move(adlib)}});
    context.progress.step("adlib", i + 1, count);
  }
  Json music = extract_music(context, audio);
  context.writer.write_json(
      "audio", "audio.json",
      Json{{"sound_effects", std::move(effects)}, {"music", std::move(music)}});
}

}  // namespace wolfsuite::cli
