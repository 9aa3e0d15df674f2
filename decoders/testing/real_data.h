#pragma once
// Where tests find real game data: every set under $WOLFSUITE_DATA (a set folder or a folder of
// set folders) and under ../shared/data beside the repository. Tests GTEST_SKIP with a message
// naming these places when nothing is found.
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "decoders/wolf/data_set.h"
#include "decoders/wolf/wolf_set.h"

namespace wolfsuite::testing {

std::vector<DataSetFiles> real_wolf_sets();
// A real set read and decoded (decode_wolf_set); nullopt when a file cannot be read.
std::optional<WolfSet> decode_real_set(const DataSetFiles& real);
// The decoded AUDIOHED/AUDIOT of the first real set with `extension` ("wl1"); nullopt when there
// is none or it has no audio.
std::optional<Audio> real_set_audio(std::string_view extension);
// "no real data: set $WOLFSUITE_DATA or put sets in ../shared/data"
std::string real_data_missing_message();

// The files of one real file set other than a Wolfenstein 3-D set ("build-eduke32-sdk-maps",
// "quake-bsp-ericw-tools-tests", ...): the regular files but SOURCE.md of the folder of that name
// under $WOLFSUITE_DATA (or $WOLFSUITE_DATA itself when it is that folder) and under
// ../shared/data; sorted by name, each name once (the first place found wins).
std::vector<std::filesystem::path> real_set_files(std::string_view set_name);

// The folder of engine recordings `subfolder` ("opl/wl1") under $WOLFSUITE_REFERENCE (the
// reference root, like ../shared/reference) or under ../shared/reference beside the repository;
// nullopt when neither has it.
std::optional<std::filesystem::path> engine_reference_folder(std::string_view subfolder);
// "no engine recordings opl/wl1: set $WOLFSUITE_REFERENCE or place ../shared/reference ..."
std::string engine_reference_missing_message(std::string_view subfolder);

}  // namespace wolfsuite::testing
