#include "decoders/core/sha256.h"

#include <gtest/gtest.h>

#include <string_view>

namespace wolfsuite {
namespace {

Bytes ascii(std::string_view text) { return Bytes(text.begin(), text.end()); }

// Test vectors from FIPS 180-2 appendix B.
TEST(Sha256, EmptyInputHasTheStandardDigest) {
  EXPECT_EQ(sha256_hex({}), "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
}

TEST(Sha256, AbcHasTheStandardDigest) {
  EXPECT_EQ(sha256_hex(ascii("abc")),
            "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
}

TEST(Sha256, TwoBlockMessageHasTheStandardDigest) {
  EXPECT_EQ(sha256_hex(ascii("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq")),
            "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1");
}

}  // namespace
}  // namespace wolfsuite
