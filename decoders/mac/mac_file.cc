#include "decoders/mac/mac_file.h"

#include <string>
#include <utility>

#include "decoders/core/byte_writer.h"
#include "decoders/mac/big_endian.h"

namespace wolfsuite {
namespace {

constexpr std::string_view kMacBinaryTruncated = "E-MAC-MACBINARY-TRUNCATED";
constexpr std::string_view kAppleDoubleTruncated = "E-MAC-APPLEDOUBLE-TRUNCATED";
constexpr std::size_t kMacBinaryNameMax = 63;
constexpr std::uint8_t kMacBinaryIIVersion = 129;

std::size_t padded_to_128(std::uint64_t length) { return (length + 127) / 128 * 128; }

std::string text(ByteSpan bytes, std::size_t at, std::size_t length) {
  return std::string(bytes.begin() + static_cast<std::ptrdiff_t>(at),
                     bytes.begin() + static_cast<std::ptrdiff_t>(at + length));
}

bool macbinary_zero_bytes_and_name(ByteSpan file) {
  return file.size() >= kMacBinaryHeaderBytes && file[0] == 0 && file[74] == 0 && file[82] == 0 &&
         file[1] >= 1 && file[1] <= kMacBinaryNameMax;
}

// The padded data fork and the resource fork inside the file, in 64-bit sums.
bool macbinary_forks_inside(ByteSpan file) {
  const std::uint64_t data_length = load_be32(file, 83);
  const std::uint64_t resource_length = load_be32(file, 87);
  return kMacBinaryHeaderBytes + padded_to_128(data_length) + resource_length <= file.size();
}

bool macbinary_crc_matches(ByteSpan file) {
  return file[122] >= kMacBinaryIIVersion && macbinary_crc(file.first(124)) == load_be16(file, 124);
}

}  // namespace

std::uint16_t macbinary_crc(ByteSpan bytes) {
  std::uint16_t crc = 0;
  for (const std::uint8_t byte : bytes) {
    crc = static_cast<std::uint16_t>(crc ^ (byte << 8));
    for (int bit = 0; bit < 8; ++bit) {
      crc = (crc & 0x8000) ? static_cast<std::uint16_t>((crc << 1) ^ 0x1021)
                           : static_cast<std::uint16_t>(crc << 1);
    }
  }
  return crc;
}

Result<MacBinaryFile> decode_macbinary(ByteSpan file, Findings& findings) {
  if (file.size() < kMacBinaryHeaderBytes) {
    return malformed(kMacBinaryTruncated, 0,
                     "a " + std::to_string(file.size()) + "-byte file cannot hold the header");
  }
  if (!macbinary_zero_bytes_and_name(file)) {
    return malformed("E-MAC-MACBINARY-HEADER", 0,
                     "bytes 0, 74 and 82 must be 0 and the name length 1..63");
  }
  if (!macbinary_forks_inside(file)) {
    return malformed(kMacBinaryTruncated, 83, "the forks reach past the end of the file");
  }
  if (file[122] >= kMacBinaryIIVersion && !macbinary_crc_matches(file)) {
    findings.add("W-MAC-MACBINARY-CRC", 124, "the MacBinary II header CRC does not match");
  }
  MacBinaryFile out;
  out.name = text(file, 2, file[1]);
  out.file_type = text(file, 65, 4);
  out.creator = text(file, 69, 4);
  out.finder_flags = file[73];
  out.created = load_be32(file, 91);
  out.modified = load_be32(file, 95);
  const std::size_t data_length = load_be32(file, 83);
  const std::size_t resource_at = kMacBinaryHeaderBytes + padded_to_128(data_length);
  const ByteSpan data = file.subspan(kMacBinaryHeaderBytes, data_length);
  const ByteSpan resource = file.subspan(resource_at, load_be32(file, 87));
  out.data_fork.assign(data.begin(), data.end());
  out.resource_fork.assign(resource.begin(), resource.end());
  return out;
}

Result<Bytes> encode_macbinary(const MacBinaryFile& file) {
  if (file.name.empty() || file.name.size() > kMacBinaryNameMax || file.file_type.size() != 4 ||
      file.creator.size() != 4) {
    return malformed("E-MAC-MACBINARY-ENCODE", 1,
                     "the name must be 1..63 characters, type and creator 4");
  }
  if (file.data_fork.size() > 0xFFFFFFFFu || file.resource_fork.size() > 0xFFFFFFFFu) {
    return malformed("E-MAC-MACBINARY-ENCODE", 83, "a fork longer than 4 GiB");
  }
  Bytes header(kMacBinaryHeaderBytes, 0);
  header[1] = static_cast<std::uint8_t>(file.name.size());
  for (std::size_t i = 0; i < file.name.size(); ++i) {
    header[2 + i] = static_cast<std::uint8_t>(file.name[i]);
  }
  for (std::size_t i = 0; i < 4; ++i) {
    header[65 + i] = static_cast<std::uint8_t>(file.file_type[i]);
    header[69 + i] = static_cast<std::uint8_t>(file.creator[i]);
  }
  header[73] = file.finder_flags;
  patch_be32(header, 83, static_cast<std::uint32_t>(file.data_fork.size()));
  patch_be32(header, 87, static_cast<std::uint32_t>(file.resource_fork.size()));
  patch_be32(header, 91, file.created);
  patch_be32(header, 95, file.modified);
  header[122] = kMacBinaryIIVersion;
  header[123] = kMacBinaryIIVersion;
  patch_be16(header, 124, macbinary_crc(ByteSpan(header).first(124)));
  ByteWriter out;
  out.bytes(header);
  out.bytes(file.data_fork);
  out.fill(padded_to_128(file.data_fork.size()) - file.data_fork.size(), 0);
  out.bytes(file.resource_fork);
  out.fill(padded_to_128(file.resource_fork.size()) - file.resource_fork.size(), 0);
  return out.take();
}

Result<AppleDoubleFile> decode_apple_double(ByteSpan file, Findings& findings) {
  if (file.size() < kAppleDoubleHeaderBytes) {
    return malformed(kAppleDoubleTruncated, 0,
                     "a " + std::to_string(file.size()) + "-byte file cannot hold the header");
  }
  if (load_be32(file, 0) != kAppleDoubleMagic) {
    return malformed("E-MAC-APPLEDOUBLE-MAGIC", 0, "the magic number is not 0x00051607");
  }
  AppleDoubleFile out;
  out.version = load_be32(file, 4);
  if (out.version != kAppleDoubleVersion2 && out.version != 0x00010000) {
    findings.add("W-MAC-APPLEDOUBLE-VERSION", 4,
                 "version " + std::to_string(out.version) + " is neither 1 nor 2");
  }
  const std::size_t count = load_be16(file, 24);
  if (kAppleDoubleHeaderBytes + count * kAppleDoubleEntryBytes > file.size()) {
    return malformed(kAppleDoubleTruncated, 24,
                     std::to_string(count) + " entries do not fit in the file");
  }
  out.entries.reserve(count);
  // Entries may share bytes; what they copy together may not exceed the file.
  std::uint64_t copied = 0;
  for (std::size_t i = 0; i < count; ++i) {
    const std::size_t at = kAppleDoubleHeaderBytes + i * kAppleDoubleEntryBytes;
    const std::uint32_t offset = load_be32(file, at + 4);
    const std::uint32_t length = load_be32(file, at + 8);
    if (std::uint64_t{offset} + length > file.size()) {
      return malformed("E-MAC-APPLEDOUBLE-ENTRY", at,
                       "entry " + std::to_string(i) + " reaches past the end of the file");
    }
    copied += length;
    if (copied > file.size()) {
      return over_limit("E-MAC-APPLEDOUBLE-SIZE-LIMIT", at,
                        "the entries share bytes: together they would copy more than the file");
    }
    const ByteSpan data = file.subspan(offset, length);
    out.entries.push_back({load_be32(file, at), Bytes(data.begin(), data.end())});
  }
  return out;
}

Bytes encode_apple_double(const AppleDoubleFile& file) {
  ByteWriter out;
  write_be32(out, kAppleDoubleMagic);
  write_be32(out, file.version);
  out.fill(16, 0);
  write_be16(out, static_cast<std::uint16_t>(file.entries.size()));
  std::size_t offset = kAppleDoubleHeaderBytes + file.entries.size() * kAppleDoubleEntryBytes;
  for (const AppleDoubleEntry& entry : file.entries) {
    write_be32(out, entry.id);
    write_be32(out, static_cast<std::uint32_t>(offset));
    write_be32(out, static_cast<std::uint32_t>(entry.data.size()));
    offset += entry.data.size();
  }
  for (const AppleDoubleEntry& entry : file.entries) out.bytes(entry.data);
  return out.take();
}

MacContainer detect_mac_container(ByteSpan file) {
  if (file.size() >= 4 && load_be32(file, 0) == kAppleDoubleMagic) {
    return MacContainer::kAppleDouble;
  }
  if (macbinary_zero_bytes_and_name(file) && macbinary_forks_inside(file)) {
    return MacContainer::kMacBinary;
  }
  return MacContainer::kRawFork;
}

Result<ResourceFork> decode_mac_resource_file(ByteSpan file, Findings& findings) {
  return decode_mac_resource_file_as(file, detect_mac_container(file), findings);
}

Result<ResourceFork> decode_mac_resource_file_as(ByteSpan file, MacContainer container,
                                                 Findings& findings) {
  switch (container) {
    case MacContainer::kAppleDouble: {
      WS_ASSIGN_OR_RETURN(const AppleDoubleFile double_file, decode_apple_double(file, findings));
      for (const AppleDoubleEntry& entry : double_file.entries) {
        if (entry.id == kAppleDoubleResourceFork) {
          return decode_resource_fork(entry.data, findings);
        }
      }
      return malformed("E-MAC-APPLEDOUBLE-NO-FORK", 24, "no entry 2 (resource fork)");
    }
    case MacContainer::kMacBinary: {
      WS_ASSIGN_OR_RETURN(const MacBinaryFile binary, decode_macbinary(file, findings));
      return decode_resource_fork(binary.resource_fork, findings);
    }
    case MacContainer::kRawFork:
      break;
  }
  return decode_resource_fork(file, findings);
}

ProbeVerdict probe_mac_resource_file(ByteSpan file) {
  switch (detect_mac_container(file)) {
    case MacContainer::kAppleDouble:
      if (file.size() < kAppleDoubleHeaderBytes) return ProbeVerdict::kUnsure;
      return kAppleDoubleHeaderBytes + load_be16(file, 24) * kAppleDoubleEntryBytes <= file.size()
                 ? ProbeVerdict::kCertain
                 : ProbeVerdict::kUnsure;
    case MacContainer::kMacBinary:
      return macbinary_crc_matches(file) ? ProbeVerdict::kCertain : ProbeVerdict::kLikely;
    case MacContainer::kRawFork:
      break;
  }
  return probe_resource_fork(file);
}

}  // namespace wolfsuite
