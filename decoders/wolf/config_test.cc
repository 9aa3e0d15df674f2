#include "decoders/wolf/config.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "decoders/core/byte_reader.h"
#include "decoders/core/file_io.h"
#include "decoders/fixtures/real_data.h"

namespace wolfsuite {
namespace {

// File offsets written from the layout table in config.h, independently of the decoder.
constexpr std::size_t kSoundModeAt = 462;
constexpr std::size_t kMusicModeAt = 464;
constexpr std::size_t kDigiModeAt = 466;
constexpr std::size_t kMouseEnabledAt = 468;
constexpr std::size_t kJoypadEnabledAt = 472;
constexpr std::size_t kJoystickPortAt = 476;
constexpr std::size_t kDirectionScanAt = 478;
constexpr std::size_t kButtonScanAt = 486;
constexpr std::size_t kMouseButtonsAt = 502;
constexpr std::size_t kJoystickButtonsAt = 510;
constexpr std::size_t kViewSizeAt = 518;
constexpr std::size_t kMouseAdjustmentAt = 520;

std::string outcome(const Result<Config>& result) {
  if (result.ok()) return "ok";
  return result.error().id + " at " + std::to_string(result.error().offset);
}

void set_name(HighScore& score, const std::string& name) {
  score.name.fill(0);
  std::copy(name.begin(), name.end(), score.name.begin());
}

// Every field different from the defaults and in range.
Config sample_config() {
  Config config = default_config();
  for (std::size_t i = 0; i < kHighScores; ++i) {
    HighScore& score = config.high_scores[i];
    set_name(score, "Player " + std::to_string(i));
    score.score = 90000 - 1000 * static_cast<std::int32_t>(i);
    score.completed = static_cast<std::uint16_t>(9 - i);
    score.episode = static_cast<std::uint16_t>(i % 6);
  }
  config.high_scores[3].name[40] = 'z';  // bytes after the NUL are kept
  config.sound_mode = SoundMode::kPcSpeaker;
  config.music_mode = MusicMode::kOff;
  config.digi_mode = DigiMode::kSoundSource;
  config.mouse_enabled = 0;
  config.joystick_enabled = 1;
  config.joypad_enabled = 1;
  config.joystick_progressive = 1;
  config.joystick_port = 1;
  config.direction_scan = {0x11, 0x20, 0x1f, 0x1e};
  config.button_scan = {0x1d, 0x38, 0x2a, 0x12, 0x02, 0x03, 0x04, 0x05};
  config.mouse_buttons = {0, 2, 1, 3};
  config.joystick_buttons = {3, 2, 1, 0};
  config.view_size = 19;
  config.mouse_adjustment = 9;
  return config;
}

TEST(Config, DefaultsEncodeToTheDocumentedSize) {
  EXPECT_EQ(encode_config(default_config()).size(), 522u);
  EXPECT_EQ(encode_config(default_config()).size(), kConfigBytes);
}

TEST(Config, DefaultsSitAtTheDocumentedOffsets) {
  const Bytes bytes = encode_config(default_config());
  EXPECT_EQ(std::string(reinterpret_cast<const char*>(&bytes[0])), "id software-'92");
  EXPECT_EQ(load_u32le(bytes, 58), 10000u);
  EXPECT_EQ(load_u16le(bytes, 62), 1);  // completed
  EXPECT_EQ(load_u16le(bytes, 64), 0);  // episode
  EXPECT_EQ(std::string(reinterpret_cast<const char*>(&bytes[66 * 6])), "Jay Wilbur");
  EXPECT_EQ(bytes[66 * 6 + 57], 0);
  EXPECT_EQ(load_u16le(bytes, kSoundModeAt), 2);  // AdLib
  EXPECT_EQ(load_u16le(bytes, kMusicModeAt), 1);  // AdLib
  EXPECT_EQ(load_u16le(bytes, kDigiModeAt), 3);   // Sound Blaster
  EXPECT_EQ(load_u16le(bytes, kMouseEnabledAt), 1);
  EXPECT_EQ(load_u16le(bytes, kJoystickPortAt), 0);
  EXPECT_EQ(load_u16le(bytes, kDirectionScanAt), 0x48);       // up arrow
  EXPECT_EQ(load_u16le(bytes, kDirectionScanAt + 6), 0x4b);   // left arrow
  EXPECT_EQ(load_u16le(bytes, kButtonScanAt), 0x1d);          // ctrl: attack
  EXPECT_EQ(load_u16le(bytes, kButtonScanAt + 14), 0x05);     // 4: chain gun
  EXPECT_EQ(load_u16le(bytes, kMouseButtonsAt + 6), 0xffff);  // no button
  EXPECT_EQ(load_u16le(bytes, kJoystickButtonsAt + 6), 2);    // run
  EXPECT_EQ(load_u16le(bytes, kViewSizeAt), 15);
  EXPECT_EQ(load_u16le(bytes, kMouseAdjustmentAt), 5);
}

TEST(Config, DefaultsDecodeWithoutFindings) {
  Findings findings;
  const Result<Config> decoded = decode_config(encode_config(default_config()), findings);
  ASSERT_TRUE(decoded.ok()) << decoded.error().to_string();
  EXPECT_EQ(*decoded, default_config());
  EXPECT_TRUE(findings.empty());
  EXPECT_EQ(high_score_name(decoded->high_scores[2]), "John Carmack");
}

TEST(Config, ConstructedConfigRoundTrips) {
  const Config config = sample_config();
  Findings findings;
  const Result<Config> decoded = decode_config(encode_config(config), findings);
  ASSERT_TRUE(decoded.ok());
  EXPECT_EQ(*decoded, config);
  EXPECT_TRUE(findings.empty());
  EXPECT_EQ(high_score_name(decoded->high_scores[3]), "Player 3");
  EXPECT_EQ(decoded->high_scores[3].name[40], 'z');
}

TEST(Config, OutOfRangeValuesRoundTripAsTheyAre) {
  Config config = sample_config();
  config.sound_mode = static_cast<SoundMode>(0x1234);
  config.view_size = -3;
  config.high_scores[0].score = -5;
  Findings findings;
  const Result<Config> decoded = decode_config(encode_config(config), findings);
  ASSERT_TRUE(decoded.ok());
  EXPECT_EQ(*decoded, config);
  EXPECT_FALSE(findings.empty());
}

TEST(Config, ShorterThan522BytesIsTheSizeError) {
  const Bytes bytes = encode_config(default_config());
  for (const std::size_t size : {std::size_t{0}, std::size_t{1}, std::size_t{66}, kSoundModeAt,
                                 kViewSizeAt, std::size_t{521}}) {
    Findings findings;
    const Bytes prefix(bytes.begin(), bytes.begin() + static_cast<std::ptrdiff_t>(size));
    EXPECT_EQ(outcome(decode_config(prefix, findings)), "E-CONFIG-SIZE at " + std::to_string(size));
  }
}

TEST(Config, LongerFileIsReadForItsFirst522BytesWithAFinding) {
  Bytes bytes = encode_config(sample_config());
  bytes.insert(bytes.end(), 40, 0x77);
  Findings findings;
  const Result<Config> decoded = decode_config(bytes, findings);
  ASSERT_TRUE(decoded.ok());
  EXPECT_EQ(*decoded, sample_config());
  ASSERT_EQ(findings.items().size(), 1u);
  EXPECT_EQ(findings.items()[0].id, "W-CONFIG-TRAILING-BYTES");
  EXPECT_EQ(findings.items()[0].offset, 522u);
}

struct RangeCase {
  const char* id;
  std::size_t offset;
  void (*set)(Config&);
};

TEST(Config, ValuesOutsideTheEngineRangesAreFindingsAtTheirOffsets) {
  const RangeCase cases[] = {
      {"W-CONFIG-SOUND-MODE-RANGE", kSoundModeAt,
       [](Config& c) { c.sound_mode = static_cast<SoundMode>(3); }},
      {"W-CONFIG-MUSIC-MODE-RANGE", kMusicModeAt,
       [](Config& c) { c.music_mode = static_cast<MusicMode>(2); }},
      {"W-CONFIG-DIGI-MODE-RANGE", kDigiModeAt,
       [](Config& c) { c.digi_mode = static_cast<DigiMode>(4); }},
      {"W-CONFIG-BOOLEAN-RANGE", kMouseEnabledAt, [](Config& c) { c.mouse_enabled = 2; }},
      {"W-CONFIG-BOOLEAN-RANGE", kJoypadEnabledAt, [](Config& c) { c.joypad_enabled = 0xffff; }},
      {"W-CONFIG-JOYSTICK-PORT-RANGE", kJoystickPortAt, [](Config& c) { c.joystick_port = 2; }},
      {"W-CONFIG-SCAN-CODE-RANGE", kDirectionScanAt + 4,
       [](Config& c) { c.direction_scan[2] = 0x80; }},
      {"W-CONFIG-SCAN-CODE-RANGE", kButtonScanAt + 14, [](Config& c) { c.button_scan[7] = 0x100; }},
      {"W-CONFIG-BUTTON-RANGE", kMouseButtonsAt + 2, [](Config& c) { c.mouse_buttons[1] = 8; }},
      {"W-CONFIG-BUTTON-RANGE", kJoystickButtonsAt, [](Config& c) { c.joystick_buttons[0] = -2; }},
      {"W-CONFIG-VIEW-SIZE-RANGE", kViewSizeAt, [](Config& c) { c.view_size = 3; }},
      {"W-CONFIG-VIEW-SIZE-RANGE", kViewSizeAt, [](Config& c) { c.view_size = 20; }},
      {"W-CONFIG-MOUSE-ADJUSTMENT-RANGE", kMouseAdjustmentAt,
       [](Config& c) { c.mouse_adjustment = -1; }},
      {"W-CONFIG-MOUSE-ADJUSTMENT-RANGE", kMouseAdjustmentAt,
       [](Config& c) { c.mouse_adjustment = 10; }},
      {"W-CONFIG-SCORE-NAME-UNTERMINATED", 66 * 4,
       [](Config& c) { c.high_scores[4].name.fill('A'); }},
  };
  for (const RangeCase& c : cases) {
    Config config = default_config();
    c.set(config);
    Findings findings;
    const Result<Config> decoded = decode_config(encode_config(config), findings);
    ASSERT_TRUE(decoded.ok());
    EXPECT_EQ(*decoded, config) << c.id;
    ASSERT_EQ(findings.items().size(), 1u) << c.id;
    EXPECT_EQ(findings.items()[0].id, c.id);
    EXPECT_EQ(findings.items()[0].offset, c.offset) << c.id;
  }
}

TEST(Config, RangeLimitsThemselvesGiveNoFinding) {
  Config config = default_config();
  config.sound_mode = SoundMode::kOff;
  config.digi_mode = DigiMode::kOff;
  config.view_size = 4;
  config.mouse_adjustment = 0;
  config.button_scan[0] = 0x7f;
  config.mouse_buttons = {-1, 7, -1, 7};
  Findings findings;
  ASSERT_TRUE(decode_config(encode_config(config), findings).ok());
  EXPECT_TRUE(findings.empty());
}

TEST(Config, HighScoreNameWithoutNulIsAllItsBytes) {
  HighScore score;
  score.name.fill('Q');
  EXPECT_EQ(high_score_name(score), std::string(58, 'Q'));
}

// ---- Real data ------------------------------------------------------------------------------

// The shipped data sets hold no config file; a CONFIG.<ext> placed beside them is checked.
TEST(ConfigRealData, EveryRealConfigDecodesAndReencodesByteIdentical) {
  std::size_t checked = 0;
  for (const DataSetFiles& set : testing::real_wolf_sets()) {
    const auto path = set.file("config");
    if (!path) continue;
    const Result<Bytes> bytes = read_file(*path);
    ASSERT_TRUE(bytes.ok()) << path->string();
    Findings findings;
    const Result<Config> decoded = decode_config(*bytes, findings);
    ASSERT_TRUE(decoded.ok()) << path->string() << ": " << decoded.error().to_string();
    const Bytes again = encode_config(*decoded);
    EXPECT_TRUE(std::equal(again.begin(), again.end(), bytes->begin())) << path->string();
    ++checked;
  }
  if (checked == 0) GTEST_SKIP() << "no CONFIG.<ext> files in the real data sets";
}

}  // namespace
}  // namespace wolfsuite
