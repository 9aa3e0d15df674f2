#include "decoders/wolf/vswap_sprite.h"

#include <algorithm>
#include <string>

#include "decoders/core/byte_reader.h"
#include "decoders/core/byte_writer.h"

namespace wolfsuite {
namespace {

constexpr std::size_t kHeaderFixedBytes = 4;  // lx, rx
constexpr std::size_t kPostBytes = 6;
constexpr std::size_t kTerminatorBytes = 2;
// seed 001 "Sprites": "Sprites are drawn centered on the 32nd coloumn".
constexpr std::uint16_t kCenterColumn = 32;

std::size_t header_bytes(std::size_t columns) { return kHeaderFixedBytes + 2 * columns; }
std::size_t list_bytes(const SpriteColumn& column) {
  return kPostBytes * column.posts.size() + kTerminatorBytes;
}
std::size_t pixel_index(int x, int y) {
  return static_cast<std::size_t>(y) * kSpriteSide + static_cast<std::size_t>(x);
}

// Lump offset of row y of a post: the engine adds po and y as 16-bit words.
std::size_t pixel_at(const SpritePost& post, int y) {
  return static_cast<std::size_t>((post.pixel_offset + y) & 0xFFFF);
}

Status check_bounds(const SpriteLump& sprite, Findings& findings) {
  if (sprite.right >= kSpriteSide || sprite.left > sprite.right) {
    return malformed("E-VSWAP-SPRITE-BOUNDS", 0,
                     "columns " + std::to_string(sprite.left) + ".." +
                         std::to_string(sprite.right) + " are not inside 0..63 in order");
  }
  if (sprite.left >= kCenterColumn) {
    findings.add("W-VSWAP-SPRITE-LEFT-GE-32", 0,
                 "left column " + std::to_string(sprite.left) +
                     ": the DOS binaries read past the lump for this sprite");
  }
  if (sprite.right < kCenterColumn) {
    findings.add("W-VSWAP-SPRITE-RIGHT-LT-32", 2,
                 "right column " + std::to_string(sprite.right) + " is below 32");
  }
  return {};
}

// Rows and pixel bytes of one post; `at` is the lump offset of its command.
Status check_post(const SpritePost& post, std::size_t lump_size, std::size_t at) {
  if (post.end_x2 % 2 != 0 || post.start_x2 % 2 != 0) {
    return malformed("E-VSWAP-SPRITE-POST-ODD", at,
                     "post rows " + std::to_string(post.start_x2) + ", " +
                         std::to_string(post.end_x2) + " are not word table offsets");
  }
  if (post.end_row() > kSpriteSide || post.start_row() > post.end_row()) {
    return malformed("E-VSWAP-SPRITE-POST-RANGE", at,
                     "post rows " + std::to_string(post.start_row()) + ".." +
                         std::to_string(post.end_row()) + " are not inside 0..64 in order");
  }
  for (int y = post.start_row(); y < post.end_row(); ++y) {
    if (pixel_at(post, y) >= lump_size) {
      return malformed("E-VSWAP-SPRITE-PIXEL-RANGE", at,
                       "row " + std::to_string(y) + " reads byte " +
                           std::to_string(pixel_at(post, y)) + " of a " +
                           std::to_string(lump_size) + "-byte lump");
    }
  }
  return {};
}

// The command list at `offset`; `entry_at` is where the column offset itself is stored.
Result<SpriteColumn> read_column(ByteSpan lump, std::uint16_t offset, std::size_t entry_at) {
  if (std::size_t{offset} + kTerminatorBytes > lump.size()) {
    return malformed("E-VSWAP-SPRITE-COLUMN-RANGE", entry_at,
                     "column list at " + std::to_string(offset) + " is outside the " +
                         std::to_string(lump.size()) + "-byte lump");
  }
  ByteReader reader(lump, "E-VSWAP-SPRITE-COMMANDS-TRUNCATED");
  WS_RETURN_IF_ERROR(reader.seek(offset));
  SpriteColumn column;
  while (true) {
    const std::size_t at = reader.position();
    WS_ASSIGN_OR_RETURN(const std::uint16_t end_x2, reader.u16());
    if (end_x2 == 0) return column;
    if (column.posts.size() == kMaxSpritePostsPerColumn) {
      return over_limit("E-VSWAP-SPRITE-POSTS", at,
                        "more than " + std::to_string(kMaxSpritePostsPerColumn) + " posts");
    }
    SpritePost post;
    post.end_x2 = end_x2;
    WS_ASSIGN_OR_RETURN(post.pixel_offset, reader.u16());
    WS_ASSIGN_OR_RETURN(post.start_x2, reader.u16());
    WS_RETURN_IF_ERROR(check_post(post, lump.size(), at));
    column.posts.push_back(post);
  }
}

std::size_t first_list(const SpriteLump& sprite) {
  return *std::min_element(sprite.column_offsets.begin(), sprite.column_offsets.end());
}

std::size_t lists_end(const SpriteLump& sprite) {
  std::size_t end = 0;
  for (std::size_t i = 0; i < sprite.columns.size(); ++i) {
    end = std::max(end, sprite.column_offsets[i] + list_bytes(sprite.columns[i]));
  }
  return end;
}

// Splits what is neither offsets nor commands into the pixel data and the tail (header comment).
// The lists were read inside the lump, so every bound here is at most lump.size().
void split_regions(ByteSpan lump, SpriteLump& sprite) {
  const std::size_t header_end = header_bytes(sprite.column_offsets.size());
  const std::size_t pixel_end = std::max(header_end, first_list(sprite));
  const std::size_t tail_start = std::max(header_end, lists_end(sprite));
  const ByteSpan pixels = lump.subspan(header_end, pixel_end - header_end);
  const ByteSpan tail = lump.subspan(tail_start);
  sprite.pixel_data.assign(pixels.begin(), pixels.end());
  sprite.tail.assign(tail.begin(), tail.end());
}

Bytes list_bytes_of(const SpriteColumn& column) {
  ByteWriter writer;
  for (const SpritePost& post : column.posts) {
    writer.u16(post.end_x2);
    writer.u16(post.pixel_offset);
    writer.u16(post.start_x2);
  }
  writer.u16(0);
  return writer.take();
}

// A lump being written whose parts may overlap (a list inside the offsets, two columns sharing a
// list) only where they agree, as they always do for a decoded lump.
class LumpCanvas {
 public:
  Status put(std::size_t at, ByteSpan data) {
    if (at + data.size() > bytes_.size()) {
      bytes_.resize(at + data.size(), 0);
      written_.resize(at + data.size(), false);
    }
    for (std::size_t i = 0; i < data.size(); ++i) {
      if (written_[at + i] && bytes_[at + i] != data[i]) {
        return malformed("E-VSWAP-SPRITE-ENCODE", at + i,
                         "two parts of the lump need different bytes here");
      }
      bytes_[at + i] = data[i];
      written_[at + i] = true;
    }
    return {};
  }
  Bytes take() { return std::move(bytes_); }

