#include "decoders/core/ascii_case.h"
#include "decoders/wolf/version.h"

#include <string>

namespace wolfsuite {
namespace {

constexpr std::array<VersionFacts, 7> kFacts = {{
    {GameVersion::kWl1, "wl1", "Wolfenstein 3-D shareware", false, 10, 87, 27, 46, 4, 8},
    {GameVersion::kWl3, "wl3", "Wolfenstein 3-D (three episodes)", false, 30, 87, 27, 46, 4, 8},
    {GameVersion::kWl6, "wl6", "Wolfenstein 3-D", false, 60, 87, 27, 46, 4, 8},
    {GameVersion::kSdm, "sdm", "Spear of Destiny demo", true, 2, 81, 24, 40, 1, 20},
    {GameVersion::kSod, "sod", "Spear of Destiny", true, 21, 81, 24, 40, 4, 20},
    {GameVersion::kSd2, "sd2", "Spear of Destiny: Return to Danger", true, 21, 81, 24, 40, 4, 20},
    {GameVersion::kSd3, "sd3", "Spear of Destiny: Ultimate Challenge", true, 21, 81, 24, 40, 4, 20},
}};

}  // namespace

const VersionFacts& version_facts(GameVersion version) {
  return kFacts[static_cast<std::size_t>(version)];
}

std::optional<GameVersion> version_from_tag(std::string_view tag) {
  const std::string lower = ascii_lower(tag);
  for (const VersionFacts& facts : kFacts) {
    if (facts.tag == lower) return facts.version;
  }
  return std::nullopt;
}

namespace {

std::size_t audiohed_offsets_of(const VersionFacts& facts) {
  // seed 001 "Audiohed": one start offset per lump (3 per sound effect, 1 per music) and the end.
  return static_cast<std::size_t>(3 * facts.sound_effects + facts.music + 1);
}

bool counts_fit(const VersionFacts& facts, const VersionEvidence& evidence) {
  if (evidence.audiohed_offsets && *evidence.audiohed_offsets != audiohed_offsets_of(facts)) {
    return false;
  }
  return !evidence.maps_present || *evidence.maps_present == static_cast<std::size_t>(facts.maps);
}

bool family_fits(const VersionFacts& facts, const VersionEvidence& evidence) {
  return !evidence.audiohed_offsets || *evidence.audiohed_offsets == audiohed_offsets_of(facts);
}

}  // namespace

VersionDetection detect_version(const VersionEvidence& evidence) {
  VersionDetection detection;
  const std::optional<GameVersion> named = version_from_tag(evidence.extension);
  if (named) {
    const VersionFacts& facts = version_facts(*named);
    if (counts_fit(facts, evidence)) {
      detection.version = named;
      detection.matches_counts = true;
      detection.reasons.push_back("extension ." + std::string(facts.tag) +
                                  " and every count agree");
      return detection;
    }
    if (family_fits(facts, evidence)) {
      detection.version = named;
      detection.reasons.push_back("extension ." + std::string(facts.tag) +
                                  "; the audio counts agree, the map count (" +
                                  std::to_string(evidence.maps_present.value_or(0)) +
                                  ") differs from the version's " + std::to_string(facts.maps));
      return detection;
    }
    detection.reasons.push_back("extension ." + std::string(facts.tag) +
                                " contradicts the AUDIOHED offset count");
  }
  for (const VersionFacts& facts : kFacts) {
    // sd2 and sd3 have sod's counts: only their extension names them (handled above).
    if (facts.version == GameVersion::kSd2 || facts.version == GameVersion::kSd3) continue;
    if (counts_fit(facts, evidence) && (evidence.maps_present || evidence.audiohed_offsets)) {
      detection.version = facts.version;
      detection.matches_counts = true;
      detection.reasons.push_back("counts match " + std::string(facts.tag));
      return detection;
    }
  }
  for (const VersionFacts& facts : kFacts) {
    if (facts.version == GameVersion::kSd2 || facts.version == GameVersion::kSd3) continue;
    if (evidence.audiohed_offsets && family_fits(facts, evidence)) {
      detection.version = facts.version;
      detection.reasons.push_back("AUDIOHED offsets match the " +
                                  std::string(facts.spear ? "Spear of Destiny" : "Wolfenstein") +
                                  " family; the map count matches no version, guessing " +
                                  std::string(facts.tag));
      return detection;
    }
  }
  detection.reasons.push_back("no known version has these counts");
  return detection;
}

}  // namespace wolfsuite
