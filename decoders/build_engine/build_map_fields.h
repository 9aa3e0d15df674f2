#pragma once
// The record fields of a BUILD MAP in file order, one list per record and version (the layout
// tables in build_map.h), walked by the reader and by the writer so decoding and encoding cannot
// disagree on the order. Each field's C++ type is its stored width and signedness, except the
// version 6 sector stats: int16 in the model, one byte in the file (StoredAsByte).
// Internal to decoders/build_engine/.
#include <concepts>
#include <cstdint>
#include <type_traits>

#include "decoders/build_engine/build_map.h"
#include "decoders/core/byte_reader.h"
#include "decoders/core/byte_writer.h"
#include "decoders/core/error.h"

namespace wolfsuite::build_fields {

template <typename T, typename Record>
concept RecordOf = std::same_as<std::remove_const_t<Record>, T>;

// A model field kept in one byte of the file: seed 003 "Version 6": "floorstat/ceilingstat are
// 8-bit values".
template <typename T>
struct StoredAsByte {
  T& value;
};
template <typename T>
constexpr StoredAsByte<T> stored_as_byte(T& value) {
  return {value};
}

// The header after the version field; the same in every version (seed 003 "Version 6": "The
// header variables are arranged just like in version 7").
template <typename Map, typename Field>
requires RecordOf<BuildMap, Map>
constexpr void for_each_header_field(Map& map, Field&& field) {
  field(map.posx);
  field(map.posy);
  field(map.posz);
  field(map.ang);
  field(map.cursectnum);
}

// ---- Versions 7, 8, 9 ----------------------------------------------------------------------

template <typename Sector, typename Field>
requires RecordOf<BuildSector, Sector>
constexpr void for_each_v7_field(Sector& s, Field&& field) {
  field(s.wallptr);
  field(s.wallnum);
  field(s.ceilingz);
  field(s.floorz);
  field(s.ceilingstat);
  field(s.floorstat);
  field(s.ceilingpicnum);
  field(s.ceilingheinum);
  field(s.ceilingshade);
  field(s.ceilingpal);
  field(s.ceilingxpanning);
  field(s.ceilingypanning);
  field(s.floorpicnum);
  field(s.floorheinum);
  field(s.floorshade);
  field(s.floorpal);
  field(s.floorxpanning);
  field(s.floorypanning);
  field(s.visibility);
  field(s.filler);
  field(s.lotag);
  field(s.hitag);
  field(s.extra);
}

template <typename Wall, typename Field>
requires RecordOf<BuildWall, Wall>
constexpr void for_each_v7_field(Wall& w, Field&& field) {
  field(w.x);
  field(w.y);
  field(w.point2);
  field(w.nextwall);
  field(w.nextsector);
  field(w.cstat);
  field(w.picnum);
  field(w.overpicnum);
  field(w.shade);
  field(w.pal);
  field(w.xrepeat);
  field(w.yrepeat);
  field(w.xpanning);
  field(w.ypanning);
  field(w.lotag);
  field(w.hitag);
  field(w.extra);
}

template <typename Sprite, typename Field>
requires RecordOf<BuildSprite, Sprite>
constexpr void for_each_v7_field(Sprite& s, Field&& field) {
  field(s.x);
  field(s.y);
  field(s.z);
  field(s.cstat);
  field(s.picnum);
  field(s.shade);
  field(s.pal);
  field(s.clipdist);
  field(s.filler);
  field(s.xrepeat);
  field(s.yrepeat);
  field(s.xoffset);
  field(s.yoffset);
  field(s.sectnum);
  field(s.statnum);
  field(s.ang);
  field(s.owner);
  field(s.xvel);
  field(s.yvel);
  field(s.zvel);
  field(s.lotag);
  field(s.hitag);
  field(s.extra);
}

// ---- Version 6 (seed 003 "Version 6"): no filler, other orders, 8-bit sector stats --------

template <typename Sector, typename Field>
requires RecordOf<BuildSector, Sector>
constexpr void for_each_v6_field(Sector& s, Field&& field) {
  field(s.wallptr);
  field(s.wallnum);
  field(s.ceilingpicnum);
  field(s.floorpicnum);
  field(s.ceilingheinum);
  field(s.floorheinum);
  field(s.ceilingz);
  field(s.floorz);
  field(s.ceilingshade);
  field(s.floorshade);
  field(s.ceilingxpanning);
  field(s.floorxpanning);
  field(s.ceilingypanning);
  field(s.floorypanning);
  field(stored_as_byte(s.ceilingstat));
  field(stored_as_byte(s.floorstat));
  field(s.ceilingpal);
  field(s.floorpal);
  field(s.visibility);
  field(s.lotag);
  field(s.hitag);
  field(s.extra);
}

template <typename Wall, typename Field>
requires RecordOf<BuildWall, Wall>
constexpr void for_each_v6_field(Wall& w, Field&& field) {
  field(w.x);
  field(w.y);
  field(w.point2);
  field(w.nextsector);
  field(w.nextwall);
  field(w.picnum);
  field(w.overpicnum);
  field(w.shade);
  field(w.pal);
  field(w.cstat);
  field(w.xrepeat);
  field(w.yrepeat);
  field(w.xpanning);
  field(w.ypanning);
  field(w.lotag);
  field(w.hitag);
  field(w.extra);
}

template <typename Sprite, typename Field>
requires RecordOf<BuildSprite, Sprite>
constexpr void for_each_v6_field(Sprite& s, Field&& field) {
  field(s.x);
  field(s.y);
  field(s.z);
  field(s.cstat);
  field(s.shade);
  field(s.pal);
  field(s.clipdist);
  field(s.xrepeat);
  field(s.yrepeat);
  field(s.xoffset);
  field(s.yoffset);
  field(s.picnum);
  field(s.ang);
  field(s.xvel);
  field(s.yvel);
  field(s.zvel);
  field(s.owner);
  field(s.sectnum);
  field(s.statnum);
  field(s.lotag);
  field(s.hitag);
  field(s.extra);
}

// The record's fields in the order of `version` (6, or the 7-9 layout).
template <typename Record, typename Field>
constexpr void for_each_field(std::int32_t version, Record& record, Field&& field) {
  if (version == 6) {
    for_each_v6_field(record, field);
  } else {
    for_each_v7_field(record, field);
  }
}

// Reads each field at its stored width; after the first failed read it reads nothing more and
// keeps that error.
class FieldReader {
 public:
  explicit FieldReader(ByteReader& reader) : reader_(reader) {}

