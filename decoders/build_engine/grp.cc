#include "decoders/build_engine/grp.h"

#include <algorithm>
#include <map>
#include <utility>

#include "decoders/core/ascii_case.h"
#include "decoders/core/byte_reader.h"
#include "decoders/core/byte_writer.h"

namespace wolfsuite {
namespace {

constexpr std::string_view kTruncated = "E-GRP-TRUNCATED";
constexpr std::string_view kEncode = "E-GRP-ENCODE";

std::size_t entry_offset(std::size_t index) { return kGrpHeaderBytes + index * kGrpEntryBytes; }

std::string upper_name(const GrpFile& file) { return ascii_upper(grp_file_name(file)); }

// The name oddities of each entry (grp.h catalogue), in directory order.
void check_names(const std::vector<GrpFile>& files, Findings& findings) {
  std::map<std::string, std::size_t> first_with_name;
  for (std::size_t i = 0; i < files.size(); ++i) {
    const auto& field = files[i].name_field;
    const auto nul = std::find(field.begin(), field.end(), std::uint8_t{0});
    if (nul == field.begin()) {
      findings.add("W-GRP-EMPTY-NAME", entry_offset(i),
                   "entry " + std::to_string(i) + " has an empty name");
    } else {
      const auto [earlier, inserted] = first_with_name.emplace(upper_name(files[i]), i);
      if (!inserted) {
        findings.add("W-GRP-DUPLICATE-NAME", entry_offset(i),
                     "entry " + std::to_string(i) + ": " + grp_file_name(files[i]) +
                         " is also entry " + std::to_string(earlier->second));
      }
    }
    if (nul != field.end() && std::any_of(nul, field.end(), [](std::uint8_t b) { return b; })) {
      findings.add("W-GRP-NAME-PADDING", entry_offset(i),
                   "entry " + std::to_string(i) + ": bytes after the name's NUL are not zero");
    }
  }
}

}  // namespace

std::string grp_file_name(const GrpFile& file) {
  const auto& field = file.name_field;
  const auto nul = std::find(field.begin(), field.end(), std::uint8_t{0});
  return std::string(field.begin(), nul);
}

Result<GrpFile> make_grp_file(std::string_view name, Bytes data) {
  if (name.size() > kGrpNameBytes || name.find('\0') != std::string_view::npos) {
    return malformed(kEncode, 0,
                     "name \"" + std::string(name) + "\" does not fit the 12-byte name field");
  }
  GrpFile file;
  std::copy(name.begin(), name.end(), file.name_field.begin());
  file.data = std::move(data);
  return file;
}

Result<Grp> decode_grp(ByteSpan in, Findings& findings) {
  ByteReader reader(in, kTruncated);
  WS_ASSIGN_OR_RETURN(const ByteSpan magic, reader.bytes(kGrpMagic.size()));
  if (!std::equal(magic.begin(), magic.end(), kGrpMagic.begin())) {
    return malformed("E-GRP-MAGIC", 0, "the file does not start with \"KenSilverman\"");
  }
  WS_ASSIGN_OR_RETURN(const std::uint32_t count, reader.u32());
  if (count > kMaxGrpFiles) {
    return over_limit("E-GRP-FILE-LIMIT", kGrpMagic.size(),
                      std::to_string(count) + " files; at most " + std::to_string(kMaxGrpFiles));
  }
  // The directory is checked against the bytes at hand before the vector is sized.
  const std::size_t directory_bytes = std::size_t{count} * kGrpEntryBytes;
  if (directory_bytes > reader.remaining()) {
    return malformed(kTruncated, reader.file_offset(),
                     std::to_string(count) + " entries need " + std::to_string(directory_bytes) +
                         " bytes, " + std::to_string(reader.remaining()) + " left");
  }
  Grp grp;
  grp.files.resize(count);
  std::vector<std::uint32_t> sizes(count);
  for (std::size_t i = 0; i < count; ++i) {
    WS_ASSIGN_OR_RETURN(const ByteSpan name, reader.bytes(kGrpNameBytes));
    std::copy(name.begin(), name.end(), grp.files[i].name_field.begin());
    WS_ASSIGN_OR_RETURN(sizes[i], reader.u32());
  }
  for (std::size_t i = 0; i < count; ++i) {
    if (sizes[i] > reader.remaining()) {
      return malformed(kTruncated, reader.file_offset(),
                       "entry " + std::to_string(i) + " (" + grp_file_name(grp.files[i]) +
                           ") needs " + std::to_string(sizes[i]) + " bytes, " +
                           std::to_string(reader.remaining()) + " left");
    }
    WS_ASSIGN_OR_RETURN(const ByteSpan data, reader.bytes(sizes[i]));
    grp.files[i].data.assign(data.begin(), data.end());
  }
  check_names(grp.files, findings);
  if (!reader.at_end()) {
    findings.add("W-GRP-TRAILING", reader.file_offset(),
                 std::to_string(reader.remaining()) + " bytes after the last file's data");
    grp.trailing.assign(reader.rest().begin(), reader.rest().end());
  }
  return grp;
}

Result<Bytes> encode_grp(const Grp& grp) {
  if (grp.files.size() > kMaxGrpFiles) {
    return over_limit(
        kEncode, kGrpMagic.size(),
        std::to_string(grp.files.size()) + " files; at most " + std::to_string(kMaxGrpFiles));
  }
  std::size_t total = kGrpHeaderBytes + grp.files.size() * kGrpEntryBytes + grp.trailing.size();
  for (std::size_t i = 0; i < grp.files.size(); ++i) {
    if (grp.files[i].data.size() > UINT32_MAX) {
      return malformed(kEncode, entry_offset(i) + kGrpNameBytes,
                       "entry " + std::to_string(i) + " does not fit the uint32 size field");
    }
    total += grp.files[i].data.size();
  }
  ByteWriter writer;
  writer.reserve(total);
  for (const char c : kGrpMagic) writer.u8(static_cast<std::uint8_t>(c));
  writer.u32(static_cast<std::uint32_t>(grp.files.size()));
  for (const GrpFile& file : grp.files) {
    writer.bytes(file.name_field);
    writer.u32(static_cast<std::uint32_t>(file.data.size()));
  }
  for (const GrpFile& file : grp.files) writer.bytes(file.data);
  writer.bytes(grp.trailing);
  return writer.take();
}

ProbeVerdict probe_grp(ByteSpan file) {
  if (file.size() < kGrpMagic.size() ||
      !std::equal(kGrpMagic.begin(), kGrpMagic.end(), file.begin())) {
    return ProbeVerdict::kNo;
  }
  if (file.size() < kGrpHeaderBytes) return ProbeVerdict::kLikely;
  const std::uint32_t count = load_u32le(file, kGrpMagic.size());
  const bool directory_fits =
      count <= kMaxGrpFiles && std::size_t{count} * kGrpEntryBytes <= file.size() - kGrpHeaderBytes;
  return directory_fits ? ProbeVerdict::kCertain : ProbeVerdict::kLikely;
}

}  // namespace wolfsuite
