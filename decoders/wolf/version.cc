#include "decoders/wolf/version.h"

#include <cctype>
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
  std::string lower(tag);
  for (char& c : lower) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  for (const VersionFacts& facts : kFacts) {
    if (facts.tag == lower) return facts.version;
  }
  return std::nullopt;
}

}  // namespace wolfsuite
