#pragma once
// The entities lump of a BSP file (seed 004 4.3.7: "the same as in the Map specifications"):
// text made of entities, each "{" then "key" "value" pairs then "}", ended by a NUL byte.
//
//   {
//   "classname" "worldspawn"
//   "wad" "gfx/base.wad"
//   }
//   {
//   "classname" "info_player_start"
//   "origin" "56 -208 136"
//   }
//
// Tokens are read the way the engine's entity parser reads them: whitespace (any byte up to
// ' ') and "//" comments to the end of the line are skipped; a quoted token runs to the next
// '"' with no escapes; "{" and "}" are tokens of their own; any other run of bytes up to
// whitespace is an unquoted token. The text ends at its NUL (or at the lump's end). Keys keep
// their order and repeats, so parse then write keeps every pair.
//
// IDs reported (offsets are file offsets: the lump's offset is passed in):
//   E-QUAKE-BSP-ENTITIES         error  a token other than "{" where an entity must start, the
//                                       text ending inside an entity or a quoted token, or "}"
//                                       where a value must be (the engine stops loading the map)
//   E-QUAKE-BSP-ENTITIES-ENCODE  error  write: a key or value holding '"' or a line break, or
//                                       a NUL (the text could not be read back)
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "decoders/core/bytes.h"
#include "decoders/core/error.h"

namespace wolfsuite {

struct EntityField {
  std::string key;
  std::string value;
  friend bool operator==(const EntityField&, const EntityField&) = default;
};

struct Entity {
  std::vector<EntityField> fields;
  friend bool operator==(const Entity&, const Entity&) = default;
};

Result<std::vector<Entity>> parse_entities(ByteSpan text, std::size_t lump_offset = 0);
// The text qbsp writes: each entity as "{", one "key" "value" line per field, "}", each on its
// own line, then a NUL.
Result<Bytes> write_entities(const std::vector<Entity>& entities);

// The value of the first field named `key`.
std::optional<std::string_view> entity_value(const Entity& entity, std::string_view key);

}  // namespace wolfsuite
