#pragma once
// AUDIOHED + AUDIOT: PC speaker and AdLib sound effects, digital placeholders and IMF music
// (seed 001 "Audiohed", "Audiot", "PC sound effect", "Adlib sound effect", "Digital sound
// effect", "Music").
//
// AUDIOHED
//   offset  size   field    note
//   0       4 * n  offsets  u32 LE file offsets into AUDIOT; lump i is [offsets[i], offsets[i+1]).
//                           n = 3 * sfx + music + 1 (wl1: 87 * 3 + 27 + 1 = 289 offsets, 1156
//                           bytes; sdm: 81 * 3 + 24 + 1 = 268 offsets, 1072 bytes). The counts
//                           are hard-coded per version (version.h); extra offsets are ignored.
//
// AUDIOT: the lumps back to back, in this order (a zero-sized lump is valid and never read):
//   sfx PC speaker lumps, sfx AdLib lumps, sfx digital placeholders, music IMF lumps.
//
// PC speaker sound lump
//   0       4      size       u32 LE count of sample bytes
//   4       2      priority   u16 LE
//   6       size   samples    seed 001 leaves their meaning undocumented
//   6+size  ...    trailing   ignored; one 0 byte in the shipped files
//
// AdLib sound lump
//   0       4      size         u32 LE count of pitch bytes
//   4       2      priority     u16 LE; a playing effect is replaced only by a higher priority
//   6       10     instrument   values for OPL2 registers 0x20 0x23 0x40 0x43 0x60 0x63 0x80 0x83
//                               0xe0 0xe3 (first channel's two operators)
//   16      1      unused_c0    meant for register 0xc0, never written by the engine
//   17      5      muse_fields  used only by the Muse editor
//   22      1      octave       the 3-bit block field of register 0xb0
//   23      size   pitches      one per 1/140 s: 0 writes 0 to register 0xb0 (key off); any
//                               other value goes to 0xa0, then octave to the block field of
//                               0xb0 with the key on
//   23+size ...    tag          ignored, written by Muse: in the shipped files a 0 byte and the
//                               9-byte NUL padded instrument name ("NOTBIG", "Default", ...)
//
// Digital sound placeholder: always zero-sized; the samples live in VSWAP (seed 001 "Raw pcm").
//
// Music lump (IMF)
//   0       2      size       u16 LE count of command bytes; a multiple of 4
//   2       size   commands   4 bytes each: register u8, value u8, delay u16 LE in 1/700 s
//                             ticks to wait after the write (0 = write the next one at once)
//   2+size  ...    tag        ignored, written by Muse. In the shipped files (88 or 86 bytes):
//                             u16 1 (only present when size > 0), the 16-byte title field
//                             (NUL terminated, rest leftover memory), the 64-byte source path
//                             field ("\sound\CORNER.IMF", "j:\sodsound\XFUNKIE.IMF"), DOS time
//                             u16, DOS date u16 and the source file's length u16 (= size + 2 for
//                             a track with commands). wl1 ships 16 of its 27 tracks and sdm 18
//                             of its 24 stripped to size 0, their tags kept.
//
// Layout facts kept for byte identity (measured on wl1 and sdm): the PC, AdLib and digital groups
// each end with the 4 bytes "!ID!" counted in the group's last lump (so the last digital
// placeholder is 4 bytes long); the music group has none. A model keeps them as AudioIdTags; the
// decoder takes a group's last lump to end with the tag when the lump ends with "!ID!" and the
// bytes before it decode, so a typed lump read back never ends with a tag of its group. Bytes
// before the first offset or after the last one are kept too (none in the shipped files).
//
// Catalogue (E- stops decoding, W- is a finding and decoding goes on). Decoding reports byte
// offsets: in AUDIOHED for E-AUDIOHED-*, in AUDIOT for E-AUDIOT-* and W-AUDIOT-*. Encoding reports
// the index of the lump at fault instead (0 for a model-wide problem).
//   id                          kind      seed 001 section  meaning
//   E-AUDIOHED-SIZE             error     Audiohed          size not a multiple of 4
//   E-AUDIOHED-OFFSET-LIMIT     limit     Audiohed          more than kMaxAudioOffsets offsets
//   E-AUDIOHED-COUNT            error     Audiohed          fewer offsets than 3 * sfx + music + 1:
//                                                           the engine does no checking, so it
//                                                           would take lump bounds from past the
//                                                           table (garbage)
//   E-AUDIOHED-OFFSET-ORDER     error     Audiohed          an offset below the one before it
//   E-AUDIOHED-OFFSET-RANGE     error     Audiohed          an offset past the end of AUDIOT
//   W-AUDIOHED-EXTRA-OFFSETS    finding   Audiohed          more offsets than the version uses;
//                                                           the engine ignores the extra lumps
//   E-AUDIOT-LUMP-LIMIT         limit     Audiot            a lump, or the bytes before the first
//                                                           or after the last offset, larger than
//                                                           kMaxAudioLumpBytes
//   W-AUDIOT-LEADING-BYTES      finding   Audiohed          the first offset is not 0: bytes that
//                                                           no lump holds
//   W-AUDIOT-TRAILING-BYTES     finding   Audiohed          AUDIOT goes on past the last offset
//   E-AUDIOT-PC-TRUNCATED       error     PC sound effect   non-empty lump shorter than its 6-byte
//                                                           header
//   E-AUDIOT-PC-SIZE            error     PC sound effect   sample count runs past the lump
//   E-AUDIOT-ADLIB-TRUNCATED    error     Adlib sound       non-empty lump shorter than its
//                                         effect            23-byte header
//   E-AUDIOT-ADLIB-SIZE         error     Adlib sound       pitch count runs past the lump
//                                         effect
//   W-AUDIOT-ADLIB-NO-PITCHES   finding   Adlib sound       a pitch count of 0: the engine counts
//                                         effect            the length down from 0 (a 32-bit
//                                                           wrap) and plays the bytes after the
//                                                           lump; the driver here makes no step
//   W-AUDIOT-DIGITAL-NOT-EMPTY  finding   Digital sound     a placeholder holds bytes; the engine
//                                         effect            never reads them
//   E-AUDIOT-MUSIC-TRUNCATED    error     Music             non-empty lump shorter than its size
//                                                           field
//   E-AUDIOT-IMF-SIZE           error     Music             the size runs past the lump: the
//                                                           engine has only the lump in memory,
//                                                           so what it would play past it is not
//                                                           in the files
//   W-AUDIOT-IMF-SIZE-ODD       finding   Music             size not a multiple of 4; the 1..3
//                                                           bytes of the last, partial command
//                                                           are kept
//   E-AUDIO-COUNTS              internal  -                 negative counts given to decode_audio
//   E-AUDIO-GROUP-SIZES         error     Audiot            encode: PC, AdLib and digital groups
//                                                           of different sizes
//   E-AUDIO-ID-TAG              error     -                 encode: an "!ID!" tag on an empty group
//   E-AUDIO-IMF-PARTIAL         error     Music             encode: a partial command of 4 or more
//                                                           bytes
//   E-AUDIO-IMF-SIZE            error     Music             encode: the commands do not fit the
//                                                           u16 size
//   encode also reports E-AUDIOHED-OFFSET-LIMIT and E-AUDIOT-LUMP-LIMIT for a model past the
//   caps, so everything it writes decodes again.
#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <vector>

