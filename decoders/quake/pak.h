#pragma once
// Quake PACK archives (.pak): a header, the files' bytes, and a directory of 64-byte entries,
// which the header points to (id Software's Quake; the layout is the one every Quake engine
// and tool reads).
//
//   offset  size      field      note
//   0       4         magic      "PACK"
//   4       4         dirofs     int32, file offset of the directory
//   8       4         dirlen     int32, bytes of the directory: a multiple of 64, at most
//                                kMaxPakEntries entries
//   dirofs  dirlen    directory  ENTRY below, one per file
//   ...     ...       files      each entry's bytes where its filepos says; the rest of the file
//                                (gaps, trailing bytes) is not read by the engine and is kept
//
// ENTRY (64 bytes)
//   0   56  name     path such as "maps/e1m1.bsp", NUL-padded
//   56  4   filepos  int32, file offset of the entry's bytes
//   60  4   filelen  int32, bytes of the entry
//
// The model keeps each name field's 56 raw bytes, and PakLayout where each entry, the directory
// and the leftover bytes sat, so every file re-encodes identically. encode_pak() writes that
// layout back when the entries still fit it, and otherwise (or without a layout) the canonical
// one: header, the entries' bytes in directory order, then the directory.
//
// Catalogue of the IDs this file reports (offsets are file offsets):
//   id                             kind     meaning
//   E-QUAKE-PAK-TRUNCATED          error    the file is shorter than the 12-byte header
//   E-QUAKE-PAK-MAGIC              error    the file does not start with "PACK"
//   E-QUAKE-PAK-DIRECTORY          error    dirofs or dirlen negative, the directory not inside
//                                           the file (or a non-empty one inside the header), or
//                                           dirlen not a multiple of 64
//   E-QUAKE-PAK-ENTRY-LIMIT        limit    more than kMaxPakEntries entries (the engine stops
//                                           loading such a pak with an error)
//   E-QUAKE-PAK-ENTRY-RANGE        error    entry i: filepos or filelen negative, or its bytes
//                                           not inside the file
//   E-QUAKE-PAK-OVERLAP            error    entry i's bytes overlap the header, the directory or
//                                           another entry's bytes
//   E-QUAKE-PAK-ENCODE             error    encode: more than kMaxPakEntries entries, or a file of
//                                           2 GiB or more (offsets are int32)
//   W-QUAKE-PAK-NAME-UNTERMINATED  finding  entry i's name fills all 56 bytes with no NUL. The
//                                           engine copies names up to a NUL, so its copy runs on
//                                           into filepos; we keep the 56 bytes as the name
//   W-QUAKE-PAK-NAME-PADDING       finding  entry i's name field has non-zero bytes after its
//                                           NUL; the engine ignores them, they are kept
//   W-QUAKE-PAK-EMPTY-NAME         finding  entry i's name is empty: no lookup reaches it
//   W-QUAKE-PAK-DUPLICATE-NAME     finding  entry i has the name of an earlier entry; the
//                                           engine searches the directory in order, so a lookup
//                                           finds only the earlier one. Both are kept
#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "decoders/core/bytes.h"
#include "decoders/core/error.h"
#include "decoders/core/findings.h"
#include "decoders/core/probe.h"
#include "decoders/quake/placed_bytes.h"

namespace wolfsuite {

inline constexpr std::string_view kPakMagic = "PACK";
inline constexpr std::size_t kPakHeaderBytes = 12;
inline constexpr std::size_t kPakEntryBytes = 64;
inline constexpr std::size_t kPakNameBytes = 56;
// The engine's MAX_FILES_IN_PACK: it refuses a pak with more entries. id's pak0.pak and pak1.pak
// hold a few hundred each.
inline constexpr std::size_t kMaxPakEntries = 2048;

struct PakEntry {
  std::array<std::uint8_t, kPakNameBytes> name_field{};  // as stored, NUL padding included
  Bytes data;
  friend bool operator==(const PakEntry&, const PakEntry&) = default;
};

// Where the decoded file had its pieces; entry_offsets[i] is entry i's filepos.
struct PakLayout {
  std::vector<std::size_t> entry_offsets;
  std::size_t directory_offset = 0;
  std::size_t file_size = 0;
  std::vector<PlacedBytes> leftover;  // bytes no header, directory or entry covers
  friend bool operator==(const PakLayout&, const PakLayout&) = default;
};

struct Pak {
  std::vector<PakEntry> entries;
  std::optional<PakLayout> layout;  // nullopt: the canonical layout
  friend bool operator==(const Pak&, const Pak&) = default;
};

// The name up to the first NUL (all 56 bytes when there is none).
std::string pak_entry_name(const PakEntry& entry);
// An entry whose name field holds `name` NUL-padded; E-QUAKE-PAK-ENCODE when the name does not
// leave room for a NUL (55 bytes at most) or holds a NUL.
Result<PakEntry> make_pak_entry(std::string_view name, Bytes data);

Result<Pak> decode_pak(ByteSpan in, Findings& findings);
Result<Bytes> encode_pak(const Pak& pak);

// kCertain when the magic matches and the directory the header names lies inside the bytes
// given with a whole number of entries; kLikely when only the magic matches; kNo otherwise.
ProbeVerdict probe_pak(ByteSpan file);

}  // namespace wolfsuite
