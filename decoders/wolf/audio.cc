#include "decoders/wolf/audio.h"

#include <algorithm>
#include <cstdint>
#include <string>
#include <utility>

#include "decoders/core/byte_reader.h"
#include "decoders/core/byte_writer.h"
#include "decoders/wolf/version.h"

namespace wolfsuite {
namespace {

constexpr std::size_t kOffsetBytes = 4;
constexpr std::size_t kGroupsPerSoundEffect = 3;  // PC speaker, AdLib, digital (seed 001)

// Every stretch of AUDIOT a model holds (each lump and the bytes before and after them) is capped,
// so an encoded AUDIOT always fits the u32 offsets of AUDIOHED.
static_assert((kMaxAudioOffsets + 1) * kMaxAudioLumpBytes <= 0xFFFFFFFFu);

// Lumps the engine knows of: a PC speaker, an AdLib and a digital lump per effect, then music.
std::size_t known_lump_count(std::size_t sound_effects, std::size_t music) {
  return kGroupsPerSoundEffect * sound_effects + music;
}

Bytes copy_of(ByteSpan bytes) { return Bytes(bytes.begin(), bytes.end()); }

bool ends_with_id_tag(ByteSpan lump) {
  return lump.size() >= kAudioIdTag.size() &&
         std::equal(kAudioIdTag.begin(), kAudioIdTag.end(), lump.end() - kAudioIdTag.size());
}

std::string bytes_text(std::size_t count) { return std::to_string(count) + " bytes"; }

// The offsets, checked once: there are enough for the counts, none past AUDIOT, none below the
// one before, and no stretch of AUDIOT above the lump cap. Every lump range is then in bounds.
Result<std::vector<std::uint32_t>> read_offsets(const AudioFiles& files, std::size_t needed) {
  const ByteSpan audiohed = files.audiohed;
  if (audiohed.size() % kOffsetBytes != 0) {
    return malformed("E-AUDIOHED-SIZE", audiohed.size(),
                     "size " + std::to_string(audiohed.size()) + " is not a multiple of 4");
  }
  const std::size_t count = audiohed.size() / kOffsetBytes;
  if (count > kMaxAudioOffsets) {
    return over_limit("E-AUDIOHED-OFFSET-LIMIT", kMaxAudioOffsets * kOffsetBytes,
                      std::to_string(count) + " offsets, more than the cap of " +
                          std::to_string(kMaxAudioOffsets));
  }
  if (count < needed) {
    return malformed(
        "E-AUDIOHED-COUNT", audiohed.size(),
        std::to_string(count) + " offsets where the version needs " + std::to_string(needed));
  }
  ByteReader reader(audiohed, "E-AUDIOHED-SIZE");
  std::vector<std::uint32_t> offsets;
  offsets.reserve(count);
  while (!reader.at_end()) {
    const std::size_t at = reader.position();
    WS_ASSIGN_OR_RETURN(const std::uint32_t offset, reader.u32());
    if (offset > files.audiot.size()) {
      return malformed("E-AUDIOHED-OFFSET-RANGE", at,
                       "offset " + std::to_string(offset) + " is past the end of AUDIOT (" +
                           bytes_text(files.audiot.size()) + ")");
    }
    const std::uint32_t previous = offsets.empty() ? 0 : offsets.back();
    if (offset < previous) {
      return malformed("E-AUDIOHED-OFFSET-ORDER", at,
                       "offset " + std::to_string(offset) + " is below the one before it (" +
                           std::to_string(previous) + ")");
    }
    if (offset - previous > kMaxAudioLumpBytes) {
      return over_limit("E-AUDIOT-LUMP-LIMIT", previous,
                        bytes_text(offset - previous) + " before offset " + std::to_string(offset) +
                            ", more than the cap of " + bytes_text(kMaxAudioLumpBytes));
    }
    offsets.push_back(offset);
  }
  if (!offsets.empty() && files.audiot.size() - offsets.back() > kMaxAudioLumpBytes) {
    return over_limit("E-AUDIOT-LUMP-LIMIT", offsets.back(),
                      bytes_text(files.audiot.size() - offsets.back()) +
                          " after the last offset, more than the cap of " +
                          bytes_text(kMaxAudioLumpBytes));
  }
  return offsets;
}

// AUDIOT cut at offsets that read_offsets proved in order and in bounds.
class LumpTable {
 public:
  LumpTable(ByteSpan audiot, std::vector<std::uint32_t> offsets)
      : audiot_(audiot), offsets_(std::move(offsets)) {}

