#pragma once
// The configuration file, CONFIG.<ext>: high scores and settings (seed 001 names the file,
// "Saved game settings and highscores", and leaves its layout "[words]").
//
// Layout from public descriptions of the 1.4 engine's config reader and writer (the source
// release of 1995): the high score table, then the settings, each written with the size of its
// variable, nothing else. Spear of Destiny 1.0 is built from the same code with no branch in the
// config code, so CONFIG.SOD / CONFIG.SDM have the same 522 bytes.
//
//   offset  size    field                 note
//   0       66 * 7  high scores           best first; entry below
//   462     2       sound mode            0 off, 1 PC speaker, 2 AdLib
//   464     2       music mode            0 off, 1 AdLib
//   466     2       digitised sound mode  0 off, 1 PC speaker, 2 Sound Source, 3 Sound Blaster
//   468     2       mouse enabled         boolean, 0 / 1
//   470     2       joystick enabled      boolean
//   472     2       joypad enabled        boolean (Gravis GamePad)
//   474     2       joystick progressive  boolean
//   476     2       joystick port         0 / 1
//   478     2 * 4   direction scan codes  north, east, south, west
//   486     2 * 8   button scan codes     attack, strafe, run, use, knife, pistol, machine gun,
//                                         chain gun
//   502     2 * 4   mouse buttons         button -> action: -1 none, 0 attack, 1 strafe, 2 run,
//                                         3 use, 4..7 ready knife, pistol, machine gun, chain gun
//   510     2 * 4   joystick buttons      the same
//   518     2       view size             4..19 in the options menu; the view is 16 * size
//                                         pixels wide
//   520     2       mouse adjustment      sensitivity slider, 0..9
//   522             (end)
//
// High score entry (66 bytes)
//   0   58  name       NUL-terminated (57 characters at most)
//   58  4   score      signed
//   62  2   completed  map reached
//   64  2   episode
//
// The engine reads these fields in order and never looks at the file size. A shorter file leaves
// the rest of its variables as they were (the three sound modes are then uninitialised locals),
// so it is an error here; bytes after the 522 are never read (the writer opens the file without
// truncating it, so a longer file keeps its tail): a finding, and the tail is dropped.
//
// Catalogue of the IDs this decoder reports
//   id                                kind     meaning
//   E-CONFIG-SIZE                     error    shorter than 522 bytes
//   W-CONFIG-TRAILING-BYTES           finding  longer than 522 bytes; the rest is not read
//   W-CONFIG-SCORE-NAME-UNTERMINATED  finding  a high score name without a NUL in its 58 bytes
//   W-CONFIG-SOUND-MODE-RANGE         finding  sound mode above 2
//   W-CONFIG-MUSIC-MODE-RANGE         finding  music mode above 1
//   W-CONFIG-DIGI-MODE-RANGE          finding  digitised sound mode above 3
//   W-CONFIG-BOOLEAN-RANGE            finding  an enabled / progressive flag other than 0 or 1
//   W-CONFIG-JOYSTICK-PORT-RANGE      finding  joystick port above 1 (the engine has two)
//   W-CONFIG-SCAN-CODE-RANGE          finding  a scan code above 0x7f (the key table has 128)
//   W-CONFIG-BUTTON-RANGE             finding  a mouse / joystick button action not -1..7
//   W-CONFIG-VIEW-SIZE-RANGE          finding  view size not 4..19
//   W-CONFIG-MOUSE-ADJUSTMENT-RANGE   finding  mouse adjustment not 0..9
#include <array>
#include <cstddef>
#include <cstdint>
#include <string>

#include "decoders/core/bytes.h"
#include "decoders/core/error.h"
#include "decoders/core/findings.h"

namespace wolfsuite {

inline constexpr std::size_t kConfigBytes = 522;
inline constexpr std::size_t kHighScores = 7;
inline constexpr std::size_t kHighScoreNameBytes = 58;
inline constexpr std::size_t kHighScoreBytes = 66;
inline constexpr std::size_t kConfigButtons = 8;  // NUMBUTTONS

enum class SoundMode : std::uint16_t { kOff = 0, kPcSpeaker = 1, kAdLib = 2 };
enum class MusicMode : std::uint16_t { kOff = 0, kAdLib = 1 };
enum class DigiMode : std::uint16_t {
  kOff = 0,
  kPcSpeaker = 1,
  kSoundSource = 2,
  kSoundBlaster = 3
};

struct HighScore {
  std::array<std::uint8_t, kHighScoreNameBytes> name{};  // raw: bytes after the NUL are kept
  std::int32_t score = 0;
  std::uint16_t completed = 0;
  std::uint16_t episode = 0;
  friend bool operator==(const HighScore&, const HighScore&) = default;
};

// Enum fields hold whatever the file holds: a value outside the names is kept as is.
struct Config {
  std::array<HighScore, kHighScores> high_scores{};
  SoundMode sound_mode = SoundMode::kOff;
  MusicMode music_mode = MusicMode::kOff;
  DigiMode digi_mode = DigiMode::kOff;
  std::uint16_t mouse_enabled = 0;
  std::uint16_t joystick_enabled = 0;
  std::uint16_t joypad_enabled = 0;
  std::uint16_t joystick_progressive = 0;
  std::uint16_t joystick_port = 0;
  std::array<std::uint16_t, 4> direction_scan{};  // north, east, south, west
  std::array<std::uint16_t, kConfigButtons> button_scan{};
  std::array<std::int16_t, 4> mouse_buttons{};
  std::array<std::int16_t, 4> joystick_buttons{};
  std::int16_t view_size = 0;
  std::int16_t mouse_adjustment = 0;
  friend bool operator==(const Config&, const Config&) = default;
};

// The name up to its first NUL (all 58 bytes when there is none).
std::string high_score_name(const HighScore& score);

// What the 1.4 engine writes when it had no config file to read, on a machine with a Sound
// Blaster and a mouse (its first-run choices depend on the hardware it detects): the high score
// table it ships with (seven names, 10000 points, map 1, episode 0), AdLib sound and music, Sound
// Blaster digitised sound, mouse on, joystick and joypad off, port 0, arrows for directions,
// Ctrl / Alt / right Shift / Space and 1-4 for the buttons, mouse buttons attack, strafe, use,
// none, joystick buttons attack, strafe, use, run, view size 15, mouse adjustment 5.
Config default_config();

Result<Config> decode_config(ByteSpan in, Findings& findings);
Bytes encode_config(const Config& config);

}  // namespace wolfsuite