 private:
  Bytes bytes_;
  std::vector<bool> written_;
};

Status check_encodable(const SpriteLump& sprite) {
  const std::size_t count = sprite.column_offsets.size();
  if (sprite.left > sprite.right || count != std::size_t{sprite.right} - sprite.left + 1u ||
      sprite.columns.size() != count) {
    return malformed("E-VSWAP-SPRITE-ENCODE", 0,
                     "columns " + std::to_string(sprite.left) + ".." +
                         std::to_string(sprite.right) + " need as many offsets and lists");
  }
  for (const SpriteColumn& column : sprite.columns) {
    for (const SpritePost& post : column.posts) {
      if (post.end_x2 == 0) {
        return malformed("E-VSWAP-SPRITE-ENCODE", 0, "a post with end 0 would end its list");
      }
    }
  }
  const std::size_t header_end = header_bytes(count);
  if (header_end + sprite.pixel_data.size() != std::max(header_end, first_list(sprite))) {
    return malformed("E-VSWAP-SPRITE-ENCODE", header_end,
                     "pixel data must end where the first command list starts");
  }
  return {};
}

void draw(const SpriteLump& sprite, ByteSpan lump, SpriteImage& image) {
  for (std::size_t i = 0; i < sprite.columns.size(); ++i) {
    const int x = sprite.left + static_cast<int>(i);
    for (const SpritePost& post : sprite.columns[i].posts) {
      for (int y = post.start_row(); y < post.end_row(); ++y) {
        image.pixels[pixel_index(x, y)] = lump[pixel_at(post, y)];
        image.alpha[pixel_index(x, y)] = kSpriteOpaque;
      }
    }
  }
}

bool visible(const SpriteImage& image, int x, int y) { return image.alpha[pixel_index(x, y)] != 0; }

bool column_visible(const SpriteImage& image, int x) {
  for (int y = 0; y < kSpriteSide; ++y) {
    if (visible(image, x, y)) return true;
  }
  return false;
}

// One post per run of visible rows; the run's pixels go to the end of `pixel_data`, which starts
// at lump offset `pixels_at`.
SpriteColumn image_column(const SpriteImage& image, int x, std::size_t pixels_at,
                          Bytes& pixel_data) {
  SpriteColumn column;
  int y = 0;
  while (y < kSpriteSide) {
    if (!visible(image, x, y)) {
      ++y;
      continue;
    }
    const int start = y;
    const std::size_t first_byte = pixels_at + pixel_data.size();
    while (y < kSpriteSide && visible(image, x, y)) {
      pixel_data.push_back(image.pixels[pixel_index(x, y)]);
      ++y;
    }
    column.posts.push_back(SpritePost{static_cast<std::uint16_t>(2 * y),
                                      static_cast<std::uint16_t>((first_byte - start) & 0xFFFF),
                                      static_cast<std::uint16_t>(2 * start)});
  }
  return column;
}

}  // namespace

Result<SpriteLump> decode_sprite_lump(ByteSpan lump, Findings& findings) {
  ByteReader reader(lump, "E-VSWAP-SPRITE-TRUNCATED");
  SpriteLump sprite;
  WS_ASSIGN_OR_RETURN(sprite.left, reader.u16());
  WS_ASSIGN_OR_RETURN(sprite.right, reader.u16());
  WS_RETURN_IF_ERROR(check_bounds(sprite, findings));
  // At most 64 columns after check_bounds.
  const std::size_t count = std::size_t{sprite.right} - sprite.left + 1u;
  sprite.column_offsets.reserve(count);
  for (std::size_t i = 0; i < count; ++i) {
    WS_ASSIGN_OR_RETURN(const std::uint16_t offset, reader.u16());
    sprite.column_offsets.push_back(offset);
  }
  sprite.columns.reserve(count);
  for (std::size_t i = 0; i < count; ++i) {
    WS_ASSIGN_OR_RETURN(SpriteColumn column,
                        read_column(lump, sprite.column_offsets[i], header_bytes(i)));
    sprite.columns.push_back(std::move(column));
  }
  split_regions(lump, sprite);
  return sprite;
}

Result<Bytes> encode_sprite_lump(const SpriteLump& sprite) {
  WS_RETURN_IF_ERROR(check_encodable(sprite));
  ByteWriter header;
  header.u16(sprite.left);
  header.u16(sprite.right);
  for (const std::uint16_t offset : sprite.column_offsets) header.u16(offset);

  LumpCanvas canvas;
  WS_RETURN_IF_ERROR(canvas.put(0, header.view()));
  WS_RETURN_IF_ERROR(canvas.put(header.size(), sprite.pixel_data));
  for (std::size_t i = 0; i < sprite.columns.size(); ++i) {
    WS_RETURN_IF_ERROR(canvas.put(sprite.column_offsets[i], list_bytes_of(sprite.columns[i])));
  }
  WS_RETURN_IF_ERROR(canvas.put(std::max(header.size(), lists_end(sprite)), sprite.tail));
  return canvas.take();
}

Result<SpriteImage> decode_sprite(ByteSpan lump, Findings& findings) {
  WS_ASSIGN_OR_RETURN(const SpriteLump sprite, decode_sprite_lump(lump, findings));
  SpriteImage image;
  draw(sprite, lump, image);
  return image;
}

SpriteLump sprite_lump_from_image(const SpriteImage& image) {
  int first = kSpriteSide;
  int last = -1;
  for (int x = 0; x < kSpriteSide; ++x) {
    if (!column_visible(image, x)) continue;
    first = std::min(first, x);
    last = x;
  }
  SpriteLump sprite;
  sprite.left = static_cast<std::uint16_t>(last < 0 ? kCenterColumn : first);
  sprite.right = static_cast<std::uint16_t>(std::max<int>(last, kCenterColumn));

  const std::size_t count = std::size_t{sprite.right} - sprite.left + 1u;
  const std::size_t pixels_at = header_bytes(count);
  for (int x = sprite.left; x <= sprite.right; ++x) {
    sprite.columns.push_back(image_column(image, x, pixels_at, sprite.pixel_data));
  }
  // id's layout: the command lists start at an even offset.
  if ((pixels_at + sprite.pixel_data.size()) % 2 != 0) sprite.pixel_data.push_back(0);
  std::size_t list_at = pixels_at + sprite.pixel_data.size();
  for (const SpriteColumn& column : sprite.columns) {
    sprite.column_offsets.push_back(static_cast<std::uint16_t>(list_at));
    list_at += list_bytes(column);
  }
  return sprite;
}

Result<Bytes> encode_sprite(const SpriteImage& image) {
  Result<Bytes> lump = encode_sprite_lump(sprite_lump_from_image(image));
  if (!lump.ok()) {
    return internal_error(lump.error().id, lump.error().offset,
                          "an image gave an unencodable lump: " + lump.error().message);
  }
  return lump;
}

Bytes sprite_golden(const SpriteImage& image) {
  Bytes golden(image.pixels.begin(), image.pixels.end());
  golden.insert(golden.end(), image.alpha.begin(), image.alpha.end());
  return golden;
}

}  // namespace wolfsuite