  std::size_t lump_count() const { return offsets_.size() - 1; }
  std::size_t start(std::size_t lump) const { return offsets_[lump]; }
  Result<ByteSpan> lump(std::size_t lump) const {
    return stretch(offsets_[lump], offsets_[lump + 1] - offsets_[lump]);
  }
  Result<ByteSpan> before_first_lump() const { return stretch(0, offsets_.front()); }
  Result<ByteSpan> after_last_lump() const {
    return stretch(offsets_.back(), audiot_.size() - offsets_.back());
  }

 private:
  Result<ByteSpan> stretch(std::size_t start, std::size_t length) const {
    const ByteReader file(audiot_, "E-AUDIOHED-OFFSET-RANGE");
    WS_ASSIGN_OR_RETURN(const ByteReader part, file.sub(start, length));
    return part.rest();
  }

  ByteSpan audiot_;
  std::vector<std::uint32_t> offsets_;
};

Result<std::optional<PcSpeakerSound>> decode_pc_sound(ByteSpan lump, std::size_t at,
                                                      Findings& /*findings*/) {
  if (lump.empty()) return std::optional<PcSpeakerSound>();
  ByteReader reader(lump, "E-AUDIOT-PC-TRUNCATED", at);
  WS_ASSIGN_OR_RETURN(const std::uint32_t size, reader.u32());
  PcSpeakerSound sound;
  WS_ASSIGN_OR_RETURN(sound.priority, reader.u16());
  if (size > reader.remaining()) {
    return malformed("E-AUDIOT-PC-SIZE", at,
                     std::to_string(size) + " samples in a lump with " +
                         bytes_text(reader.remaining()) + " after the header");
  }
  WS_ASSIGN_OR_RETURN(const ByteSpan samples, reader.bytes(size));
  sound.samples = copy_of(samples);
  sound.trailing = copy_of(reader.rest());
  return std::optional<PcSpeakerSound>(std::move(sound));
}

Result<std::optional<AdlibSound>> decode_adlib_sound(ByteSpan lump, std::size_t at,
                                                     Findings& findings) {
  if (lump.empty()) return std::optional<AdlibSound>();
  ByteReader reader(lump, "E-AUDIOT-ADLIB-TRUNCATED", at);
  WS_ASSIGN_OR_RETURN(const std::uint32_t size, reader.u32());
  AdlibSound sound;
  WS_ASSIGN_OR_RETURN(sound.priority, reader.u16());
  for (std::uint8_t& value : sound.instrument) {
    WS_ASSIGN_OR_RETURN(value, reader.u8());
  }
  WS_ASSIGN_OR_RETURN(sound.unused_c0, reader.u8());
  for (std::uint8_t& field : sound.muse_fields) {
    WS_ASSIGN_OR_RETURN(field, reader.u8());
  }
  WS_ASSIGN_OR_RETURN(sound.octave, reader.u8());
  if (size > reader.remaining()) {
    return malformed("E-AUDIOT-ADLIB-SIZE", at,
                     std::to_string(size) + " pitches in a lump with " +
                         bytes_text(reader.remaining()) + " after the header");
  }
  if (size == 0) {
    findings.add("W-AUDIOT-ADLIB-NO-PITCHES", at,
                 "an AdLib effect of 0 pitches: the engine counts its length down from 0 and "
                 "plays the bytes after the lump as pitches");
  }
  WS_ASSIGN_OR_RETURN(const ByteSpan pitches, reader.bytes(size));
  sound.pitches = copy_of(pitches);
  sound.tag = copy_of(reader.rest());
  return std::optional<AdlibSound>(std::move(sound));
}

Result<Bytes> decode_digital_placeholder(ByteSpan lump, std::size_t at, Findings& findings) {
  if (!lump.empty()) {
    findings.add("W-AUDIOT-DIGITAL-NOT-EMPTY", at,
                 "digital placeholder holds " + bytes_text(lump.size()) +
                     "; the engine plays digital sounds from VSWAP");
  }
  return copy_of(lump);
}

Result<std::optional<Music>> decode_music(ByteSpan lump, std::size_t at, Findings& findings) {
  if (lump.empty()) return std::optional<Music>();
  ByteReader reader(lump, "E-AUDIOT-MUSIC-TRUNCATED", at);
  WS_ASSIGN_OR_RETURN(const std::uint16_t size, reader.u16());
  if (size > reader.remaining()) {
    return malformed("E-AUDIOT-IMF-SIZE", at,
                     "IMF size " + std::to_string(size) + " in a lump with " +
                         bytes_text(reader.remaining()) + " after the size field");
  }
  if (size % kImfCommandBytes != 0) {
    findings.add("W-AUDIOT-IMF-SIZE-ODD", at,
                 "IMF size " + std::to_string(size) + " is not a multiple of 4");
  }
  Music music;
  music.commands.resize(size / kImfCommandBytes);
  for (ImfCommand& command : music.commands) {
    WS_ASSIGN_OR_RETURN(command.opl_register, reader.u8());
    WS_ASSIGN_OR_RETURN(command.value, reader.u8());
    WS_ASSIGN_OR_RETURN(command.delay, reader.u16());
  }
  WS_ASSIGN_OR_RETURN(const ByteSpan partial, reader.bytes(size % kImfCommandBytes));
  music.partial_command = copy_of(partial);
  music.tag = copy_of(reader.rest());
  return std::optional<Music>(std::move(music));
}

// The last lump of a group: when it ends with "!ID!" and the bytes before the tag decode, the tag
// is the group's; otherwise the whole lump is decoded as is.
template <typename DecodeLump>
auto decode_group_end(ByteSpan lump, std::size_t at, DecodeLump decode_lump, Findings& findings,
                      bool& id_tag) -> decltype(decode_lump(lump, at, findings)) {
  if (ends_with_id_tag(lump)) {
    Findings without_tag;
    auto decoded = decode_lump(lump.first(lump.size() - kAudioIdTag.size()), at, without_tag);
    if (decoded.ok()) {
      for (const Finding& finding : without_tag.items()) {
        findings.add(finding.id, finding.offset, finding.message);
      }
      id_tag = true;
      return decoded;
    }
  }
  return decode_lump(lump, at, findings);
}

template <typename Lump, typename DecodeLump>
Status decode_group(const LumpTable& table, std::size_t first, std::size_t count,
                    DecodeLump decode_lump, Findings& findings, std::vector<Lump>& out,
                    bool& id_tag) {
  out.reserve(count);
  for (std::size_t index = first; index < first + count; ++index) {
    WS_ASSIGN_OR_RETURN(const ByteSpan lump, table.lump(index));
    const std::size_t at = table.start(index);
    Result<Lump> decoded = index + 1 == first + count
                               ? decode_group_end(lump, at, decode_lump, findings, id_tag)
                               : decode_lump(lump, at, findings);
    if (!decoded.ok()) return decoded.error();
    out.push_back(std::move(decoded).value());
  }
  return {};
}

Status decode_outside_lumps(const LumpTable& table, Findings& findings, Audio& audio) {
  WS_ASSIGN_OR_RETURN(const ByteSpan before, table.before_first_lump());
  if (!before.empty()) {
    findings.add("W-AUDIOT-LEADING-BYTES", 0,
                 bytes_text(before.size()) + " before the first lump belong to no lump");
  }
  WS_ASSIGN_OR_RETURN(const ByteSpan after, table.after_last_lump());
  if (!after.empty()) {
    findings.add("W-AUDIOT-TRAILING-BYTES", table.start(table.lump_count()),
                 bytes_text(after.size()) + " after the last offset belong to no lump");
  }
  audio.before_first_lump = copy_of(before);
  audio.after_last_lump = copy_of(after);
  return {};
}

Status decode_extra_lumps(const LumpTable& table, std::size_t first, Findings& findings,
                          Audio& audio) {
  if (first == table.lump_count()) return {};
  findings.add("W-AUDIOHED-EXTRA-OFFSETS", (first + 1) * kOffsetBytes,
               std::to_string(table.lump_count() - first) +
                   " lumps past the version's count; the engine never reads them");
  audio.extra_lumps.reserve(table.lump_count() - first);
  for (std::size_t index = first; index < table.lump_count(); ++index) {
    WS_ASSIGN_OR_RETURN(const ByteSpan lump, table.lump(index));
    audio.extra_lumps.push_back(copy_of(lump));
  }
  return {};
}

// Lump encoders: the stored bytes of one typed lump, without a group tag.
Result<Bytes> encode_pc_sound(const std::optional<PcSpeakerSound>& sound) {
  ByteWriter out;
  if (!sound) return out.take();
  out.u32(static_cast<std::uint32_t>(sound->samples.size()));
  out.u16(sound->priority);
  out.bytes(sound->samples);
  out.bytes(sound->trailing);
  return out.take();
}

Result<Bytes> encode_adlib_sound(const std::optional<AdlibSound>& sound) {
  ByteWriter out;
  if (!sound) return out.take();
  out.u32(static_cast<std::uint32_t>(sound->pitches.size()));
  out.u16(sound->priority);
  out.bytes(sound->instrument);
  out.u8(sound->unused_c0);
  out.bytes(sound->muse_fields);
  out.u8(sound->octave);
  out.bytes(sound->pitches);
  out.bytes(sound->tag);
  return out.take();
}

Result<Bytes> encode_digital_placeholder(const Bytes& placeholder) { return placeholder; }

Result<Bytes> encode_music(const std::optional<Music>& music) {
  ByteWriter out;
  if (!music) return out.take();
  if (music->partial_command.size() >= kImfCommandBytes) {
    return malformed("E-AUDIO-IMF-PARTIAL", 0,
                     "partial command of " + bytes_text(music->partial_command.size()));
  }
  const Bytes commands = imf_command_bytes(*music);
  if (commands.size() > 0xFFFF) {
    return malformed("E-AUDIO-IMF-SIZE", 0,
                     bytes_text(commands.size()) + " of commands do not fit the u16 IMF size");
  }
  out.u16(static_cast<std::uint16_t>(commands.size()));
  out.bytes(commands);
  out.bytes(music->tag);
  return out.take();
}

template <typename Lump, typename EncodeLump>
Status encode_group(const std::vector<Lump>& group, EncodeLump encode_lump, bool id_tag,
                    std::vector<Bytes>& lumps) {
  if (id_tag && group.empty()) {
    return malformed("E-AUDIO-ID-TAG", lumps.size(), "an \"!ID!\" tag ends an empty group");
  }
  for (const Lump& lump : group) {
    Result<Bytes> stored = encode_lump(lump);
    if (!stored.ok()) {
      Error error = stored.error();
      error.offset = lumps.size();  // the index of the lump at fault
      return error;
    }
    lumps.push_back(std::move(stored).value());
  }
  if (id_tag) lumps.back().insert(lumps.back().end(), kAudioIdTag.begin(), kAudioIdTag.end());
  return {};
}

Status check_stretch_cap(std::size_t size, std::size_t lump, std::string_view what) {
  if (size <= kMaxAudioLumpBytes) return {};
  return over_limit("E-AUDIOT-LUMP-LIMIT", lump,
                    std::string(what) + " of " + bytes_text(size) + " is above the cap of " +
                        bytes_text(kMaxAudioLumpBytes));
}

}  // namespace

std::optional<AudioCounts> audio_counts_for_offsets(std::size_t offset_count) {
  for (const GameVersion version : kAllGameVersions) {
    const VersionFacts& facts = version_facts(version);
    const std::size_t lumps = known_lump_count(static_cast<std::size_t>(facts.sound_effects),
                                               static_cast<std::size_t>(facts.music));
    if (lumps + 1 == offset_count) return AudioCounts{facts.sound_effects, facts.music};
  }
  return std::nullopt;
}

AudioCounts audio_counts_of(const Audio& audio) {
  return AudioCounts{static_cast<int>(audio.pc_sounds.size()),
                     static_cast<int>(audio.music.size())};
}

Result<Audio> decode_audio(const AudioFiles& files, const AudioCounts& counts, Findings& findings) {
  if (counts.sound_effects < 0 || counts.music < 0) {
    return internal_error("E-AUDIO-COUNTS", 0,
                          "negative counts " + std::to_string(counts.sound_effects) + " / " +
                              std::to_string(counts.music));
  }
  const auto sfx = static_cast<std::size_t>(counts.sound_effects);
  const auto music = static_cast<std::size_t>(counts.music);
  const std::size_t known_lumps = known_lump_count(sfx, music);
  WS_ASSIGN_OR_RETURN(std::vector<std::uint32_t> offsets, read_offsets(files, known_lumps + 1));
  const LumpTable table(files.audiot, std::move(offsets));

  Audio audio;
  WS_RETURN_IF_ERROR(
      decode_group(table, 0, sfx, decode_pc_sound, findings, audio.pc_sounds, audio.id_tags.pc));
  WS_RETURN_IF_ERROR(decode_group(table, sfx, sfx, decode_adlib_sound, findings, audio.adlib_sounds,
                                  audio.id_tags.adlib));
  WS_RETURN_IF_ERROR(decode_group(table, 2 * sfx, sfx, decode_digital_placeholder, findings,
                                  audio.digital_sounds, audio.id_tags.digital));
  WS_RETURN_IF_ERROR(decode_group(table, kGroupsPerSoundEffect * sfx, music, decode_music, findings,
                                  audio.music, audio.id_tags.music));
  WS_RETURN_IF_ERROR(decode_extra_lumps(table, known_lumps, findings, audio));
  WS_RETURN_IF_ERROR(decode_outside_lumps(table, findings, audio));
  return audio;
}

Result<std::optional<ByteSpan>> audiot_lump(const AudioFiles& files, std::size_t lump) {
  WS_ASSIGN_OR_RETURN(std::vector<std::uint32_t> offsets, read_offsets(files, 0));
  if (offsets.size() < 2 || lump >= offsets.size() - 1) return std::optional<ByteSpan>{};
  const LumpTable table(files.audiot, std::move(offsets));
  WS_ASSIGN_OR_RETURN(const ByteSpan stored, table.lump(lump));
  return std::optional<ByteSpan>{stored};
}

Result<std::vector<Bytes>> encode_audiot_lumps(const Audio& audio) {
  const std::size_t sfx = audio.pc_sounds.size();
  if (audio.adlib_sounds.size() != sfx || audio.digital_sounds.size() != sfx) {
    return malformed("E-AUDIO-GROUP-SIZES", 0,
                     std::to_string(sfx) + " PC, " + std::to_string(audio.adlib_sounds.size()) +
                         " AdLib and " + std::to_string(audio.digital_sounds.size()) +
                         " digital sounds");
  }
  std::vector<Bytes> lumps;
  lumps.reserve(kGroupsPerSoundEffect * sfx + audio.music.size() + audio.extra_lumps.size());
  WS_RETURN_IF_ERROR(encode_group(audio.pc_sounds, encode_pc_sound, audio.id_tags.pc, lumps));
  WS_RETURN_IF_ERROR(
      encode_group(audio.adlib_sounds, encode_adlib_sound, audio.id_tags.adlib, lumps));
  WS_RETURN_IF_ERROR(
      encode_group(audio.digital_sounds, encode_digital_placeholder, audio.id_tags.digital, lumps));
  WS_RETURN_IF_ERROR(encode_group(audio.music, encode_music, audio.id_tags.music, lumps));
  lumps.insert(lumps.end(), audio.extra_lumps.begin(), audio.extra_lumps.end());

  if (lumps.size() + 1 > kMaxAudioOffsets) {
    return over_limit("E-AUDIOHED-OFFSET-LIMIT", 0,
                      std::to_string(lumps.size()) + " lumps need more offsets than the cap of " +
                          std::to_string(kMaxAudioOffsets));
  }
  for (std::size_t index = 0; index < lumps.size(); ++index) {
    WS_RETURN_IF_ERROR(check_stretch_cap(lumps[index].size(), index, "lump"));
  }
  return lumps;
}

Result<EncodedAudioFiles> encode_audio(const Audio& audio) {
  WS_RETURN_IF_ERROR(check_stretch_cap(audio.before_first_lump.size(), 0, "leading stretch"));
  WS_RETURN_IF_ERROR(check_stretch_cap(audio.after_last_lump.size(), 0, "trailing stretch"));
  WS_ASSIGN_OR_RETURN(const std::vector<Bytes> lumps, encode_audiot_lumps(audio));
  ByteWriter audiohed;
  ByteWriter audiot;
  audiohed.reserve((lumps.size() + 1) * kOffsetBytes);
  audiot.bytes(audio.before_first_lump);
  for (const Bytes& lump : lumps) {
    audiohed.u32(static_cast<std::uint32_t>(audiot.size()));
    audiot.bytes(lump);
  }
  audiohed.u32(static_cast<std::uint32_t>(audiot.size()));
  audiot.bytes(audio.after_last_lump);
  return EncodedAudioFiles{audiohed.take(), audiot.take()};
}

Audio new_audio(const std::vector<SoundEffect>& sound_effects,
                std::vector<std::optional<Music>> music) {
  Audio audio;
  for (const SoundEffect& effect : sound_effects) {
    audio.pc_sounds.push_back(effect.pc);
    audio.adlib_sounds.push_back(effect.adlib);
  }
  audio.digital_sounds.resize(sound_effects.size());
  audio.music = std::move(music);
  const bool has_sound_effects = !sound_effects.empty();
  audio.id_tags = AudioIdTags{.pc = has_sound_effects,
                              .adlib = has_sound_effects,
                              .digital = has_sound_effects,
                              .music = false};
  return audio;
}

Bytes imf_command_bytes(const Music& music) {
  ByteWriter out;
  out.reserve(music.commands.size() * kImfCommandBytes + music.partial_command.size());
  for (const ImfCommand& command : music.commands) {
    out.u8(command.opl_register);
    out.u8(command.value);
    out.u16(command.delay);
  }
  out.bytes(music.partial_command);
  return out.take();
}

Result<std::optional<AdlibSound>> decode_adlib_sound_lump(ByteSpan lump, Findings& findings) {
  return decode_adlib_sound(lump, 0, findings);
}

Result<std::optional<Music>> decode_music_lump(ByteSpan lump, Findings& findings) {
  return decode_music(lump, 0, findings);
}

Bytes encode_adlib_sound_lump(const AdlibSound& sound) {
  return std::move(encode_adlib_sound(sound)).value();  // never an error
}

Result<Bytes> encode_music_lump(const Music& music) { return encode_music(music); }

}  // namespace wolfsuite