#include "decoders/core/bytes.h"
#include "decoders/core/error.h"
#include "decoders/core/findings.h"

namespace wolfsuite {

// The largest shipped table has 289 offsets (wl1/wl6). The engine's counts are compile-time
// constants, so a table almost 14 times that size holds every sound a mod could add, while a
// hostile AUDIOHED cannot make us build millions of (possibly zero-sized) lumps. With the lump cap
// below, 4001 capped stretches of AUDIOT stay under 4 GiB, so every encoded offset fits its u32.
inline constexpr std::size_t kMaxAudioOffsets = 4000;
// The largest shipped lump is 21730 bytes (sdm music). The IMF size is a u16 and the engine
// plays a lump from one real-mode memory block (64 KiB segments), so 1 MiB, 16 segments, refuses
// nothing the engine could play while bounding what one lump makes us copy.
inline constexpr std::size_t kMaxAudioLumpBytes = 1u << 20;

inline constexpr std::size_t kPcSoundHeaderBytes = 6;
inline constexpr std::size_t kAdlibSoundHeaderBytes = 23;
inline constexpr std::size_t kImfCommandBytes = 4;
inline constexpr std::size_t kAdlibInstrumentBytes = 10;
inline constexpr std::size_t kAdlibMuseFieldBytes = 5;
// Seed 001 "Adlib sound effect": one pitch byte per 1/140 s; "Music": delays in 1/700 s.
inline constexpr int kAdlibSoundTicksPerSecond = 140;
inline constexpr int kImfTicksPerSecond = 700;
// The OPL2 registers the AdLib instrument bytes go to, in stored order.
inline constexpr std::array<std::uint8_t, kAdlibInstrumentBytes> kAdlibInstrumentRegisters = {
    0x20, 0x23, 0x40, 0x43, 0x60, 0x63, 0x80, 0x83, 0xe0, 0xe3};
// Ends the PC, AdLib and digital groups of the shipped files.
inline constexpr std::array<std::uint8_t, 4> kAudioIdTag = {'!', 'I', 'D', '!'};

struct AudioFiles {
  ByteSpan audiohed;
  ByteSpan audiot;
};

struct EncodedAudioFiles {
  Bytes audiohed;
  Bytes audiot;
  friend bool operator==(const EncodedAudioFiles&, const EncodedAudioFiles&) = default;
};

// Lumps per group (seed 001 "Audiohed"; version.h has them per version).
struct AudioCounts {
  int sound_effects = 0;
  int music = 0;
  friend bool operator==(const AudioCounts&, const AudioCounts&) = default;
};

struct PcSpeakerSound {
  std::uint16_t priority = 0;
  Bytes samples;
  Bytes trailing = {0};
  friend bool operator==(const PcSpeakerSound&, const PcSpeakerSound&) = default;
};

struct AdlibSound {
  std::uint16_t priority = 0;
  std::array<std::uint8_t, kAdlibInstrumentBytes> instrument{};  // kAdlibInstrumentRegisters
  std::uint8_t unused_c0 = 0;
  std::array<std::uint8_t, kAdlibMuseFieldBytes> muse_fields{};
  std::uint8_t octave = 0;
  Bytes pitches;
  Bytes tag;
  friend bool operator==(const AdlibSound&, const AdlibSound&) = default;
};

struct ImfCommand {
  std::uint8_t opl_register = 0;
  std::uint8_t value = 0;
  std::uint16_t delay = 0;  // 1/700 s ticks
  friend bool operator==(const ImfCommand&, const ImfCommand&) = default;
};

struct Music {
  std::vector<ImfCommand> commands;
  Bytes
      partial_command;  // the size field's 1..3 bytes past the last command (W-AUDIOT-IMF-SIZE-ODD)
  Bytes tag;
  friend bool operator==(const Music&, const Music&) = default;
};

// Groups whose last lump ends with kAudioIdTag.
struct AudioIdTags {
  bool pc = false;
  bool adlib = false;
  bool digital = false;
  bool music = false;
  friend bool operator==(const AudioIdTags&, const AudioIdTags&) = default;
};

// Every lump in AUDIOHED order. nullopt is a zero-sized lump. pc_sounds, adlib_sounds and
// digital_sounds have one entry per sound effect.
struct Audio {
  std::vector<std::optional<PcSpeakerSound>> pc_sounds;
  std::vector<std::optional<AdlibSound>> adlib_sounds;
  std::vector<Bytes> digital_sounds;  // empty unless W-AUDIOT-DIGITAL-NOT-EMPTY
  std::vector<std::optional<Music>> music;
  std::vector<Bytes> extra_lumps;  // past the version's count (W-AUDIOHED-EXTRA-OFFSETS)
  AudioIdTags id_tags;
  Bytes before_first_lump;  // W-AUDIOT-LEADING-BYTES
  Bytes after_last_lump;    // W-AUDIOT-TRAILING-BYTES
  friend bool operator==(const Audio&, const Audio&) = default;
};

// The counts of the known version whose table has `offset_count` offsets (289: wl1/wl3/wl6,
// 268: sdm/sod/sd2/sd3), or nullopt.
std::optional<AudioCounts> audio_counts_for_offsets(std::size_t offset_count);
// The counts a model was decoded with (or is built for).
AudioCounts audio_counts_of(const Audio& audio);

Result<Audio> decode_audio(const AudioFiles& files, const AudioCounts& counts, Findings& findings);
Result<EncodedAudioFiles> encode_audio(const Audio& audio);

// One sound effect in its PC speaker and AdLib forms, for new_audio.
struct SoundEffect {
  std::optional<PcSpeakerSound> pc;
  std::optional<AdlibSound> adlib;
};
// A model laid out like the shipped files: empty digital placeholders, an "!ID!" tag after each
// non-empty sound effect group and none after the music, no bytes outside the lumps.
Audio new_audio(const std::vector<SoundEffect>& sound_effects,
                std::vector<std::optional<Music>> music);

// Lump `lump` of AUDIOT as stored, found the way decode_audio finds it: every offset of AUDIOHED
// checked (E-AUDIOHED-*, E-AUDIOT-LUMP-LIMIT), whatever the version's counts; nullopt when the
// table has no lump `lump`.
Result<std::optional<ByteSpan>> audiot_lump(const AudioFiles& files, std::size_t lump);

// Golden manifest "audiot/chunk/<n>": the stored bytes of every lump in AUDIOHED order, the
// "!ID!" tag included in the lump that ends its group (empty for a zero-sized lump).
Result<std::vector<Bytes>> encode_audiot_lumps(const Audio& audio);
// Golden manifest "audiot/music/<m>/imf": the size field's count of bytes after the size field.
Bytes imf_command_bytes(const Music& music);

// One lump on its own, as decode_audio reads it (offsets are into the lump): nullopt for a
// zero-sized lump. The encoders write the lump back (without a group's "!ID!" tag).
Result<std::optional<AdlibSound>> decode_adlib_sound_lump(ByteSpan lump, Findings& findings);
Result<std::optional<Music>> decode_music_lump(ByteSpan lump, Findings& findings);
Bytes encode_adlib_sound_lump(const AdlibSound& sound);
Result<Bytes> encode_music_lump(const Music& music);

}  // namespace wolfsuite
