#include "cli/playable_set.h"

#include <vector>

#include "cli/set_loader.h"
#include "decoders/core/ascii_case.h"

namespace wolfsuite::cli {
namespace {

Result<LoadedSet> decode_set(const DataSetFiles& paths, const SetErrorIds& ids) {
  WS_ASSIGN_OR_RETURN(const WolfSetFiles files, read_set_files(paths));
  LoadedSet loaded;
  loaded.set = decode_wolf_set(files, loaded.report);
  loaded.tag = set_name(loaded.set);
  if (!loaded.set.maps) {
    if (auto error = family_error(loaded.report, {"maps"})) return *error;
    return malformed(ids.no_maps, 0, describe_set(paths) + ": no MAPHEAD and GAMEMAPS");
  }
  if (!loaded.set.vswap) {
    if (auto error = family_error(loaded.report, {"vswap"})) return *error;
    return malformed(ids.no_vswap, 0, describe_set(paths) + ": no VSWAP");
  }
  return loaded;
}

}  // namespace

Result<LoadedSet> load_playable_set(const std::string& folder, const std::string& set_tag,
                                    const SetErrorIds& ids) {
  std::vector<Error> errors;
  const std::vector<DataSetFiles> sets = find_sets(folder, errors);
  if (!errors.empty()) return errors.front();
  const std::string wanted = ascii_lower(set_tag);
  if (wanted.empty()) return decode_set(sets.front(), ids);
  for (const DataSetFiles& paths : sets) {
    if (paths.extension == wanted) return decode_set(paths, ids);
  }
  std::string found;
  for (const DataSetFiles& paths : sets) {
    auto loaded = decode_set(paths, ids);
    if (loaded.ok() && loaded->tag == wanted) return loaded;
    found += " " + (loaded.ok() ? loaded->tag : paths.extension);
  }
  return malformed(ids.no_set, 0,
                   folder + " holds no set tagged " + set_tag + " (found:" + found + ")");
}

}  // namespace wolfsuite::cli
