#pragma once
// Caps on every size taken from a file. A size above its cap is rejected with an ErrorKind::kLimit
// error before anything is allocated, so a file declaring 4 GiB never makes us allocate it.
//
// The two caps a caller may want to change are the fields of Limits below. The other caps follow
// from the format or the engine (a 16-bit field, a table size compiled into the game) and sit
// beside their format as named constants. This is the index of all of them; the allocation
// limits test (decoders/wolf/allocation_limits_test.cc) feeds each one a file declaring a huge
// size and checks the error and that nothing large was allocated. Only the decoders that reach a
// Limits field take one (the word codecs and Huffman, and the map, graphics and set decoders that
// call them); the others never allocate more than their input and their named constants allow.
//
//   cap (where)                          value    what it caps                error above it
//   Limits::max_word_codec_output        65534    RLEW / Carmack output;      E-RLEW-SIZE-LIMIT
//                                                 map width * height * 2      E-CARMACK-SIZE-LIMIT
//                                                                             E-GAMEMAPS-MAP-AREA
//   Limits::max_huffman_output           16 MiB   Huffman output              E-HUFFMAN-SIZE-LIMIT
//   kMaxInputFileBytes (file_io.h)       256 MiB  a file read whole           E-IO-TOO-LARGE
//   kMapheadSlots (maps.h)               100      MAPHEAD offsets read        none: the rest is
//                                                                             W-MAPHEAD-TILEINFO
//   kMaxVgaheadOffsets (graphics.h)      65536    VGAHEAD offsets             E-VGAHEAD-COUNT
//   kMaxPictures (graphics_chunks.h)     32768    picture table entries       E-PICTABLE-COUNT
//   kMaxFontGlyphBytes (same)            16 MiB   glyph bytes of one font     E-FONT-GLYPH-LIMIT
//   kMaxVswapFileBytes (vswap.h)         32 MiB   VSWAP size                  E-VSWAP-FILE-SIZE
//   kMaxVswapChunks (same)               4096     VSWAP chunks                E-VSWAP-CHUNK-COUNT
//   kMaxVswapChunkBytes (same)           32 MiB   VSWAP chunk sizes summed    E-VSWAP-CHUNK-TOTAL
//   kMaxSpritePostsPerColumn             64       posts of a sprite column    E-VSWAP-SPRITE-POSTS
//     (vswap_sprite.h)
//   kMaxPcmSoundBytes (vswap_sound.h)    16 MiB   pcm table lengths summed    E-VSWAP-SOUND-TOTAL
//   kMaxAudioOffsets (audio.h)           4000     AUDIOHED offsets            E-AUDIOHED-OFFSET-
//                                                                             LIMIT
//   kMaxAudioLumpBytes (same)            1 MiB    one stretch of AUDIOT       E-AUDIOT-LUMP-LIMIT
//   kMaxSaveActors (save_game.h)         149      actors in a saved game      E-SAVE-OBJECT-COUNT
//   MAXSECTORS / MAXWALLS / MAXSPRITES   1024 /   records of a BUILD map,     E-BUILD-MAP-SECTOR-
//     per version (build/build_map.h)    8192 /   versions 6-7 (8-9: 4096 /  LIMIT, -WALL-LIMIT,
//                                        4096     16384 / 16384)              -SPRITE-LIMIT
//   kMaxGrpFiles (build/grp.h)           65536    files of a GRP              E-GRP-FILE-LIMIT
//   kMaxPakEntries (quake/pak.h)         2048     entries of a Quake PAK      E-QUAKE-PAK-ENTRY-
//                                                                             LIMIT
//   kMaxMiptex (quake/bsp_miptex.h)      4096     textures of a BSP           E-QUAKE-BSP-MIPTEX-
//   kMaxMiptexPixelBytes (same)          32 MiB   their pixels summed         LIMIT
//   kMaxResourceForkBytes                32 MiB   a Mac resource fork, and    E-MAC-FORK-SIZE-LIMIT
//     (mac/resource_fork.h)                       the data, names and lists
//                                                 its resources share
//   AppleDouble entries (mac/mac_file.h) file     entry bytes summed          E-MAC-APPLEDOUBLE-
//                                        size                                 SIZE-LIMIT
//
// Every other size a file declares only says how many of the bytes at hand to use, and is checked
// against them before anything is copied: plane, chunk, lump and glyph ranges, the PC speaker,
// AdLib and IMF sizes, a BSAVE length, a demo size, sprite columns and posts, pcm table entries.
// The expanders never allocate more than their input could fill either: Huffman at most 8 bytes
// per input byte, RLEW and Carmack at most what their longest command gives (word_frame.h), so a
// caller that raises a cap still gets no allocation the input does not back.
#include <cstddef>

namespace wolfsuite {

struct Limits {
  // RLEW and Carmack streams in GAMEMAPS are framed by a uint16 byte count (seed 002), so a
  // single expanded map stream is at most 65534 bytes; we allow the same for unframed calls.
  std::size_t max_word_codec_output = 65534;
  // The largest VGAGRAPH chunk in the shipped games is a 320x200 screen (64000 bytes); the
  // length prefix is 32 bits. 16 MiB leaves room for mods without letting a file pick the size.
  std::size_t max_huffman_output = 16u << 20;
};

}  // namespace wolfsuite
