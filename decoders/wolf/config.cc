#include "decoders/wolf/config.h"

#include <algorithm>
#include <span>
#include <string_view>

#include "decoders/core/byte_reader.h"
#include "decoders/core/byte_writer.h"

namespace wolfsuite {
namespace {

// File offsets of the settings (layout table, config.h).
constexpr std::size_t kSettingsOffset = kHighScores * kHighScoreBytes;
constexpr std::size_t kSoundModeOffset = kSettingsOffset;
constexpr std::size_t kMouseEnabledOffset = kSettingsOffset + 6;
constexpr std::size_t kJoystickPortOffset = kSettingsOffset + 14;
constexpr std::size_t kDirectionScanOffset = kSettingsOffset + 16;
constexpr std::size_t kViewSizeOffset = kDirectionScanOffset + 2 * (4 + kConfigButtons + 4 + 4);

// Scan codes of the keys the engine binds by default (PC keyboard set 1).
constexpr std::uint16_t kScanUp = 0x48, kScanRight = 0x4d, kScanDown = 0x50, kScanLeft = 0x4b;
constexpr std::uint16_t kScanControl = 0x1d, kScanAlt = 0x38, kScanRightShift = 0x36,
                        kScanSpace = 0x39, kScan1 = 0x02, kScan2 = 0x03, kScan3 = 0x04,
                        kScan4 = 0x05;
// Button actions (config.h, mouse buttons).
constexpr std::int16_t kNoButton = -1, kAttack = 0, kStrafe = 1, kRun = 2, kUse = 3;
constexpr std::int16_t kLastButtonAction = 7;

constexpr std::array<std::string_view, kHighScores> kShippedHighScoreNames = {
    "id software-'92", "Adrian Carmack", "John Carmack", "Kevin Cloud",
    "Tom Hall",        "John Romero",    "Jay Wilbur"};

template <std::size_t N>
Status read_words(ByteReader& reader, std::array<std::uint16_t, N>& words) {
  for (std::uint16_t& word : words) {
    WS_ASSIGN_OR_RETURN(word, reader.u16());
  }
  return {};
}

template <std::size_t N>
Status read_words(ByteReader& reader, std::array<std::int16_t, N>& words) {
  for (std::int16_t& word : words) {
    WS_ASSIGN_OR_RETURN(word, reader.i16());
  }
  return {};
}

Status read_high_score(ByteReader& reader, HighScore& score) {
  WS_ASSIGN_OR_RETURN(const ByteSpan name, reader.bytes(score.name.size()));
  std::copy(name.begin(), name.end(), score.name.begin());
  WS_ASSIGN_OR_RETURN(score.score, reader.i32());
  WS_ASSIGN_OR_RETURN(score.completed, reader.u16());
  WS_ASSIGN_OR_RETURN(score.episode, reader.u16());
  return {};
}

template <typename Enum>
Status read_enum(ByteReader& reader, Enum& value) {
  WS_ASSIGN_OR_RETURN(const std::uint16_t raw, reader.u16());
  value = static_cast<Enum>(raw);
  return {};
}

Status read_settings(ByteReader& reader, Config& config) {
  WS_RETURN_IF_ERROR(read_enum(reader, config.sound_mode));
  WS_RETURN_IF_ERROR(read_enum(reader, config.music_mode));
  WS_RETURN_IF_ERROR(read_enum(reader, config.digi_mode));
  WS_ASSIGN_OR_RETURN(config.mouse_enabled, reader.u16());
  WS_ASSIGN_OR_RETURN(config.joystick_enabled, reader.u16());
  WS_ASSIGN_OR_RETURN(config.joypad_enabled, reader.u16());
  WS_ASSIGN_OR_RETURN(config.joystick_progressive, reader.u16());
  WS_ASSIGN_OR_RETURN(config.joystick_port, reader.u16());
  WS_RETURN_IF_ERROR(read_words(reader, config.direction_scan));
  WS_RETURN_IF_ERROR(read_words(reader, config.button_scan));
  WS_RETURN_IF_ERROR(read_words(reader, config.mouse_buttons));
  WS_RETURN_IF_ERROR(read_words(reader, config.joystick_buttons));
  WS_ASSIGN_OR_RETURN(config.view_size, reader.i16());
  WS_ASSIGN_OR_RETURN(config.mouse_adjustment, reader.i16());
  return {};
}

void check(Findings& findings, bool in_range, std::string_view id, std::size_t offset,
           std::string_view what, int value, std::string_view range) {
  if (in_range) return;
  findings.add(
      id, offset,
      std::string(what) + " " + std::to_string(value) + " is outside " + std::string(range));
}

void check_high_score_names(const Config& config, Findings& findings) {
  for (std::size_t i = 0; i < kHighScores; ++i) {
    const auto& name = config.high_scores[i].name;
    if (std::find(name.begin(), name.end(), 0) == name.end()) {
      findings.add("W-CONFIG-SCORE-NAME-UNTERMINATED", i * kHighScoreBytes,
                   "high score " + std::to_string(i) + " has no NUL in its 58 name bytes");
    }
  }
}

void check_modes(const Config& config, Findings& findings) {
  const auto sound = static_cast<int>(config.sound_mode);
  const auto music = static_cast<int>(config.music_mode);
  const auto digi = static_cast<int>(config.digi_mode);
  check(findings, sound <= 2, "W-CONFIG-SOUND-MODE-RANGE", kSoundModeOffset, "sound mode", sound,
        "0-2");
  check(findings, music <= 1, "W-CONFIG-MUSIC-MODE-RANGE", kSoundModeOffset + 2, "music mode",
        music, "0-1");
  check(findings, digi <= 3, "W-CONFIG-DIGI-MODE-RANGE", kSoundModeOffset + 4,
        "digitised sound mode", digi, "0-3");
}

void check_controls(const Config& config, Findings& findings) {
  const std::array<std::uint16_t, 4> flags = {config.mouse_enabled, config.joystick_enabled,
                                              config.joypad_enabled, config.joystick_progressive};
  for (std::size_t i = 0; i < flags.size(); ++i) {
    check(findings, flags[i] <= 1, "W-CONFIG-BOOLEAN-RANGE", kMouseEnabledOffset + 2 * i, "flag",
          flags[i], "0-1");
  }
  check(findings, config.joystick_port <= 1, "W-CONFIG-JOYSTICK-PORT-RANGE", kJoystickPortOffset,
        "joystick port", config.joystick_port, "0-1");
  std::size_t offset = kDirectionScanOffset;
  const auto check_scan_codes = [&](std::span<const std::uint16_t> codes) {
    for (const std::uint16_t code : codes) {
      check(findings, code <= 0x7f, "W-CONFIG-SCAN-CODE-RANGE", offset, "scan code", code,
            "0-0x7f");
      offset += 2;
    }
  };
  const auto check_button_actions = [&](std::span<const std::int16_t> actions) {
    for (const std::int16_t action : actions) {
      check(findings, action >= kNoButton && action <= kLastButtonAction, "W-CONFIG-BUTTON-RANGE",
            offset, "button action", action, "-1..7");
      offset += 2;
    }
  };
  check_scan_codes(config.direction_scan);
  check_scan_codes(config.button_scan);
  check_button_actions(config.mouse_buttons);
  check_button_actions(config.joystick_buttons);
}

void check_view(const Config& config, Findings& findings) {
  check(findings, config.view_size >= 4 && config.view_size <= 19, "W-CONFIG-VIEW-SIZE-RANGE",
        kViewSizeOffset, "view size", config.view_size, "4-19");
  check(findings, config.mouse_adjustment >= 0 && config.mouse_adjustment <= 9,
        "W-CONFIG-MOUSE-ADJUSTMENT-RANGE", kViewSizeOffset + 2, "mouse adjustment",
        config.mouse_adjustment, "0-9");
}

}  // namespace

std::string high_score_name(const HighScore& score) {
  const auto end = std::find(score.name.begin(), score.name.end(), 0);
  return std::string(score.name.begin(), end);
}

Config default_config() {
  Config config;
  for (std::size_t i = 0; i < kHighScores; ++i) {
    HighScore& entry = config.high_scores[i];
    std::copy(kShippedHighScoreNames[i].begin(), kShippedHighScoreNames[i].end(),
              entry.name.begin());
    entry.score = 10000;
    entry.completed = 1;
  }
  config.sound_mode = SoundMode::kAdLib;
  config.music_mode = MusicMode::kAdLib;
  config.digi_mode = DigiMode::kSoundBlaster;
  config.mouse_enabled = 1;
  config.direction_scan = {kScanUp, kScanRight, kScanDown, kScanLeft};
  config.button_scan = {kScanControl, kScanAlt, kScanRightShift, kScanSpace,
                        kScan1,       kScan2,   kScan3,          kScan4};
  config.mouse_buttons = {kAttack, kStrafe, kUse, kNoButton};
  config.joystick_buttons = {kAttack, kStrafe, kUse, kRun};
  config.view_size = 15;
  config.mouse_adjustment = 5;
  return config;
}

Result<Config> decode_config(ByteSpan in, Findings& findings) {
  if (in.size() < kConfigBytes) {
    return malformed(
        "E-CONFIG-SIZE", in.size(),
        std::to_string(in.size()) + " bytes; the config file has " + std::to_string(kConfigBytes));
  }
  ByteReader reader(in.first(kConfigBytes), "E-CONFIG-SIZE");
  Config config;
  for (HighScore& score : config.high_scores) WS_RETURN_IF_ERROR(read_high_score(reader, score));
  WS_RETURN_IF_ERROR(read_settings(reader, config));
  if (in.size() > kConfigBytes) {
    findings.add("W-CONFIG-TRAILING-BYTES", kConfigBytes,
                 std::to_string(in.size() - kConfigBytes) + " bytes after the settings");
  }
  check_high_score_names(config, findings);
  check_modes(config, findings);
  check_controls(config, findings);
  check_view(config, findings);
  return config;
}

Bytes encode_config(const Config& config) {
  ByteWriter writer;
  writer.reserve(kConfigBytes);
  for (const HighScore& score : config.high_scores) {
    writer.bytes(score.name);
    writer.i32(score.score);
    writer.u16(score.completed);
    writer.u16(score.episode);
  }
  writer.u16(static_cast<std::uint16_t>(config.sound_mode));
  writer.u16(static_cast<std::uint16_t>(config.music_mode));
  writer.u16(static_cast<std::uint16_t>(config.digi_mode));
  for (const std::uint16_t flag :
       {config.mouse_enabled, config.joystick_enabled, config.joypad_enabled,
        config.joystick_progressive, config.joystick_port}) {
    writer.u16(flag);
  }
  for (const std::uint16_t code : config.direction_scan) writer.u16(code);
  for (const std::uint16_t code : config.button_scan) writer.u16(code);
  for (const std::int16_t action : config.mouse_buttons) writer.i16(action);
  for (const std::int16_t action : config.joystick_buttons) writer.i16(action);
  writer.i16(config.view_size);
  writer.i16(config.mouse_adjustment);
  return writer.take();
}

}  // namespace wolfsuite