  template <std::integral T>
  void operator()(T& value) {
    if (!status_.ok()) return;
    if constexpr (sizeof(T) == 1) {
      store(value, reader_.u8());
    } else if constexpr (sizeof(T) == 2) {
      store(value, reader_.u16());
    } else {
      static_assert(sizeof(T) == 4);
      store(value, reader_.u32());
    }
  }
  // Zero-extended: the byte is a UINT8 bit field (seed 003 "Version 6").
  template <std::integral T>
  void operator()(StoredAsByte<T> field) {
    if (status_.ok()) store(field.value, reader_.u8());
  }
  const Status& status() const { return status_; }

 private:
  template <typename T, typename Raw>
  void store(T& value, const Result<Raw>& raw) {
    if (!raw.ok()) {
      status_ = raw.error();
      return;
    }
    value = static_cast<T>(*raw);  // two's complement reinterpretation for the signed fields
  }

  ByteReader& reader_;
  Status status_;
};

// The encoder has checked that every StoredAsByte value fits its byte (build_map.cc).
class FieldWriter {
 public:
  explicit FieldWriter(ByteWriter& writer) : writer_(writer) {}

  template <std::integral T>
  void operator()(const T& value) {
    if constexpr (sizeof(T) == 1) {
      writer_.u8(static_cast<std::uint8_t>(value));
    } else if constexpr (sizeof(T) == 2) {
      writer_.u16(static_cast<std::uint16_t>(value));
    } else {
      static_assert(sizeof(T) == 4);
      writer_.u32(static_cast<std::uint32_t>(value));
    }
  }
  template <std::integral T>
  void operator()(StoredAsByte<T> field) {
    writer_.u8(static_cast<std::uint8_t>(field.value));
  }

 private:
  ByteWriter& writer_;
};

// Adds up the stored widths, so the record sizes in build_map.h can be checked against the
// field lists at compile time.
class FieldWidths {
 public:
  template <std::integral T>
  constexpr void operator()(const T&) {
    bytes += sizeof(T);
  }
  template <std::integral T>
  constexpr void operator()(StoredAsByte<T>) {
    bytes += 1;
  }
  std::size_t bytes = 0;
};

template <typename Record>
constexpr std::size_t stored_bytes(std::int32_t version) {
  Record record{};
  FieldWidths widths;
  for_each_field(version, record, widths);
  return widths.bytes;
}

}  // namespace wolfsuite::build_fields
