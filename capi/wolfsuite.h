/* wolfsuite.h: the C API of wolfsuite, for ports, editors and emulators written in C or in any
 * language with a C foreign-function interface. Pure C99; the library behind it is C++ (link it
 * with a C++ linker, or add the C++ runtime: `pkg-config --libs wolfsuite` and the CMake package
 * `wolfsuite::c` do that).
 *
 * What it covers: the three codecs of the Wolfenstein 3-D data files (RLEW, Carmack, id Huffman
 * with a VGADICT), one map plane from MAPHEAD + GAMEMAPS, and, on a set of data files, a view of
 * a map as the reference raycaster draws it, an AdLib sound effect as register writes and as PCM,
 * and a recorded demo's trace as the reference simulator plays it.
 *
 * Status. Every function that can fail returns an int: WOLFSUITE_OK (0), or
 *   WOLFSUITE_REJECTED          the input is not what the format allows (or lacks what was asked
 *                               for); the error id is the suite's catalogue id, "E-RLEW-TRUNCATED"
 *   WOLFSUITE_INVALID_ARGUMENT  the call itself is wrong (a null pointer, a parameter out of
 *                               range); id "E-CAPI-ARGUMENT"
 *   WOLFSUITE_INTERNAL          the library's own invariant broke, or memory ran out;
 *                               id "E-CAPI-INTERNAL" or the broken invariant's id
 * The failing call's id and message stay readable through wolfsuite_error_id() and
 * wolfsuite_error_message() on the same thread until that thread's next call into the library
 * (the last error is thread-local). A successful call leaves them "".
 *
 * Memory. Every result the library makes is allocated by the library and returned through an
 * out-parameter pair (pointer, size); the caller owns it and releases it with wolfsuite_free().
 * On failure the out-pointer is set to NULL and the size to 0. Text results (a register stream,
 * a trace) are also NUL-terminated; their size does not count the NUL. Inputs are only read
 * during the call: the library keeps no pointer to them (a set copies its files).
 *
 * Threads. Functions may run on several threads at once on distinct data; a wolfsuite_set is
 * only read after wolfsuite_set_open_*, so one set may serve several threads.
 */
#ifndef WOLFSUITE_H
#define WOLFSUITE_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* The version of this C API's contract; a change that breaks callers increments it. */
#define WOLFSUITE_C_API_VERSION 1

#define WOLFSUITE_OK 0
#define WOLFSUITE_REJECTED 1
#define WOLFSUITE_INVALID_ARGUMENT 2
#define WOLFSUITE_INTERNAL 3

/* The suite's version, "0.1.0". Static storage. */
const char* wolfsuite_version(void);

/* The last failing call's catalogue id and message on this thread ("" after a success). The
 * pointers stay valid until this thread's next call into the library. */
const char* wolfsuite_error_id(void);
const char* wolfsuite_error_message(void);

/* Releases a result the library returned (NULL is fine). */
void wolfsuite_free(void* result);

/* ---- Codecs. The stream is the compressed bytes alone, without the length word the files put
 * in front; expanded_size is the size the expansion must reach (the engine knows it from that
 * word). Expanders refuse a stream that would write past it or end before it. */

/* RLEW with `tag` (MAPHEAD's first word; 0xABCD in every shipped set). expanded_size is even. */
int wolfsuite_rlew_expand(const uint8_t* stream, size_t stream_size, uint16_t tag,
                          size_t expanded_size, uint8_t** out, size_t* out_size);
int wolfsuite_rlew_compress(const uint8_t* plain, size_t plain_size, uint16_t tag, uint8_t** out,
                            size_t* out_size);

/* Carmack (near and far copies). expanded_size is even. */
int wolfsuite_carmack_expand(const uint8_t* stream, size_t stream_size, size_t expanded_size,
                             uint8_t** out, size_t* out_size);
int wolfsuite_carmack_compress(const uint8_t* plain, size_t plain_size, uint8_t** out,
                               size_t* out_size);

/* id Huffman with a dictionary as VGADICT stores it (WOLFSUITE_HUFFMAN_DICT_BYTES bytes). */
#define WOLFSUITE_HUFFMAN_DICT_BYTES 1024
int wolfsuite_huffman_expand(const uint8_t* stream, size_t stream_size, const uint8_t* dict,
                             size_t dict_size, size_t expanded_size, uint8_t** out,
                             size_t* out_size);
int wolfsuite_huffman_compress(const uint8_t* plain, size_t plain_size, const uint8_t* dict,
                               size_t dict_size, uint8_t** out, size_t* out_size);
/* The dictionary the suite's compressor builds for `plain` (VGADICT layout, 1024 bytes). */
int wolfsuite_huffman_build_dict(const uint8_t* plain, size_t plain_size, uint8_t** dict,
                                 size_t* dict_size);

/* ---- Maps. Plane `plane` (0 walls and doors, 1 objects, 2 unused) of the map in MAPHEAD slot
 * `map`, expanded: width * height words, little endian, row by row. */
