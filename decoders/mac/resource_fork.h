#pragma once
// Macintosh resource forks (Inside Macintosh: More Macintosh Toolbox, "Resource Manager
// Reference", format of a resource fork). All fields are big-endian. The First Encounter levels
// and their map list are BRGR resources (seed 000 1, 2). mac_file.h unwraps the fork from
// MacBinary or AppleDouble.
//
// Resource fork
//   offset  size  field          note
//   0       4     data_offset    where the resource data area starts
//   4       4     map_offset     where the resource map starts
//   8       4     data_length    bytes of the data area
//   12      4     map_length     bytes of the map
//   16      ...   reserved       system and application use; the encoder writes zeros to 256
// Data area, one per resource, at data_offset + the reference's data offset
//   0       4     length         bytes that follow
//   4       n     data
// Resource map (offsets below are from map_offset)
//   0       16    header copy    reserved; the encoder repeats the fork header
//   16      4     next map       reserved handle, 0
//   20      2     file ref       reserved, 0
//   22      2     attributes     resource fork attributes
//   24      2     type_list      offset of the type list
//   26      2     name_list      offset of the name list
// Type list (offsets from the type list)
//   0       2     types - 1      0xFFFF for a map with no types
//   2       8*t   type entries   type (4 chars), resources of the type - 1 (2), offset of the
//                                type's reference list from the type list (2)
// Reference list entry (12 bytes)
//   0       2     id             int16
//   2       2     name           offset from the name list, 0xFFFF for no name
//   4       1     attributes
//   5       3     data           offset from data_offset to the resource's length word
//   8       4     handle         reserved, 0
// Name list: Pascal strings (a length byte, then the characters).
//
// Every count is checked against the bytes of the map before anything is allocated: t type
// entries need 8 * t bytes, a reference list 12 bytes per resource, so a map never makes us
// allocate more than its own size allows; data lengths are checked against the data area.
//
// Catalogue of the IDs this file reports (offsets are offsets into the fork)
//   id                       kind     meaning
//   E-MAC-FORK-TRUNCATED     error    the fork ends inside its 16-byte header
//   E-MAC-FORK-SIZE-LIMIT    limit    the fork is larger than kMaxResourceForkBytes, or its
//                                     references share data, names or reference lists so that
//                                     the resources (12 bytes each, their data and names) would
//                                     take more bytes than the fork holds
//   E-MAC-FORK-RANGE         error    the data area or the map reaches past the end of the fork
//   E-MAC-FORK-MAP           error    the map is shorter than its header, or its type list,
//                                     a type's reference list or the name list offset lies
//                                     outside it
//   E-MAC-FORK-DATA          error    a resource's length word or bytes reach past the data area
//   E-MAC-FORK-NAME          error    a resource's name starts or ends past the end of the map
//   W-MAC-FORK-DUPLICATE     finding  two resources with the same type and id; the Resource
//                                     Manager finds the first one, both are kept
//   W-MAC-FORK-DUPLICATE-TYPE finding a type listed twice in the type list; the model keeps
//                                     each type's resources together (in list order), as the
//                                     encoder writes them
//   E-MAC-FORK-ENCODE        error    encode: a type not 4 characters, a name longer than 255,
//                                     or a fork whose offsets do not fit their fields
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

namespace wolfsuite {

inline constexpr std::size_t kResourceForkHeaderBytes = 16;
inline constexpr std::size_t kResourceMapHeaderBytes = 28;
inline constexpr std::size_t kResourceTypeEntryBytes = 8;
inline constexpr std::size_t kResourceReferenceBytes = 12;
// Where the encoder starts the data area: after the header and the 240 reserved bytes, as the
// Resource Manager writes new forks.
inline constexpr std::size_t kResourceDataStart = 256;
// Data offsets in the reference list are 24 bits, so the data area is below 16 MiB; the map adds
// at most 64 KiB of names and lists each 64 KiB. 32 MiB holds any fork the Resource Manager can
// write.
inline constexpr std::size_t kMaxResourceForkBytes = 32u << 20;

struct MacResource {
  std::string type;  // four characters, e.g. "BRGR"
  std::int16_t id = 0;
  std::optional<std::string> name;
  std::uint8_t attributes = 0;
  Bytes data;
  friend bool operator==(const MacResource&, const MacResource&) = default;
};

// Resources in the order of the type list, then of each type's reference list. The encoder
// groups resources by type in the order each type first appears, so a model grouped that way
// re-encodes to a fork that decodes to the same model.
struct ResourceFork {
  std::uint16_t attributes = 0;
  std::vector<MacResource> resources;
  friend bool operator==(const ResourceFork&, const ResourceFork&) = default;
};

Result<ResourceFork> decode_resource_fork(ByteSpan fork, Findings& findings);
Result<Bytes> encode_resource_fork(const ResourceFork& fork);

// kLikely when the header's areas lie inside the bytes and the map is long enough to hold its
// header; kNo otherwise. A raw fork has no magic number.
ProbeVerdict probe_resource_fork(ByteSpan fork);

// The first resource of `type` with `id` (the one the Resource Manager returns), or null.
const MacResource* find_resource(const ResourceFork& fork, std::string_view type, std::int16_t id);

// Counts for `wolfsuite info`: resources and distinct types.
struct ResourceForkCounts {
  std::size_t resources = 0;
  std::size_t types = 0;
};
ResourceForkCounts count_resources(const ResourceFork& fork);

}  // namespace wolfsuite
