// The Wolfenstein 3-D crafting tool's recipes for the audio targets: wolf_audio_fuzzer (AUDIOHED
// and AUDIOT with their counts), wolf_adlib_sound_fuzzer (one AdLib sound effect lump) and
// wolf_imf_fuzzer (a standalone IMF file).
#include <algorithm>
#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "corpus/tools/wolf_recipes.h"
#include "decoders/core/byte_reader.h"
#include "decoders/core/byte_writer.h"
#include "decoders/wolf/audio.h"
#include "decoders/wolf/imf_file.h"
#include "decoders/wolf/synthetic_set.h"
#include "decoders/wolf/wolf_set.h"
#include "fuzz/fuzz_inputs.h"

namespace wolfsuite::corpus {
namespace {

// ---- wolf_audio_fuzzer: [u8 sound effects][u8 music][AUDIOHED, AUDIOT] -------------------------

constexpr std::string_view kAudioTarget = "wolf_audio_fuzzer";
constexpr std::string_view kAudiotSection = "seed 001 Audiot";
constexpr std::string_view kPcSection = "seed 001 PC sound effect";
constexpr std::string_view kAdlibSection = "seed 001 Adlib sound effect";
constexpr std::string_view kDigitalSection = "seed 001 Digital sound effect";
constexpr std::string_view kMusicSection = "seed 001 Music";
constexpr std::size_t kSmallSoundEffects = 3;

Input audio_input(const AudioCounts& counts, const Bytes& audiohed, const Bytes& audiot) {
  const Bytes files = fuzz::join_files({audiohed, audiot});
  Bytes bytes = {static_cast<std::uint8_t>(counts.sound_effects),
                 static_cast<std::uint8_t>(counts.music)};
  bytes.insert(bytes.end(), files.begin(), files.end());
  return Input{std::move(bytes),
               {{"layout", "fuzz/wolf_audio_fuzzer.cc: u8 sound effects, u8 music, then " +
                               std::string(kFilesLayout)},
                {"sound_effects", counts.sound_effects},
                {"music", counts.music},
                {"files", file_entries({"AUDIOHED", "AUDIOT"}, {audiohed, audiot}, 2)}}};
}

// AUDIOHED and AUDIOT holding `lumps` back to back.
EncodedAudioFiles files_of_lumps(const std::vector<Bytes>& lumps) {
  ByteWriter audiohed;
  ByteWriter audiot;
  for (const Bytes& lump : lumps) {
    audiohed.u32(static_cast<std::uint32_t>(audiot.size()));
    audiot.bytes(lump);
  }
  audiohed.u32(static_cast<std::uint32_t>(audiot.size()));
  return EncodedAudioFiles{audiohed.take(), audiot.take()};
}

// The small set's model with one change the engine tolerates, encoded again: each gives one
// finding.
struct AudioQuirk {
  const char* stem;
  const char* id;  // the finding
  const char* recipe;
  const char* description;
  std::string_view section;
  void (*change)(Audio&);
};
const AudioQuirk kAudioQuirks[] = {
    {"leading_bytes", "W-AUDIOT-LEADING-BYTES", "audiot_leading",
     "4 bytes before the first lump of AUDIOT", kAudiohedSection,
     [](Audio& audio) { audio.before_first_lump = text_bytes("LEAD"); }},
    {"trailing_bytes", "W-AUDIOT-TRAILING-BYTES", "audiot_trailing",
     "4 bytes after the last offset of AUDIOT", kAudiohedSection,
     [](Audio& audio) { audio.after_last_lump = text_bytes("TAIL"); }},
    {"digital_3_bytes", "W-AUDIOT-DIGITAL-NOT-EMPTY", "digital_placeholder_bytes",
     "digital placeholder 0 holds 3 bytes", kDigitalSection,
     [](Audio& audio) {
       audio.digital_sounds[0] = {1, 2, 3};
     }},
    {"imf_partial_command", "W-AUDIOT-IMF-SIZE-ODD", "imf_size_odd",
     "song 0 with 2 bytes of a partial command after its commands", kMusicSection,
     [](Audio& audio) {
       audio.music[0]->partial_command = {0x20, 0x01};
     }},
};

class AudioCrafter {
 public:
  AudioCrafter(corpus::RecipeBook& corpus, const WolfSetFiles& synthetic)
      : corpus_(corpus),
        synthetic_{*synthetic.file("audiohed"), *synthetic.file("audiot")},
        small_model_(small_audio()),
        small_counts_(audio_counts_of(small_model_)),
        small_(must(encode_audio(small_model_), "encode_audio")),
        small_lumps_(must(encode_audiot_lumps(small_model_), "encode_audiot_lumps")) {}