int wolfsuite_map_plane(const uint8_t* maphead, size_t maphead_size, const uint8_t* gamemaps,
                        size_t gamemaps_size, int map, int plane, uint8_t** out, size_t* out_size);

/* ---- Sets. A Wolfenstein 3-D data set: the files of one game version, decoded once. */
typedef struct wolfsuite_set wolfsuite_set;

/* One file of a set. `stem` names it without its extension, in any case: "maphead",
 * "GAMEMAPS", "vgahead", "vgadict", "vgagraph", "vswap", "audiohed", "audiot". */
typedef struct wolfsuite_file {
  const char* stem;
  const uint8_t* data;
  size_t size;
} wolfsuite_file;

/* A set from files in memory (copied). `extension` is the files' extension without the dot
 * ("wl1", "wl6", "sod"; NULL or "" when unknown): with the files' counts it tells the version.
 * A stem that is none of these, or given twice, is an invalid argument.
 * Families whose files are absent or do not decode are left out; the calls that need them
 * report it: with the decoder's own error for a family that did not decode (a corrupt MAPHEAD),
 * else with the call's "the set has no ..." ID. */
int wolfsuite_set_open_files(const wolfsuite_file* files, size_t count, const char* extension,
                             wolfsuite_set** set);
/* The set in `folder` (or one folder down; files found by name in any case, as `wolfsuite render
 * DIR` finds them) whose extension is `tag` (any case, as `wolfsuite render --set EXT` picks);
 * NULL or "" for the only set. As for `wolfsuite render`, the set must hold decodable maps and
 * VSWAP: E-SET-NOT-FOUND (no set, or none with that extension), E-SET-AMBIGUOUS (several sets and
 * no `tag`), E-RENDER-NO-MAPS, E-RENDER-NO-VSWAP, E-IO-READ (not a folder, a file unreadable) or
 * the decoder's own error. A set without them (sounds alone) opens with
 * wolfsuite_set_open_files. */
int wolfsuite_set_open_folder(const char* folder, const char* tag, wolfsuite_set** set);
void wolfsuite_set_close(wolfsuite_set* set);
/* What reports call the set: its detected version's tag ("wl1"), else its extension. Valid
 * while the set is open. */
const char* wolfsuite_set_name(const wolfsuite_set* set);

/* A view of a map: where the player stands and where the engine's window is. */
typedef struct wolfsuite_view {
  int map;   /* MAPHEAD slot */
  int32_t x; /* position east and south in tiles, 16.16 fixed point: 0 .. 64 << 16 */
  int32_t y;
  int angle;        /* whole degrees, 0 east, counter-clockwise; any value (taken mod 360) */
  int view_size;    /* the engine's view size 4..21 (21 the whole screen, 19 the game's) */
  int screen_width; /* the screen the window sits on, each side 1..8192 (320 x 200) */
  int screen_height;
} wolfsuite_view;

/* The view drawn by the reference raycaster, every door closed, no weapon: `width` * `height`
 * indices into the set's palette, row by row. width and height are the engine's view window. */
int wolfsuite_render_view(const wolfsuite_set* set, const wolfsuite_view* view, uint8_t** pixels,
                          size_t* size, int* width, int* height);

/* AdLib sound effect `sound` (its index among the AUDIOT's AdLib effects) as the engine's driver
 * writes it to the chip: the register stream text of the suite ("# <set> sfx <n>: ...").
 * E-PLAY-NO-AUDIO (no AUDIOHED + AUDIOT), E-PLAY-NO-SOUND (no such effect), E-PLAY-TOO-LONG (it
 * would last more than an hour, as `wolfsuite play` refuses it). */
int wolfsuite_adlib_sound_writes(const wolfsuite_set* set, int sound, char** text, size_t* size);
/* The same effect as the OPL2 sounds it: signed 16-bit mono samples at
 * WOLFSUITE_OPL2_SAMPLE_RATE Hz (`count` samples; the buffer is count * 2 bytes). */
#define WOLFSUITE_OPL2_SAMPLE_RATE 49716
int wolfsuite_adlib_sound_pcm(const wolfsuite_set* set, int sound, int16_t** samples,
                              size_t* count);

/* A register stream text (the format wolfsuite_adlib_sound_writes returns) rendered by the
 * OPL2: its length in samples at WOLFSUITE_OPL2_SAMPLE_RATE Hz. Needs no set. */
int wolfsuite_opl2_pcm(const char* writes, size_t writes_size, int16_t** samples, size_t* count);

/* Demo `demo` (0-based, of the set's VGAGRAPH) played by the reference simulator as the engine
 * plays its demos (view size 19 on a 320 x 200 screen): the trace, one JSON object a line. */
int wolfsuite_demo_trace(const wolfsuite_set* set, int demo, char** text, size_t* size);

#ifdef __cplusplus
}
#endif

#endif /* WOLFSUITE_H */
