#include "decoders/mac/resource_fork.h"

#include <algorithm>
#include <set>
#include <string>
#include <utility>

#include "decoders/core/big_endian.h"
#include "decoders/core/byte_reader.h"
#include "decoders/core/byte_writer.h"

namespace wolfsuite {
namespace {

constexpr std::string_view kTruncated = "E-MAC-FORK-TRUNCATED";
constexpr std::string_view kMapError = "E-MAC-FORK-MAP";
constexpr std::string_view kDataError = "E-MAC-FORK-DATA";
constexpr std::string_view kNameError = "E-MAC-FORK-NAME";
constexpr std::string_view kEncode = "E-MAC-FORK-ENCODE";
constexpr std::uint16_t kNoName = 0xFFFF;

struct ForkHeader {
  std::uint32_t data_offset = 0;
  std::uint32_t map_offset = 0;
  std::uint32_t data_length = 0;
  std::uint32_t map_length = 0;
};

// The fork header: four big-endian words in this order.
Result<ForkHeader> read_header(ByteSpan fork) {
  ByteReader reader(fork, kTruncated);
  ForkHeader header;
  WS_ASSIGN_OR_RETURN(header.data_offset, read_be32(reader));
  WS_ASSIGN_OR_RETURN(header.map_offset, read_be32(reader));
  WS_ASSIGN_OR_RETURN(header.data_length, read_be32(reader));
  WS_ASSIGN_OR_RETURN(header.map_length, read_be32(reader));
  return header;
}

// Offsets in the resource map (Inside Macintosh: More Macintosh Toolbox, 1-122): its header
// copies the fork header and reserves two handle words before these fields.
constexpr std::size_t kMapAttributesAt = 22;
constexpr std::size_t kMapTypeListAt = 24;
constexpr std::size_t kMapNameListAt = 26;
// A type list entry: the type, then its count - 1 and its reference list's offset.
constexpr std::size_t kTypeCountAt = 4;
constexpr std::size_t kTypeListOffsetAt = 6;
constexpr std::size_t kTypeCodeBytes = 4;
// A reference: id, name offset, attributes, then the data offset in 24 bits.
constexpr std::size_t kReferenceNameAt = 2;
constexpr std::size_t kReferenceAttributesAt = 4;
constexpr std::size_t kReferenceDataAt = 5;

// Both areas inside the fork, in 64-bit sums so no field can wrap.
bool areas_inside(const ForkHeader& header, std::size_t fork_size) {
  return std::uint64_t{header.data_offset} + header.data_length <= fork_size &&
         std::uint64_t{header.map_offset} + header.map_length <= fork_size;
}

Result<std::string> read_name(const ByteReader& map, std::size_t map_at, std::size_t name_list,
                              std::uint16_t name_offset) {
  const std::size_t at = name_list + name_offset;
  if (at >= map.size()) {
    return malformed(kNameError, map_at + name_list,
                     "name offset " + std::to_string(name_offset) + " is past the map's end");
  }
  WS_ASSIGN_OR_RETURN(const std::size_t length, u8_at(map, at));
  if (at + 1 + length > map.size()) {
    return malformed(kNameError, map_at + at,
                     "a " + std::to_string(length) + "-byte name runs past the map's end");
  }
  return text_at(map, at + 1, length);
}

// A resource's data: a big-endian length, then that many bytes.
Result<Bytes> read_data(const ByteReader& data_area, std::size_t data_at, std::uint32_t offset) {
  constexpr std::size_t kLengthBytes = 4;
  if (std::uint64_t{offset} + kLengthBytes > data_area.size()) {
    return malformed(kDataError, data_at + offset,
                     "data offset " + std::to_string(offset) + " is past the data area");
  }
  WS_ASSIGN_OR_RETURN(const std::uint32_t length, be32_at(data_area, offset));
  if (std::uint64_t{offset} + kLengthBytes + length > data_area.size()) {
    return malformed(kDataError, data_at + offset,
                     std::to_string(length) + " bytes of data run past the data area");
  }
  WS_ASSIGN_OR_RETURN(ByteReader data, data_area.sub(offset + kLengthBytes, length));
  WS_ASSIGN_OR_RETURN(const ByteSpan bytes, data.bytes(length));
  return Bytes(bytes.begin(), bytes.end());
}

// What the decoder may make of a fork: its own size, each resource costing its reference entry's
// 12 bytes, its data and its name. A fork whose resources do not share bytes always fits (they
// take those bytes in the fork); references may share data, names or whole reference lists, and
// without this a small fork could make a model many times its size.
struct CopyBudget {
  std::size_t left = 0;
};

// One type's reference list, the list proven inside the map by the caller.
Status read_references(const ByteReader& map, const ByteReader& data_area, const ForkHeader& header,
                       std::size_t list_at, std::size_t count, std::string_view type,
                       std::size_t name_list, CopyBudget& budget, ResourceFork& out) {
  for (std::size_t i = 0; i < count; ++i) {
    const std::size_t at = list_at + i * kResourceReferenceBytes;
    MacResource resource;
    resource.type = std::string(type);
    WS_ASSIGN_OR_RETURN(const std::uint16_t id, be16_at(map, at));
    resource.id = static_cast<std::int16_t>(id);
    WS_ASSIGN_OR_RETURN(const std::uint16_t name_offset, be16_at(map, at + kReferenceNameAt));
    WS_ASSIGN_OR_RETURN(resource.attributes, u8_at(map, at + kReferenceAttributesAt));
    if (name_offset != kNoName) {
      WS_ASSIGN_OR_RETURN(resource.name, read_name(map, header.map_offset, name_list, name_offset));
    }
    WS_ASSIGN_OR_RETURN(const std::uint32_t data_offset, be24_at(map, at + kReferenceDataAt));
    WS_ASSIGN_OR_RETURN(resource.data, read_data(data_area, header.data_offset, data_offset));
    const std::size_t copied = kResourceReferenceBytes + resource.data.size() +
                               (resource.name ? resource.name->size() : 0);
    if (copied > budget.left) {
      return over_limit("E-MAC-FORK-SIZE-LIMIT", header.map_offset + at,
                        "the resources share data: decoding them would copy more bytes than "
                        "the fork holds");
    }
    budget.left -= copied;
    out.resources.push_back(std::move(resource));
  }
  return {};
}

Status read_map(const ByteReader& map, const ByteReader& data_area, const ForkHeader& header,
                CopyBudget& budget, bool& repeated_type, ResourceFork& out) {
  const std::size_t map_at = header.map_offset;
  if (map.size() < kResourceMapHeaderBytes + 2) {
    return malformed(kMapError, map_at,
                     "a " + std::to_string(map.size()) + "-byte map cannot hold its header");
  }
  WS_ASSIGN_OR_RETURN(out.attributes, be16_at(map, kMapAttributesAt));
  WS_ASSIGN_OR_RETURN(const std::size_t type_list, be16_at(map, kMapTypeListAt));
  WS_ASSIGN_OR_RETURN(const std::size_t name_list, be16_at(map, kMapNameListAt));
  if (type_list + 2 > map.size() || name_list > map.size()) {
    return malformed(kMapError, map_at + kMapTypeListAt,
                     "the type or name list starts past the map's end");
  }
  // "types - 1": 0xFFFF wraps to no types.
  WS_ASSIGN_OR_RETURN(const std::uint16_t types_minus_one, be16_at(map, type_list));
  const std::size_t types = (types_minus_one + 1u) & 0xFFFFu;
  if (type_list + 2 + types * kResourceTypeEntryBytes > map.size()) {
    return malformed(kMapError, map_at + type_list,
                     std::to_string(types) + " type entries do not fit in the map");
  }
  std::set<std::string> seen;
  for (std::size_t t = 0; t < types; ++t) {
    const std::size_t entry = type_list + 2 + t * kResourceTypeEntryBytes;
    WS_ASSIGN_OR_RETURN(const std::string type, text_at(map, entry, kTypeCodeBytes));
    repeated_type = !seen.insert(type).second || repeated_type;
    WS_ASSIGN_OR_RETURN(const std::uint16_t count_minus_one, be16_at(map, entry + kTypeCountAt));
    WS_ASSIGN_OR_RETURN(const std::uint16_t list_offset, be16_at(map, entry + kTypeListOffsetAt));
    const std::size_t count = count_minus_one + std::size_t{1};
    const std::size_t list_at = type_list + list_offset;
    if (list_at + count * kResourceReferenceBytes > map.size()) {
      return malformed(kMapError, map_at + entry,
                       "the reference list of " + std::to_string(count) + " '" + type +
                           "' resources does not fit in the map");
    }
    WS_RETURN_IF_ERROR(
        read_references(map, data_area, header, list_at, count, type, name_list, budget, out));
  }
  return {};
}

// A type listed twice: its resources are moved up beside the first list's (a stable regrouping),
// the order the encoder writes, so the model re-encodes to a fork that decodes to it.
void group_repeated_types(ResourceFork& fork, std::size_t map_offset, Findings& findings) {
  std::vector<std::string> types;
  for (const MacResource& resource : fork.resources) {
    if (std::find(types.begin(), types.end(), resource.type) == types.end()) {
      types.push_back(resource.type);
    }
  }
  findings.add("W-MAC-FORK-DUPLICATE-TYPE", map_offset,
               "a type is listed twice in the type list; its resources are kept together");
  std::stable_sort(fork.resources.begin(), fork.resources.end(),
                   [&](const MacResource& a, const MacResource& b) {
                     return std::find(types.begin(), types.end(), a.type) <
                            std::find(types.begin(), types.end(), b.type);
                   });
}

void report_duplicates(const ResourceFork& fork, std::size_t map_offset, Findings& findings) {
  std::set<std::pair<std::string, std::int16_t>> seen;
  for (const MacResource& resource : fork.resources) {
    if (!seen.emplace(resource.type, resource.id).second) {
      findings.add("W-MAC-FORK-DUPLICATE", map_offset,
                   "two '" + resource.type + "' resources with id " + std::to_string(resource.id) +
                       "; the Resource Manager finds the first");
    }
  }
}

}  // namespace

Result<ResourceFork> decode_resource_fork(ByteSpan fork, Findings& findings) {
  if (fork.size() > kMaxResourceForkBytes) {
    return over_limit("E-MAC-FORK-SIZE-LIMIT", 0,
                      std::to_string(fork.size()) + " bytes; resource forks are at most " +
                          std::to_string(kMaxResourceForkBytes));
  }
  if (fork.size() < kResourceForkHeaderBytes) {
    return malformed(kTruncated, 0,
                     "a " + std::to_string(fork.size()) + "-byte fork cannot hold its header");
  }
  WS_ASSIGN_OR_RETURN(const ForkHeader header, read_header(fork));
  if (!areas_inside(header, fork.size())) {
    return malformed("E-MAC-FORK-RANGE", 0,
                     "the data area or the map reaches past the fork's " +
                         std::to_string(fork.size()) + " bytes");
  }
  const ByteReader whole(fork, kTruncated);
  WS_ASSIGN_OR_RETURN(const ByteReader data_area,
                      whole.sub(header.data_offset, header.data_length));
  WS_ASSIGN_OR_RETURN(const ByteReader map, whole.sub(header.map_offset, header.map_length));
  ResourceFork out;
  CopyBudget budget{fork.size()};
  bool repeated_type = false;
  WS_RETURN_IF_ERROR(read_map(map, data_area, header, budget, repeated_type, out));
  if (repeated_type) group_repeated_types(out, header.map_offset, findings);
  report_duplicates(out, header.map_offset, findings);
  return out;
}

ProbeVerdict probe_resource_fork(ByteSpan fork) {
  if (fork.size() < kResourceForkHeaderBytes || fork.size() > kMaxResourceForkBytes) {
    return ProbeVerdict::kNo;
  }
  const Result<ForkHeader> read = read_header(fork);
  if (!read.ok()) return ProbeVerdict::kNo;
  const ForkHeader& header = *read;
  if (!areas_inside(header, fork.size()) || header.data_offset < kResourceForkHeaderBytes ||
      header.map_length < kResourceMapHeaderBytes + 2) {
    return ProbeVerdict::kNo;
  }
  return ProbeVerdict::kLikely;
}

namespace {

// The types in the order each first appears, with the indices of their resources.
std::vector<std::pair<std::string, std::vector<std::size_t>>> group_by_type(
    const ResourceFork& fork) {
  std::vector<std::pair<std::string, std::vector<std::size_t>>> groups;
  for (std::size_t i = 0; i < fork.resources.size(); ++i) {
    const std::string& type = fork.resources[i].type;
    auto it = std::find_if(groups.begin(), groups.end(),
                           [&](const auto& group) { return group.first == type; });
    if (it == groups.end()) {
      groups.push_back({type, {}});
      it = groups.end() - 1;
    }
    it->second.push_back(i);
  }
  return groups;
}

Status check_encodable(const ResourceFork& fork) {
  for (const MacResource& resource : fork.resources) {
    if (resource.type.size() != 4) {
      return malformed(kEncode, 0, "type '" + resource.type + "' is not four characters");
    }
    if (resource.name && resource.name->size() > 255) {
      return malformed(kEncode, 0, "a name longer than 255 characters");
    }
  }
  return {};
}

}  // namespace

Result<Bytes> encode_resource_fork(const ResourceFork& fork) {
  WS_RETURN_IF_ERROR(check_encodable(fork));
  const auto groups = group_by_type(fork);
  if (groups.size() > 0x10000) return malformed(kEncode, 0, "more than 65536 types");

  // Data area in group order, remembering each resource's offset.
  ByteWriter data;
  std::vector<std::uint32_t> data_offsets(fork.resources.size());
  for (const auto& group : groups) {
    for (const std::size_t i : group.second) {
      if (data.size() > 0xFFFFFF) return malformed(kEncode, 0, "data area above 16 MiB");
      data_offsets[i] = static_cast<std::uint32_t>(data.size());
      write_be32(data, static_cast<std::uint32_t>(fork.resources[i].data.size()));
      data.bytes(fork.resources[i].data);
    }
  }

  // Names, then the map: header, type list, reference lists, name list.
  ByteWriter names;
  std::vector<std::uint16_t> name_offsets(fork.resources.size(), kNoName);
  for (std::size_t i = 0; i < fork.resources.size(); ++i) {
    if (!fork.resources[i].name) continue;
    if (names.size() >= kNoName) return malformed(kEncode, 0, "name list above 64 KiB");
    name_offsets[i] = static_cast<std::uint16_t>(names.size());
    names.u8(static_cast<std::uint8_t>(fork.resources[i].name->size()));
    for (const char c : *fork.resources[i].name) names.u8(static_cast<std::uint8_t>(c));
  }
  const std::size_t type_list_bytes = 2 + groups.size() * kResourceTypeEntryBytes;
  const std::size_t name_list =
      kResourceMapHeaderBytes + type_list_bytes + fork.resources.size() * kResourceReferenceBytes;
  if (name_list > 0xFFFF) return malformed(kEncode, 0, "type and reference lists above 64 KiB");
  const std::size_t data_offset = kResourceDataStart;
  const std::size_t map_offset = data_offset + data.size();
  const std::size_t map_length = name_list + names.size();

  ByteWriter out;
  for (const std::size_t field : {data_offset, map_offset, data.size(), map_length}) {
    write_be32(out, static_cast<std::uint32_t>(field));
  }
  out.fill(data_offset - out.size(), 0);
  out.bytes(data.view());
  for (const std::size_t field : {data_offset, map_offset, data.size(), map_length}) {
    write_be32(out, static_cast<std::uint32_t>(field));
  }
  write_be32(out, 0);
  write_be16(out, 0);
  write_be16(out, fork.attributes);
  write_be16(out, static_cast<std::uint16_t>(kResourceMapHeaderBytes));
  write_be16(out, static_cast<std::uint16_t>(name_list));
  write_be16(out, static_cast<std::uint16_t>(groups.size() - 1));  // 0xFFFF for none
  std::size_t reference_at = type_list_bytes;
  for (const auto& group : groups) {
    if (group.second.size() > 0x10000) return malformed(kEncode, 0, "more than 65536 resources");
    for (const char c : group.first) out.u8(static_cast<std::uint8_t>(c));
    write_be16(out, static_cast<std::uint16_t>(group.second.size() - 1));
    write_be16(out, static_cast<std::uint16_t>(reference_at));
    reference_at += group.second.size() * kResourceReferenceBytes;
  }
  for (const auto& group : groups) {
    for (const std::size_t i : group.second) {
      const MacResource& resource = fork.resources[i];
      write_be16(out, static_cast<std::uint16_t>(resource.id));
      write_be16(out, name_offsets[i]);
      out.u8(resource.attributes);
      write_be24(out, data_offsets[i]);
      write_be32(out, 0);
    }
  }
  out.bytes(names.view());
  return out.take();
}

const MacResource* find_resource(const ResourceFork& fork, std::string_view type, std::int16_t id) {
  for (const MacResource& resource : fork.resources) {
    if (resource.type == type && resource.id == id) return &resource;
  }
  return nullptr;
}

ResourceForkCounts count_resources(const ResourceFork& fork) {
  std::set<std::string> types;
  for (const MacResource& resource : fork.resources) types.insert(resource.type);
  return {fork.resources.size(), types.size()};
}

}  // namespace wolfsuite
