#include "decoders/quake/bsp_entities.h"

#include <gtest/gtest.h>

#include "decoders/quake/bsp.h"
#include "decoders/quake/quake_real_data.h"

namespace wolfsuite {
namespace {

Bytes text(std::string_view s) { return Bytes(s.begin(), s.end()); }

TEST(BspEntities, ParsesEntitiesWithTheirFieldsInOrder) {
  const auto entities = parse_entities(
      text("{\n\"classname\" \"worldspawn\"\n\"wad\" \"a.wad\"\n}\n{ \"classname\" \"light\" }"));
  ASSERT_TRUE(entities.ok()) << entities.error().to_string();
  ASSERT_EQ(entities->size(), 2u);
  EXPECT_EQ((*entities)[0].fields[1], (EntityField{"wad", "a.wad"}));
  EXPECT_EQ(entity_value((*entities)[1], "classname"), "light");
  EXPECT_EQ(entity_value((*entities)[1], "origin"), std::nullopt);
}

TEST(BspEntities, SkipsCommentsAndStopsAtTheNul) {
  Bytes bytes = text("// made by hand\n{ \"a\" \"b\" }");
  bytes.push_back(0);
  const Bytes junk = text("{ unclosed");
  bytes.insert(bytes.end(), junk.begin(), junk.end());
  const auto entities = parse_entities(bytes);
  ASSERT_TRUE(entities.ok());
  EXPECT_EQ(entities->size(), 1u);
}

TEST(BspEntities, RejectsMissingBracesAndQuotes) {
  for (const char* bad : {"\"a\" \"b\" }", "{ \"a\" \"b\"", "{ \"a\" }", "{ \"a\" \"b }"}) {
    const auto result = parse_entities(text(bad), 100);
    ASSERT_FALSE(result.ok()) << bad;
    EXPECT_EQ(result.error().id, "E-QUAKE-BSP-ENTITIES");
    EXPECT_GE(result.error().offset, 100u);
  }
}

TEST(BspEntities, WriteThenParseGivesTheEntitiesBack) {
  const std::vector<Entity> entities = {
      Entity{{{"classname", "worldspawn"}, {"message", "The Box"}}},
      Entity{{{"classname", "info_player_start"}, {"origin", "0 0 24"}, {"angle", "90"}}},
      Entity{}};
  const auto bytes = write_entities(entities);
  ASSERT_TRUE(bytes.ok());
  EXPECT_EQ(bytes->back(), 0);
  EXPECT_EQ(parse_entities(*bytes).value(), entities);
}

TEST(BspEntities, WriteRefusesAValueWithAQuote) {
  EXPECT_EQ(write_entities({Entity{{{"message", "say \"hi\""}}}}).error().id,
            "E-QUAKE-BSP-ENTITIES-ENCODE");
}

TEST(BspEntitiesRealData, CubeHasWorldspawnAndAPlayerStart) {
  const auto bytes = testing::read_quake_file(testing::kQuakeBspSet, "q1_cube.bsp");
  if (!bytes) GTEST_SKIP() << testing::quake_data_missing(testing::kQuakeBspSet);
  Findings findings;
  const auto bsp = decode_bsp(*bytes, findings);
  ASSERT_TRUE(bsp.ok());
  const auto entities = parse_entities(bsp->entities);
  ASSERT_TRUE(entities.ok());
  ASSERT_EQ(entities->size(), 2u);
  EXPECT_EQ(entity_value((*entities)[1], "classname"), "info_player_start");
  EXPECT_EQ(entity_value((*entities)[1], "origin"), "56 -208 136");
}

}  // namespace
}  // namespace wolfsuite
