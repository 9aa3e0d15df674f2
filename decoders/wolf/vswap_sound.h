#pragma once
// Digitised sounds of VSWAP: the chunks from the sound start to the end (seed 001 "Raw pcm").
//
// Sound section
//   chunks        sound_start .. count - 2   each sound's samples, cut into chunks of 4096 bytes
//                                            and one last shorter chunk, sounds one after another
//   pcm table     chunk count - 1            the very last chunk:
//     offset  size  field        note
//     4k      2     first_chunk  sound k's first chunk, relative to the sound start
//     4k + 2  2     length       its length in bytes: the sum of its chunks' sizes
//
// Samples are unsigned 8-bit at 7 kHz. The table has one entry per sound it holds; the engine
// uses a count fixed per version (version.h pcm_sounds: 46 wl1, 40 sdm), which the caller
// compares with decode_sounds(...).size(). wl1 and sdm leave out the sounds they never play: their
// entry keeps its length but every chunk is sparse (size 0); such a sound decodes empty, with
// sparse_length set so that the table and the sparse chunks can be written back.
//
// The engine plays a sound page by page, min(4096, bytes left) from each chunk, so every chunk of
// a sound but the last must hold 4096 bytes and the last at least what is left.
//
// Catalogue (E- stops decoding, W- is a quirk the engine tolerates; seed 001 "Raw pcm", "VSWAP").
// Offsets are byte offsets in the pcm table chunk (the entry that led to the problem).
//   id                               kind     meaning
//   E-VSWAP-SOUND-TABLE-MISSING      error    no chunk in the sound section, or the last chunk
//                                             is sparse: the engine would crash loading it
//   W-VSWAP-SOUND-TABLE-TAIL         finding  table size not a multiple of 4; the rest is ignored
//   E-VSWAP-SOUND-RANGE              error    a sound's chunks run past the last sound chunk
//   W-VSWAP-SOUND-SPARSE             finding  a sound's first chunk is sparse: an empty sound
//                                             the version never plays (seed: wl1, sdm)
//   E-VSWAP-SOUND-SPARSE-CHUNK       error    a later chunk of a present sound is sparse: the
//                                             engine crashes loading a sparse chunk
//   E-VSWAP-SOUND-CHUNK-SIZE         error    a sound chunk over 4096 bytes, the engine's page
//   E-VSWAP-SOUND-CHUNK-SHORT        error    a chunk holds less than the engine plays from it
//   W-VSWAP-SOUND-CHUNK-TAIL         finding  a last chunk holds more than the length; the
//                                             engine does not play the rest
//   E-VSWAP-SOUND-TOTAL              limit    the table's lengths add up to more than
//                                             kMaxPcmSoundBytes
//   E-VSWAP-SOUND-ENCODE             error    encode_sounds: sounds that no table can describe
//                                             (its offset is the sound's index)
#include <cstddef>
#include <cstdint>
#include <vector>

#include "decoders/core/bytes.h"
#include "decoders/core/error.h"
#include "decoders/core/findings.h"

namespace wolfsuite {

struct Vswap;

inline constexpr int kPcmSampleRateHz = 7000;
// seed 001 "Raw pcm": "Pcm lumps are segmented into chunks of 4096 bytes or less".
inline constexpr std::size_t kPcmChunkBytes = 4096;
inline constexpr std::size_t kPcmTableEntryBytes = 4;
// The table chunk is at most 65535 bytes (16383 entries) and each length is 16-bit, yet entries
// may share chunks, so the assembled total is capped on its own: the shipped sets hold under
// 1 MB of samples (wl1 lists 391666 bytes); 16 MiB is far above any of them.
inline constexpr std::size_t kMaxPcmSoundBytes = 16u << 20;

struct PcmTableEntry {
  std::uint16_t first_chunk = 0;  // relative to the sound start
  std::uint16_t length = 0;
  friend bool operator==(const PcmTableEntry&, const PcmTableEntry&) = default;
};

struct DigitisedSound {
  Bytes samples;  // unsigned 8-bit, kPcmSampleRateHz; empty for a sparse sound
  // The table length of a sound whose chunks the file leaves out (W-VSWAP-SOUND-SPARSE); 0 for a
  // present sound.
  std::uint16_t sparse_length = 0;

  bool sparse() const { return sparse_length != 0; }
  friend bool operator==(const DigitisedSound&, const DigitisedSound&) = default;
};

// The sound section as written: sound chunks (sparse ones empty), then the table chunk.
struct SoundChunks {
  std::vector<Bytes> chunks;
  Bytes pcm_table;
  friend bool operator==(const SoundChunks&, const SoundChunks&) = default;
};

// The entries of a table chunk (W-VSWAP-SOUND-TABLE-TAIL for a size not a multiple of 4).
std::vector<PcmTableEntry> decode_pcm_table(ByteSpan table_chunk, Findings& findings);
Bytes encode_pcm_table(const std::vector<PcmTableEntry>& entries);

// Every sound the table lists, in table order: its chunks concatenated and cut to its length.
Result<std::vector<DigitisedSound>> decode_sounds(const Vswap& vswap, Findings& findings);
// Sounds one after another from chunk 0: each present sound in chunks of 4096 bytes and a last
// shorter one, each sparse sound as ceil(sparse_length / 4096) sparse chunks, an empty sound as
// no chunk. This is id's layout (every sound section of wl1 and sdm). E-VSWAP-SOUND-ENCODE for no
// sound (the table would be a sparse chunk), a sound over 65535 bytes, a sparse sound with
// samples, or more chunks or entries than 16-bit fields hold.
Result<SoundChunks> encode_sounds(const std::vector<DigitisedSound>& sounds);

}  // namespace wolfsuite
