#include "decoders/wolf/imf_file.h"

#include <gtest/gtest.h>

namespace wolfsuite {
namespace {

// Register 0 value 0 delay 0, then 0xB0 = 0x31 for 10 ticks: a type 0 file's usual start.
const Bytes kCommands = {0x00, 0x00, 0x00, 0x00, 0xb0, 0x31, 0x0a, 0x00};

TEST(ImfFile, CommandsAloneAreType0) {
  Findings findings;
  const auto imf = decode_imf_file(kCommands, findings);
  ASSERT_TRUE(imf.ok()) << imf.error().to_string();
  EXPECT_EQ(imf->type, ImfType::kType0);
  ASSERT_EQ(imf->music.commands.size(), 2u);
  EXPECT_EQ(imf->music.commands[1], (ImfCommand{0xb0, 0x31, 10}));
  EXPECT_TRUE(findings.empty());
  EXPECT_EQ(*encode_imf_file(*imf), kCommands);
}

TEST(ImfFile, ASizeThatFitsMakesType1AndTheRestIsTheFooter) {
  Bytes file = {0x08, 0x00};
  file.insert(file.end(), kCommands.begin(), kCommands.end());
  file.insert(file.end(), {'t', 'i', 't', 'l', 'e'});
  Findings findings;
  const auto imf = decode_imf_file(file, findings);
  ASSERT_TRUE(imf.ok()) << imf.error().to_string();
  EXPECT_EQ(imf->type, ImfType::kType1);
  EXPECT_EQ(imf->music.commands.size(), 2u);
  EXPECT_EQ(imf->music.tag, (Bytes{'t', 'i', 't', 'l', 'e'}));
  EXPECT_EQ(*encode_imf_file(*imf), file);
}

TEST(ImfFile, ASizePastTheEndOrNotAMultipleOf4MeansType0) {
  EXPECT_EQ(imf_file_type(Bytes{0x0c, 0x00, 1, 2, 3, 4}), ImfType::kType0);
  EXPECT_EQ(imf_file_type(Bytes{0x02, 0x00, 1, 2}), ImfType::kType0);
  EXPECT_EQ(imf_file_type(Bytes{0x04, 0x00, 1, 2, 3, 4}), ImfType::kType1);
}

TEST(ImfFile, Type0BytesAfterTheLastCommandAreAFinding) {
  Bytes file = kCommands;
  file.push_back(0x77);
  Findings findings;
  const auto imf = decode_imf_file(file, findings);
  ASSERT_TRUE(imf.ok());
  ASSERT_EQ(findings.items().size(), 1u);
  EXPECT_EQ(findings.items()[0].id, "W-IMF-PARTIAL");
  EXPECT_EQ(findings.items()[0].offset, 8u);
  EXPECT_EQ(*encode_imf_file(*imf), file);
}

TEST(ImfFile, EmptyAndHugeFilesAreRejected) {
  Findings findings;
  EXPECT_EQ(decode_imf_file(Bytes{}, findings).error().id, "E-IMF-EMPTY");
  EXPECT_EQ(decode_imf_file(Bytes(kMaxImfFileBytes + 1, 0), findings).error().id, "E-IMF-LIMIT");
}

}  // namespace
}  // namespace wolfsuite