  void craft() {
    valid();
    table_errors();
    lump_errors();
    quirks();
  }

 private:
  void add(const std::string& stem, const AudioCounts& counts, const EncodedAudioFiles& files,
           const Expect& expect, const Notes& notes) {
    corpus_.add(kAudioTarget, stem, audio_input(counts, files.audiohed, files.audiot), expect,
                notes);
  }
  void add_small(const std::string& stem, const EncodedAudioFiles& files, const Expect& expect,
                 const Notes& notes) {
    add(stem, small_counts_, files, expect, notes);
  }

  // Three sound effects and two songs (the second empty) taken from the synthetic set.
  static Audio small_audio() {
    const Audio synthetic = synthetic_audio();
    std::vector<SoundEffect> effects;
    for (std::size_t k = 0; k < synthetic.pc_sounds.size() && effects.size() < kSmallSoundEffects;
         ++k) {
      if (synthetic.pc_sounds[k] && synthetic.adlib_sounds[k]) {
        effects.push_back(SoundEffect{synthetic.pc_sounds[k], synthetic.adlib_sounds[k]});
      }
    }
    return new_audio(effects, {synthetic.music.at(0), std::nullopt});
  }

  // The small set with lump `index` replaced.
  EncodedAudioFiles small_with_lump(std::size_t index, Bytes lump) const {
    std::vector<Bytes> lumps = small_lumps_;
    lumps.at(index) = std::move(lump);
    return files_of_lumps(lumps);
  }
  std::size_t lump_start(std::size_t index) const { return load_u32le(small_.audiohed, 4 * index); }
  std::size_t adlib_lump() const { return kSmallSoundEffects; }
  std::size_t music_lump() const { return 3 * kSmallSoundEffects; }

  void valid() {
    const VersionFacts& wl1 = version_facts(kDefaultSyntheticGame);
    add("synthetic_set", AudioCounts{wl1.sound_effects, wl1.music}, synthetic_, decodes(),
        {"synthetic_set",
         "AUDIOHED and AUDIOT of the synthetic set (synthetic_set.h) with wl1's counts, 87 sound "
         "effects and 27 songs",
         kAudiohedSection});
    add_small("small_set", small_, decodes(),
              {"new_audio_small",
               "new_audio of three synthetic sound effects, a synthetic song and an empty one",
               kAudiotSection});
  }

  void table_errors() {
    std::vector<Bytes> without_digital;
    for (std::size_t i = 0; i < small_lumps_.size(); ++i) {
      const bool digital = i >= 2 * kSmallSoundEffects && i < 3 * kSmallSoundEffects;
      if (!digital) without_digital.push_back(small_lumps_[i]);
    }
    add_small("digital_placeholders_missing", files_of_lumps(without_digital),
              rejected("E-AUDIOHED-COUNT"),
              {"audiohed_without_digital",
               "the small set without its three digital placeholder lumps: seed 001 says their "
               "offsets must exist, and the table is 3 offsets short",
               kDigitalSection});
    add_small(
        "audiohed_cut", {first_bytes(small_.audiohed, small_.audiohed.size() - 1), small_.audiot},
        rejected("E-AUDIOHED-SIZE", small_.audiohed.size() - 1),
        {"audiohed_cut_one_byte", "AUDIOHED one byte short of whole offsets", kAudiohedSection});
    add("one_more_effect", {small_counts_.sound_effects + 1, small_counts_.music}, small_,
        rejected("E-AUDIOHED-COUNT", small_.audiohed.size()),
        {"audio_counts_one_more",
         "the small set read with 4 sound effects: its table is 3 offsets short",
         kAudiohedSection});
    add_small("offset_backwards",
              {with_u32(small_.audiohed, 8, static_cast<std::uint32_t>(lump_start(1) - 1)),
               small_.audiot},
              rejected("E-AUDIOHED-OFFSET-ORDER", 8),
              {"audiohed_offset_backwards", "offset 2 set one below offset 1", kAudiohedSection});
    const std::size_t last = small_.audiohed.size() - 4;
    add_small(
        "end_past_audiot",
        {with_u32(small_.audiohed, last, static_cast<std::uint32_t>(small_.audiot.size() + 1)),
         small_.audiot},
        rejected("E-AUDIOHED-OFFSET-RANGE", last),
        {"audiohed_end_past_file", "the last offset one byte past the end of AUDIOT",
         kAudiohedSection});
  }

