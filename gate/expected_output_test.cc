// The expected bytes a failed vector is compared with: its shipped file or its slice of an input.
#include "gate/expected_output.h"

#include <gtest/gtest.h>

#include "gate/runner_test_support.h"

namespace wolfsuite::gate {
namespace {

using testing::ScratchFolder;
using testing::write_text;

Vector page_vector() {
  Vector vector;
  vector.id = "synthetic/vswap-page/page0001";
  vector.capability = "vswap-page";
  vector.inputs = {{"vswap", "files/VSWAP.WL1"}};
  vector.expected.size = 4;
  vector.expected.format = OutputFormat::kBytes;
  return vector;
}

TEST(ReadExpectedOutput, ASliceIsReadFromItsInputAtItsOffset) {
  ScratchFolder folder;
  write_text(folder, "files/VSWAP.WL1", "header:page;rest");
  Vector vector = page_vector();
  vector.expected.slice = ExpectedSlice{"vswap", 7};
  const auto read = read_expected_output(vector, folder.path(), 4096);
  ASSERT_TRUE(read.ok()) << read.error().to_string();
  ASSERT_TRUE(read->has_value());
  EXPECT_EQ(**read, (Bytes{'p', 'a', 'g', 'e'}));
}

TEST(ReadExpectedOutput, ASlicePastTheInputsEndIsAReadError) {
  ScratchFolder folder;
  write_text(folder, "files/VSWAP.WL1", "short");
  Vector vector = page_vector();
  vector.expected.slice = ExpectedSlice{"vswap", 3};
  const auto read = read_expected_output(vector, folder.path(), 4096);
  ASSERT_FALSE(read.ok());
  EXPECT_EQ(read.error().id, "E-IO-READ");
  EXPECT_NE(read.error().message.find("5 bytes, no 4 bytes at offset 3"), std::string::npos)
      << read.error().message;
}

TEST(ReadExpectedOutput, TheShippedFileIsReadAndAHashOnlyVectorHasNone) {
  ScratchFolder folder;
  write_text(folder, "page.bin", "page");
  Vector vector = page_vector();
  vector.expected.output = "page.bin";
  const auto shipped = read_expected_output(vector, folder.path(), 4096);
  ASSERT_TRUE(shipped.ok()) << shipped.error().to_string();
  EXPECT_EQ(shipped->value(), (Bytes{'p', 'a', 'g', 'e'}));
  const auto hash_only = read_expected_output(page_vector(), folder.path(), 4096);
  ASSERT_TRUE(hash_only.ok());
  EXPECT_FALSE(hash_only->has_value());
}

}  // namespace
}  // namespace wolfsuite::gate
