#include "decoders/mac/resource_fork.h"

#include <gtest/gtest.h>

#include <string>

#include "decoders/core/big_endian.h"

namespace wolfsuite {
namespace {

std::string outcome(const Result<ResourceFork>& result) {
  if (result.ok()) return "ok";
  return result.error().id + " at " + std::to_string(result.error().offset);
}

ResourceFork two_type_fork() {
  ResourceFork fork;
  fork.attributes = 0x0020;
  fork.resources.push_back({"BRGR", 146, std::nullopt, 0, Bytes{0, 1, 0, 200}});
  fork.resources.push_back({"BRGR", 200, std::string("Level 1"), 0x20, Bytes(300, 7)});
  fork.resources.push_back({"STR ", -16396, std::string("x"), 0, Bytes{}});
  return fork;
}

Bytes encoded(const ResourceFork& fork) {
  Result<Bytes> bytes = encode_resource_fork(fork);
  EXPECT_TRUE(bytes.ok());
  return bytes.ok() ? *bytes : Bytes{};
}

TEST(ResourceFork, RoundTripsTypesIdsNamesAttributesAndData) {
  const ResourceFork fork = two_type_fork();
  Findings findings;
  const Result<ResourceFork> decoded = decode_resource_fork(encoded(fork), findings);
  ASSERT_TRUE(decoded.ok()) << decoded.error().to_string();
  EXPECT_EQ(*decoded, fork);
  EXPECT_TRUE(findings.empty());
}

TEST(ResourceFork, EncoderWritesTheDocumentedHeaderAndMapFields) {
  const Bytes bytes = encoded(two_type_fork());
  // Inside Macintosh layout: data at 256, map right after the data, map header copy first.
  EXPECT_EQ(load_be32(bytes, 0), 256u);
  const std::uint32_t map_offset = load_be32(bytes, 4);
  EXPECT_EQ(map_offset, 256 + load_be32(bytes, 8));
  EXPECT_EQ(map_offset + load_be32(bytes, 12), bytes.size());
  EXPECT_EQ(load_be32(bytes, map_offset), 256u);
  EXPECT_EQ(load_be16(bytes, map_offset + 22), 0x0020);
  const std::size_t type_list = map_offset + load_be16(bytes, map_offset + 24);
  EXPECT_EQ(load_be16(bytes, type_list), 1);  // two types, stored minus one
  EXPECT_EQ(std::string(bytes.begin() + type_list + 2, bytes.begin() + type_list + 6), "BRGR");
  EXPECT_EQ(load_be16(bytes, type_list + 6), 1);  // two BRGR resources, minus one
  const std::size_t first_reference = type_list + load_be16(bytes, type_list + 8);
  EXPECT_EQ(load_be16(bytes, first_reference), 146);
  EXPECT_EQ(load_be16(bytes, first_reference + 2), 0xFFFF);  // no name
  EXPECT_EQ(load_be24(bytes, first_reference + 5), 0u);      // first in the data area
  EXPECT_EQ(load_be32(bytes, 256), 4u);                      // its length word
}

TEST(ResourceFork, EmptyForkHasNoTypesStoredAsFFFF) {
  const Bytes bytes = encoded(ResourceFork{});
  const std::uint32_t map_offset = load_be32(bytes, 4);
  EXPECT_EQ(load_be16(bytes, map_offset + 28), 0xFFFF);
  Findings findings;
  const Result<ResourceFork> decoded = decode_resource_fork(bytes, findings);
  ASSERT_TRUE(decoded.ok());
  EXPECT_TRUE(decoded->resources.empty());
}

TEST(ResourceFork, EncoderGroupsResourcesByTypeInFirstAppearanceOrder) {
  ResourceFork fork;
  fork.resources.push_back({"AAAA", 1, std::nullopt, 0, Bytes{1}});
  fork.resources.push_back({"BBBB", 2, std::nullopt, 0, Bytes{2}});
  fork.resources.push_back({"AAAA", 3, std::nullopt, 0, Bytes{3}});
  Findings findings;
  const Result<ResourceFork> decoded = decode_resource_fork(encoded(fork), findings);
  ASSERT_TRUE(decoded.ok());
  ASSERT_EQ(decoded->resources.size(), 3u);
  EXPECT_EQ(decoded->resources[1].id, 3);
  EXPECT_EQ(decoded->resources[2].type, "BBBB");
}

TEST(ResourceFork, ShortForkIsTruncated) {
  Findings findings;
  EXPECT_EQ(outcome(decode_resource_fork(Bytes(15, 0), findings)), "E-MAC-FORK-TRUNCATED at 0");
}

TEST(ResourceFork, MapPastTheEndIsARangeError) {
  Bytes bytes = encoded(two_type_fork());
  patch_be32(bytes, 12, load_be32(bytes, 12) + 1);
  Findings findings;
  EXPECT_EQ(outcome(decode_resource_fork(bytes, findings)), "E-MAC-FORK-RANGE at 0");
}

TEST(ResourceFork, TypeCountBeyondTheMapIsAMapError) {
  Bytes bytes = encoded(two_type_fork());
  const std::uint32_t map_offset = load_be32(bytes, 4);
  patch_be16(bytes, map_offset + 28, 0x4000);
  Findings findings;
  EXPECT_EQ(outcome(decode_resource_fork(bytes, findings)),
            "E-MAC-FORK-MAP at " + std::to_string(map_offset + 28));
}

TEST(ResourceFork, ReferenceCountBeyondTheMapIsAMapError) {
  Bytes bytes = encoded(two_type_fork());
  const std::uint32_t map_offset = load_be32(bytes, 4);
  patch_be16(bytes, map_offset + 28 + 6, 0x7000);
  Findings findings;
  EXPECT_EQ(outcome(decode_resource_fork(bytes, findings)),
            "E-MAC-FORK-MAP at " + std::to_string(map_offset + 30));
}

TEST(ResourceFork, MapTooShortForItsHeaderIsAMapError) {
  Bytes bytes = encoded(ResourceFork{});
  patch_be32(bytes, 12, 20);
  Findings findings;
  EXPECT_EQ(outcome(decode_resource_fork(bytes, findings)).substr(0, 14), "E-MAC-FORK-MAP");
}

TEST(ResourceFork, DataLengthPastTheDataAreaIsADataError) {
  Bytes bytes = encoded(two_type_fork());
  patch_be32(bytes, 256, 1000);
  Findings findings;
  EXPECT_EQ(outcome(decode_resource_fork(bytes, findings)), "E-MAC-FORK-DATA at 256");
}

TEST(ResourceFork, NameOffsetPastTheMapIsANameError) {
  Bytes bytes = encoded(two_type_fork());
  const std::uint32_t map_offset = load_be32(bytes, 4);
  const std::size_t second_reference = map_offset + 28 + 2 + 16 + 12;
  patch_be16(bytes, second_reference + 2, 0xFFF0);
  Findings findings;
  EXPECT_EQ(outcome(decode_resource_fork(bytes, findings)).substr(0, 15), "E-MAC-FORK-NAME");
}

TEST(ResourceFork, DuplicateTypeAndIdIsAFindingAndBothAreKept) {
  ResourceFork fork;
  fork.resources.push_back({"BRGR", 200, std::nullopt, 0, Bytes{1}});
  fork.resources.push_back({"BRGR", 200, std::nullopt, 0, Bytes{2}});
  Findings findings;
  const Result<ResourceFork> decoded = decode_resource_fork(encoded(fork), findings);
  ASSERT_TRUE(decoded.ok());
  EXPECT_TRUE(findings.contains("W-MAC-FORK-DUPLICATE"));
  EXPECT_EQ(find_resource(*decoded, "BRGR", 200)->data, Bytes{1});
}

TEST(ResourceFork, TypeListedTwiceIsAFindingAndItsResourcesAreKeptTogether) {
  ResourceFork fork;
  fork.resources.push_back({"AAAA", 1, std::nullopt, 0, Bytes{1}});
  fork.resources.push_back({"BBBB", 2, std::nullopt, 0, Bytes{2}});
  fork.resources.push_back({"CCCC", 3, std::nullopt, 0, Bytes{3}});
  Bytes bytes = encoded(fork);
  const std::size_t type_list = load_be32(bytes, 4) + 28;
  bytes[type_list + 2 + 16 + 0] = 'A';  // the third type entry now says AAAA too
  bytes[type_list + 2 + 16 + 1] = 'A';
  bytes[type_list + 2 + 16 + 2] = 'A';
  bytes[type_list + 2 + 16 + 3] = 'A';
  Findings findings;
  const Result<ResourceFork> decoded = decode_resource_fork(bytes, findings);
  ASSERT_TRUE(decoded.ok());
  EXPECT_TRUE(findings.contains("W-MAC-FORK-DUPLICATE-TYPE"));
  ASSERT_EQ(decoded->resources.size(), 3u);
  EXPECT_EQ(decoded->resources[1].id, 3);  // moved up beside the first AAAA
  Findings again;
  EXPECT_EQ(*decode_resource_fork(encoded(*decoded), again), *decoded);
}

TEST(ResourceFork, ReferencesSharingDataBeyondTheForksSizeAreALimit) {
  ResourceFork fork;
  for (std::int16_t id = 0; id < 8; ++id) {
    fork.resources.push_back({"DATA", id, std::nullopt, 0, Bytes{}});
  }
  fork.resources[0].data = Bytes(400, 9);
  Bytes bytes = encoded(fork);
  // Every reference at the first resource's data: 8 * 400 bytes from a fork of under 1 KiB.
  const std::size_t first_reference = load_be32(bytes, 4) + 28 + 2 + 8;
  for (std::size_t i = 1; i < 8; ++i) {
    for (std::size_t byte = 5; byte < 8; ++byte) bytes[first_reference + 12 * i + byte] = 0;
  }
  Findings findings;
  const Result<ResourceFork> decoded = decode_resource_fork(bytes, findings);
  ASSERT_FALSE(decoded.ok());
  EXPECT_EQ(decoded.error().id, "E-MAC-FORK-SIZE-LIMIT");
  EXPECT_EQ(decoded.error().kind, ErrorKind::kLimit);
}

TEST(ResourceFork, TypesSharingOneReferenceListAreALimit) {
  ResourceFork fork;
  for (std::int16_t id = 0; id < 40; ++id) {
    fork.resources.push_back({"DATA", id, std::nullopt, 0, Bytes{}});
  }
  for (char c = 'A'; c <= 'Z'; ++c) {
    fork.resources.push_back({std::string(4, c), 0, std::nullopt, 0, Bytes{}});
  }
  Bytes bytes = encoded(fork);
  // Every type entry gets DATA's count and reference list: 27 * 40 resources from 67 entries.
  const std::size_t type_list = load_be32(bytes, 4) + 28;
  for (std::size_t t = 1; t <= 26; ++t) {
    patch_be16(bytes, type_list + 2 + 8 * t + 4, 39);
    patch_be16(bytes, type_list + 2 + 8 * t + 6, load_be16(bytes, type_list + 2 + 6));
  }
  Findings findings;
  const Result<ResourceFork> decoded = decode_resource_fork(bytes, findings);
  ASSERT_FALSE(decoded.ok());
  EXPECT_EQ(decoded.error().id, "E-MAC-FORK-SIZE-LIMIT");
}

TEST(ResourceFork, OversizedForkIsALimitBeforeAnythingIsRead) {
  const Bytes bytes(kMaxResourceForkBytes + 1, 0);
  Findings findings;
  const Result<ResourceFork> decoded = decode_resource_fork(bytes, findings);
  ASSERT_FALSE(decoded.ok());
  EXPECT_EQ(decoded.error().id, "E-MAC-FORK-SIZE-LIMIT");
  EXPECT_EQ(decoded.error().kind, ErrorKind::kLimit);
}

TEST(ResourceFork, EncoderRejectsTypesThatAreNotFourCharacters) {
  ResourceFork fork;
  fork.resources.push_back({"BRG", 1, std::nullopt, 0, Bytes{}});
  const Result<Bytes> bytes = encode_resource_fork(fork);
  ASSERT_FALSE(bytes.ok());
  EXPECT_EQ(bytes.error().id, "E-MAC-FORK-ENCODE");
}

TEST(ResourceFork, ProbeLikesOwnForksAndRejectsInconsistentHeaders) {
  EXPECT_EQ(probe_resource_fork(encoded(two_type_fork())), ProbeVerdict::kLikely);
  Bytes broken = encoded(two_type_fork());
  patch_be32(broken, 4, 0xFFFFFF00);
  EXPECT_EQ(probe_resource_fork(broken), ProbeVerdict::kNo);
  EXPECT_EQ(probe_resource_fork(Bytes(8, 0)), ProbeVerdict::kNo);
}

TEST(ResourceFork, CountsResourcesAndTypes) {
  const ResourceForkCounts counts = count_resources(two_type_fork());
  EXPECT_EQ(counts.resources, 3u);
  EXPECT_EQ(counts.types, 2u);
}

}  // namespace
}  // namespace wolfsuite