  void lump_errors() {
    add_small(
        "pc_3_bytes", small_with_lump(0, {1, 0, 0}), rejected("E-AUDIOT-PC-TRUNCATED"),
        {"pc_lump_cut", "PC speaker sound 0 cut to 3 bytes, inside its 6-byte header", kPcSection});
    add_small("pc_size_past_lump",
              {small_.audiohed, with_u32(small_.audiot, lump_start(0), 0xFFFF)},
              rejected("E-AUDIOT-PC-SIZE", lump_start(0)),
              {"pc_size_grown", "PC speaker sound 0 declares 65535 samples", kPcSection});
    add_small("adlib_10_bytes", small_with_lump(adlib_lump(), Bytes(10, 1)),
              rejected("E-AUDIOT-ADLIB-TRUNCATED"),
              {"adlib_lump_cut", "AdLib sound 0 cut to 10 bytes, inside its 23-byte header",
               kAdlibSection});
    add_small("adlib_size_past_lump",
              {small_.audiohed, with_u32(small_.audiot, lump_start(adlib_lump()), 0xFFFF)},
              rejected("E-AUDIOT-ADLIB-SIZE", lump_start(adlib_lump())),
              {"adlib_size_grown", "AdLib sound 0 declares 65535 pitches", kAdlibSection});
    add_small("music_1_byte", small_with_lump(music_lump(), {4}),
              rejected("E-AUDIOT-MUSIC-TRUNCATED"),
              {"music_lump_cut", "song 0 cut to 1 byte, inside its size field", kMusicSection});
    add_small("imf_size_past_lump",
              {small_.audiohed, with_u16(small_.audiot, lump_start(music_lump()), 0xFFFC)},
              rejected("E-AUDIOT-IMF-SIZE", lump_start(music_lump())),
              {"imf_size_grown", "song 0 declares 65532 bytes of commands", kMusicSection});
  }

  void quirks() {
    Audio zero_sized = small_model_;
    zero_sized.pc_sounds[1].reset();
    zero_sized.adlib_sounds[2].reset();
    add_small("zero_sized_lumps", must(encode_audio(zero_sized), "encode_audio"), decodes(),
              {"new_audio_zero_sized",
               "the small set with PC speaker sound 1 and AdLib sound 2 zero-sized (and its "
               "empty second song): seed 001 says such lumps are valid and never read",
               kAudiohedSection,
               {"Q-AUDIOT-ZERO-SIZED-LUMP"}});
    add("song_1_extra", {small_counts_.sound_effects, small_counts_.music - 1}, small_,
        tolerated("W-AUDIOHED-EXTRA-OFFSETS"),
        {"audio_counts_one_song_less",
         "the small set read with 1 song: its empty second song is an extra lump",
         kAudiohedSection});
    for (const AudioQuirk& quirk : kAudioQuirks) {
      Audio changed = small_model_;
      quirk.change(changed);
      add_small(quirk.stem, must(encode_audio(changed), "encode_audio"), tolerated(quirk.id),
                {quirk.recipe, quirk.description, quirk.section});
    }
  }

