#include "cli/playable_set.h"

#include "cli/set_loader.h"

namespace wolfsuite::cli {
namespace {

Result<LoadedSet> decode_set(const DataSetFiles& paths, const SetErrorIds& ids) {
  WS_ASSIGN_OR_RETURN(const WolfSetFiles files, read_set_files(paths));
  LoadedSet loaded;
  loaded.set = decode_wolf_set(files, loaded.report);
  loaded.tag = set_name(loaded.set);
  if (!loaded.set.maps) {
    if (auto error = family_error(loaded.report, {"maps"})) return *error;
    return unplaced(ids.no_maps, describe_set(paths) + ": no MAPHEAD and GAMEMAPS");
  }
  if (!loaded.set.vswap) {
    if (auto error = family_error(loaded.report, {"vswap"})) return *error;
    return unplaced(ids.no_vswap, describe_set(paths) + ": no VSWAP");
  }
  return loaded;
}

}  // namespace

Result<LoadedSet> load_playable_set(const std::string& folder, const std::string& extension,
                                    const SetErrorIds& ids) {
  WS_ASSIGN_OR_RETURN(const DataSetFiles paths, find_one_set(folder, extension));
  return decode_set(paths, ids);
}

}  // namespace wolfsuite::cli
