#pragma once
// Standalone IMF music files: the id Software music format outside AUDIOT (ModdingWiki "IMF
// Format"). Commands are the AUDIOT music lump's (audio.h): register u8, value u8, delay u16 LE
// ticks; Wolfenstein 3-D's files play at 700 Hz, earlier games' at 560 Hz (the rate is not in
// the file).
//
// Type 0: the commands alone, to the end of the file.
//   offset  size   field     note
//   0       4 * n  commands  to the end of the file; 1..3 bytes past the last whole command
//                            are kept as a partial command (W-IMF-PARTIAL)
// Type 1: the music lump as AUDIOT holds it.
//   0       2      size      u16 LE count of command bytes
//   2       size   commands
//   2+size  ...    footer    ignored by players; Muse writes a tag, other tools a title
//
// Which type: ModdingWiki's rule of thumb, as the players that read both apply it: type 1 when
// the first u16 is not 0, is a multiple of 4 and fits in the rest of the file; type 0 otherwise
// (type 0 files start with a command, almost always register 0 value 0).
//
// Catalogue
//   id              kind     meaning
//   E-IMF-EMPTY     error    not one byte: nothing to play
//   E-IMF-LIMIT     limit    more than kMaxImfFileBytes bytes
//   W-IMF-PARTIAL   finding  type 0: 1..3 bytes after the last whole command, kept, never played
//   type 1 is decoded as the music lump, with its IDs (E-AUDIOT-MUSIC-TRUNCATED,
//   W-AUDIOT-IMF-SIZE-ODD cannot occur after the rule above, E-AUDIOT-IMF-SIZE neither)
#include <cstddef>

#include "decoders/core/bytes.h"
#include "decoders/core/error.h"
#include "decoders/core/findings.h"
#include "decoders/wolf/audio.h"

namespace wolfsuite {

// 1 MiB, the AUDIOT lump cap: 262144 commands, over six minutes at one command a tick.
inline constexpr std::size_t kMaxImfFileBytes = kMaxAudioLumpBytes;

enum class ImfType { kType0, kType1 };

struct ImfFile {
  ImfType type = ImfType::kType1;
  Music music;  // type 1: tag = the footer; type 0: no tag
  friend bool operator==(const ImfFile&, const ImfFile&) = default;
};

ImfType imf_file_type(ByteSpan file);
Result<ImfFile> decode_imf_file(ByteSpan file, Findings& findings);
// Type 0: the commands and the partial command; type 1: the music lump (E-AUDIO-IMF-SIZE,
// E-AUDIO-IMF-PARTIAL when the model cannot be written).
Result<Bytes> encode_imf_file(const ImfFile& file);

}  // namespace wolfsuite