  corpus::RecipeBook& corpus_;
  EncodedAudioFiles synthetic_;
  Audio small_model_;
  AudioCounts small_counts_;
  EncodedAudioFiles small_;
  std::vector<Bytes> small_lumps_;
};

// ---- wolf_adlib_sound_fuzzer: one AdLib sound effect lump ---------------------------------------

constexpr std::string_view kAdlibSoundTarget = "wolf_adlib_sound_fuzzer";

Input lump_input(const Bytes& lump, std::string_view layout) {
  return Input{lump, {{"layout", layout}}};
}

void craft_adlib_sounds(RecipeBook& corpus) {
  constexpr std::string_view kLayout = "fuzz/wolf_adlib_sound_fuzzer.cc: the lump as is";
  const auto add = [&](const std::string& stem, const Bytes& lump, const Expect& expect,
                       const Notes& notes) {
    corpus.add(kAdlibSoundTarget, stem, lump_input(lump, kLayout), expect, notes);
  };
  const Audio synthetic = synthetic_audio();
  std::vector<AdlibSound> sounds;
  for (const auto& sound : synthetic.adlib_sounds) {
    if (sound && sounds.size() < 3) sounds.push_back(*sound);
  }
  for (std::size_t k = 0; k < sounds.size(); ++k) {
    add("synthetic_effect_" + std::to_string(k), encode_adlib_sound_lump(sounds[k]), decodes(),
        {"adlib_synthetic", "AdLib effect " + std::to_string(k) + " of the synthetic set",
         kAdlibSection});
  }
  const Bytes sample = encode_adlib_sound_lump(sounds[0]);
  add("header_cut", first_bytes(sample, 10), rejected("E-AUDIOT-ADLIB-TRUNCATED"),
      {"adlib_lump_cut", "synthetic effect 0 cut to 10 bytes, inside its 23-byte header",
       kAdlibSection});
  add("size_past_lump", with_u32(sample, 0, 0xFFFF), rejected("E-AUDIOT-ADLIB-SIZE", 0),
      {"adlib_size_grown", "synthetic effect 0 declaring 65535 pitches", kAdlibSection});
  AdlibSound silent = sounds[0];
  silent.pitches.clear();
  add("no_pitches", encode_adlib_sound_lump(silent), tolerated("W-AUDIOT-ADLIB-NO-PITCHES"),
      {"adlib_no_pitches",
       "synthetic effect 0 with a pitch count of 0, its tag kept: the engine would play the "
       "bytes after the lump",
       kAdlibSection});
}

// ---- wolf_imf_fuzzer: a standalone IMF file ----------------------------------------------------

constexpr std::string_view kImfTarget = "wolf_imf_fuzzer";
constexpr std::string_view kImfSection = "seed 001 Music";
constexpr std::size_t kImfSeedCommands = 200;

void craft_imf_files(corpus::RecipeBook& corpus) {
  constexpr std::string_view kLayout = "fuzz/wolf_imf_fuzzer.cc: the file as is";
  const auto add = [&](const std::string& stem, const Bytes& file, const Expect& expect,
                       const Notes& notes) {
    corpus.add(kImfTarget, stem, lump_input(file, kLayout), expect, notes);
  };
  // The synthetic set's first song, its first commands, behind the reset command a type 0 file
  // starts with (register 0, value 0, no delay).
  Music song = *synthetic_audio().music.at(0);
  song.commands.resize(std::min(song.commands.size(), kImfSeedCommands));
  song.commands.insert(song.commands.begin(), ImfCommand{0, 0, 0});
  song.partial_command.clear();
  const ImfFile type1{ImfType::kType1, song};
  add("type1_synthetic_song", must(encode_imf_file(type1), "encode_imf_file"), decodes(),
      {"imf_type1_synthetic",
       "a reset command and the synthetic set's song 0 as the music lump: u16 size, then the "
       "commands",
       kImfSection});
  ImfFile type0{ImfType::kType0, song};
  type0.music.tag.clear();
  const Bytes type0_bytes = must(encode_imf_file(type0), "encode_imf_file");
  add("type0_synthetic_song", type0_bytes, decodes(),
      {"imf_type0_synthetic", "the same commands alone: a type 0 file", kImfSection});
  add("empty", {}, rejected("E-IMF-EMPTY", 0), {"imf_empty", "a file of no bytes", kImfSection});
  add("type0_partial_command", concat({type0_bytes, Bytes{0xb0, 0x20, 0x01}}),
      tolerated("W-IMF-PARTIAL"),
      {"imf_type0_partial", "the type 0 file with 3 bytes of a command after its last one",
       kImfSection});
}

}  // namespace

void craft_wolf_audio(RecipeBook& corpus, const WolfSetFiles& synthetic) {
  AudioCrafter(corpus, synthetic).craft();
  craft_adlib_sounds(corpus);
  craft_imf_files(corpus);
}

}  // namespace wolfsuite::corpus
