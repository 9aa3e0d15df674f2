#pragma once
// Game versions and the counts the engine hard-codes for each (seed 001 "Audiohed", "Maphead",
// "Raw pcm", "Screens and demos", "Saved games"; seed 002 "The main resources of the game").
//
//   version  game                                   maps  sfx  music  pcm  demos  save nmap
//   wl1      Wolfenstein 3-D 1.4 shareware            10   87     27   46      4          8
//   wl3      Wolfenstein 3-D, three episodes          30   87     27   46      4          8
//   wl6      Wolfenstein 3-D 1.4 retail               60   87     27   46      4          8
//   sdm      Spear of Destiny 1.0 demo                 2   81     24   40      1         20
//   sod      Spear of Destiny 1.0 retail              21   81     24   40      4         20
//   sd2      Spear of Destiny: Return to Danger       21   81     24   40      4         20
//   sd3      Spear of Destiny: Ultimate Challenge     21   81     24   40      4         20
//
// Seed 001 covers wl1/wl6/sdm/sod; wl3 and the two mission packs (sd2, sd3) are named by seed 002,
// which says they differ from their base game only in content, so they take its counts.
#include <array>
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace wolfsuite {

enum class GameVersion { kWl1, kWl3, kWl6, kSdm, kSod, kSd2, kSd3 };

inline constexpr std::array<GameVersion, 7> kAllGameVersions = {
    GameVersion::kWl1, GameVersion::kWl3, GameVersion::kWl6, GameVersion::kSdm,
    GameVersion::kSod, GameVersion::kSd2, GameVersion::kSd3};

struct VersionFacts {
  GameVersion version;
  std::string_view tag;   // the file extension, lower case: "wl1"
  std::string_view game;  // a readable name
  bool spear;             // Spear of Destiny family: object codes and bosses differ (seed 002)
  int maps;               // maps present in GAMEMAPS (seed 001 "Maphead")
  int sound_effects;      // each has a PC speaker, an AdLib and a digital lump (seed 001 "Audiohed")
  int music;              // IMF lumps after the sound effects
  int pcm_sounds;         // digitised sounds the engine references (seed 001 "Raw pcm")
  int demos;              // demo lumps in VGAGRAPH (seed 001 "Screens and demos")
  int save_episode_maps;  // nmap of a saved game's per-map statistics (seed 001 "Saved games")
};

const VersionFacts& version_facts(GameVersion version);
std::optional<GameVersion> version_from_tag(std::string_view tag);  // "WL1" or "wl1"

// What a data set shows about its version. Every field is optional: a partial set still gets a
// best guess.
struct VersionEvidence {
  std::string extension;                        // the files' extension, any case, may be empty
  std::optional<std::size_t> maps_present;      // MAPHEAD offsets that are neither 0 nor sparse
  std::optional<std::size_t> audiohed_offsets;  // AUDIOHED size / 4
};

struct VersionDetection {
  std::optional<GameVersion> version;  // empty when nothing points at a known version
  std::vector<std::string> reasons;    // one readable line per fact used or contradicted
  bool matches_counts = false;         // every count present equals the version's facts
  friend bool operator==(const VersionDetection&, const VersionDetection&) = default;
};

// The AUDIOHED offset count tells Wolfenstein (87 sfx, 27 music: 289 offsets) from Spear (81, 24:
// 268); the map count picks the version inside the family (10 / 30 / 60, 2 / 21). The extension
// decides between versions with the same counts (sod / sd2 / sd3) and is kept when the counts do
// not contradict its family.
VersionDetection detect_version(const VersionEvidence& evidence);

}  // namespace wolfsuite
