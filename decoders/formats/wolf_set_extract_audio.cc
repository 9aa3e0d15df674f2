// The AUDIOT section of extract (wolf_set_extract.h): the AdLib sound effects and the music through
// the engine's driver and the OPL2 chip (renderers.h), the music as IMF, and audio.json.
#include <algorithm>
#include <cstdint>
#include <string>
#include <utility>

#include "decoders/core/byte_writer.h"
#include "decoders/formats/wolf_set_extract.h"
#include "decoders/formats/wolf_set_json.h"

namespace wolfsuite {
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
      context.writer.write_wav_s16("music", name, context.renderers.music(*music));
      entry["wav"] = name;
    }
    list.push_back(std::move(entry));
    context.progress("music", m + 1, audio.music.size());
  }
  return list;
}

// The effect through the engine's driver and the OPL2 chip, instant timing, to its last step
// plus one second (renderers.h adlib_sound); its file name, or null for a zero-sized lump.
Json extract_adlib_sound(SetContext& context, const Audio& audio, std::size_t i) {
  if (i >= audio.adlib_sounds.size() || !audio.adlib_sounds[i]) return nullptr;
  const std::string name = "adlib/" + numbered("adlib", i, 2, ".wav");
  context.writer.write_wav_s16("adlib", name,
                               context.renderers.adlib_sound(*audio.adlib_sounds[i]));
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
    effects.push_back(
        Json{{"index", i},
             {"pc", pc_sound_json(i < audio.pc_sounds.size() ? audio.pc_sounds[i] : std::nullopt)},
             {"adlib", std::move(adlib)}});
    context.progress("adlib", i + 1, count);
  }
  Json music = extract_music(context, audio);
  context.writer.write_json(
      "audio", "audio.json",
      Json{{"sound_effects", std::move(effects)}, {"music", std::move(music)}});
}

}  // namespace wolfsuite
