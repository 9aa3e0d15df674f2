#pragma once
// BUILD engine GRP containers ("group files", Ken Silverman's KGROUP): a directory of named
// files followed by their data, in directory order, with no offsets stored.
//
//   offset        size        field       note
//   0             12          magic       "KenSilverman", no terminator
//   12            4           numfiles    uint32 LE; at most kMaxGrpFiles, and the directory must
//                                         fit in the file (checked before anything is allocated)
//   16            16 * n      directory   ENTRY below, one per file
//   16 + 16 * n   sum(size)   data        each file's bytes in directory order, back to back
//   then          ...         trailing    not in the format; kept (W-GRP-TRAILING)
//
// ENTRY (16 bytes)
//   0   12  name   8.3 name, NUL-padded; a 12-character name fills the field with no NUL
//   12  4   size   uint32 LE, bytes of the file's data
//
// The name field is kept as its 12 raw bytes so every file re-encodes identically, bytes after a
// NUL included; grp_file_name() gives the name as the engine compares it (up to the first NUL).
//
// Catalogue of the IDs this file reports (offsets are file offsets):
//   id                     kind     meaning
//   E-GRP-TRUNCATED        error    the file ends inside the magic, the count, the directory
//                                   (count * 16 bytes checked against the file's size first) or
//                                   a file's data (the sizes add up to more than is left)
//   E-GRP-MAGIC            error    the first 12 bytes are not "KenSilverman"
//   E-GRP-FILE-LIMIT       limit    numfiles above kMaxGrpFiles
//   E-GRP-ENCODE           error    encode: more than kMaxGrpFiles files, or a file of 4 GiB or
//                                   more (its size does not fit the uint32 field)
//   W-GRP-TRAILING         finding  bytes after the last file's data. The engine finds each file
//                                   by adding up the sizes before it and never reads past the
//                                   last one, so they are unused; kept in Grp::trailing
//   W-GRP-DUPLICATE-NAME   finding  entry i has the name (case-insensitive, as 8.3 names are)
//                                   of an earlier entry: a lookup by name reaches only one of
//                                   them; both are kept
//   W-GRP-NAME-PADDING     finding  entry i's name field has non-zero bytes after its NUL; the
//                                   name ends at the NUL for the engine, the rest is kept
//   W-GRP-EMPTY-NAME       finding  entry i's name is empty (first byte NUL): no lookup by name
//                                   reaches it, but its size still places the files after it
#include <array>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "decoders/core/bytes.h"
#include "decoders/core/error.h"
#include "decoders/core/findings.h"
#include "decoders/core/probe.h"

namespace wolfsuite {

inline constexpr std::string_view kGrpMagic = "KenSilverman";
inline constexpr std::size_t kGrpHeaderBytes = 16;  // magic + numfiles
inline constexpr std::size_t kGrpEntryBytes = 16;
inline constexpr std::size_t kGrpNameBytes = 12;
// Our cap (no document gives the engine's): 1 MiB of directory. Every count is also checked
// against the bytes its directory needs before anything is allocated.
inline constexpr std::uint32_t kMaxGrpFiles = 65536;

struct GrpFile {
  std::array<std::uint8_t, kGrpNameBytes> name_field{};  // as stored, NUL padding included
  Bytes data;
  friend bool operator==(const GrpFile&, const GrpFile&) = default;
};

struct Grp {
  std::vector<GrpFile> files;
  Bytes trailing;  // bytes after the last file's data (W-GRP-TRAILING)
  friend bool operator==(const Grp&, const Grp&) = default;
};

// The name up to the first NUL (all 12 bytes when there is none).
std::string grp_file_name(const GrpFile& file);
// A file whose name field holds `name` NUL-padded; E-GRP-ENCODE when the name is longer than 12
// bytes or holds a NUL.
Result<GrpFile> make_grp_file(std::string_view name, Bytes data);

Result<Grp> decode_grp(ByteSpan in, Findings& findings);
Result<Bytes> encode_grp(const Grp& grp);

// kCertain when the magic matches and the directory fits in the bytes given, kLikely when only
// the magic matches (a cut-short file, which the decoder reports), kNo otherwise.
ProbeVerdict probe_grp(ByteSpan file);

}  // namespace wolfsuite
