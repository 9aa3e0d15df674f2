/* wolfsuite_example: the C API (wolfsuite.h) from a C program, the way a port calls it. It
 * compresses and expands words with each codec and checks it gets them back; given a data set
 * folder it also draws a view of the first map, renders an AdLib effect and plays demo 0.
 *
 *   wolfsuite_example [SET_DIR]
 *
 * Exit status 0 when everything worked, 1 when a call failed (its error id on stderr). The
 * build runs it on the synthetic set, and capi/install_test.cmake builds it against the installed
 * package with find_package(wolfsuite) and with pkg-config. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "wolfsuite.h"

/* Prints the failing call's error; true when `status` is WOLFSUITE_OK. */
static int succeeded(int status, const char* call) {
  if (status == WOLFSUITE_OK) return 1;
  fprintf(stderr, "wolfsuite_example: %s: status %d, %s\n", call, status,
          wolfsuite_error_message());
  return 0;
}

/* Words with runs (for RLEW), repeats at a distance (Carmack) and few distinct bytes (Huffman). */
static void fill_words(uint8_t* plain, size_t size) {
  for (size_t i = 0; i < size; i += 2) {
    const unsigned word = (i / 2) % 40 < 20 ? 0x1234u : (unsigned)((i / 2) % 7);
    plain[i] = (uint8_t)(word & 0xFF);
    plain[i + 1] = (uint8_t)(word >> 8);
  }
}

/* Whether a codec gave `plain` back, said on stdout; frees the codec's results. */
static int same_words(const char* codec, const uint8_t* plain, size_t size, int calls_ok,
                      uint8_t* packed, size_t packed_size, uint8_t* unpacked,
                      size_t unpacked_size) {
  const int same = calls_ok && unpacked_size == size && memcmp(unpacked, plain, size) == 0;
  printf("%s: %zu bytes -> %zu -> %s\n", codec, size, packed_size, same ? "same" : "DIFFERENT");
  wolfsuite_free(packed);
  wolfsuite_free(unpacked);
  return same;
}

static int codecs_round_trip(void) {
  uint8_t plain[512];
  fill_words(plain, sizeof plain);
  uint8_t *packed = NULL, *unpacked = NULL, *dict = NULL;
  size_t packed_size = 0, unpacked_size = 0, dict_size = 0;

  int calls_ok =
      succeeded(wolfsuite_rlew_compress(plain, sizeof plain, 0xABCD, &packed, &packed_size),
                "rlew_compress") &&
      succeeded(wolfsuite_rlew_expand(packed, packed_size, 0xABCD, sizeof plain, &unpacked,
                                      &unpacked_size),
                "rlew_expand");
  const int rlew = same_words("rlew", plain, sizeof plain, calls_ok, packed, packed_size, unpacked,
                              unpacked_size);

  calls_ok = succeeded(wolfsuite_carmack_compress(plain, sizeof plain, &packed, &packed_size),
                       "carmack_compress") &&
             succeeded(wolfsuite_carmack_expand(packed, packed_size, sizeof plain, &unpacked,
                                                &unpacked_size),
                       "carmack_expand");
  const int carmack = same_words("carmack", plain, sizeof plain, calls_ok, packed, packed_size,
                                 unpacked, unpacked_size);

  calls_ok = succeeded(wolfsuite_huffman_build_dict(plain, sizeof plain, &dict, &dict_size),
                       "huffman_build_dict") &&
             succeeded(wolfsuite_huffman_compress(plain, sizeof plain, dict, dict_size, &packed,
                                                  &packed_size),
                       "huffman_compress") &&
             succeeded(wolfsuite_huffman_expand(packed, packed_size, dict, dict_size, sizeof plain,
                                                &unpacked, &unpacked_size),
                       "huffman_expand");
  const int huffman = same_words("huffman", plain, sizeof plain, calls_ok, packed, packed_size,
                                 unpacked, unpacked_size);
  wolfsuite_free(dict);
  return rlew && carmack && huffman;
}

/* FNV-1a of the frame, to print something that changes when a pixel does. */
static uint32_t fnv1a(const uint8_t* bytes, size_t size) {
  uint32_t hash = 2166136261u;
  for (size_t i = 0; i < size; ++i) hash = (hash ^ bytes[i]) * 16777619u;
  return hash;
}

static int play_set(const char* folder) {
  wolfsuite_set* set = NULL;
  if (!succeeded(wolfsuite_set_open_folder(folder, NULL, &set), "set_open_folder")) return 0;
  printf("set: %s\n", wolfsuite_set_name(set));

  /* Tile (8.5, 8.5) of map 0, looking north-east, in the game's default window. */
  const wolfsuite_view view = {0, (8 << 16) + 0x8000, (8 << 16) + 0x8000, 45, 19, 320, 200};
  uint8_t* pixels = NULL;
  size_t size = 0;
  int width = 0, height = 0;
  int ok =
      succeeded(wolfsuite_render_view(set, &view, &pixels, &size, &width, &height), "render_view");
  if (ok) printf("view: %dx%d, fnv1a %08x\n", width, height, (unsigned)fnv1a(pixels, size));
  wolfsuite_free(pixels);

  /* The first AdLib effect the set holds (a few slots are empty, as in the shipped games). */
  int16_t* samples = NULL;
  size_t count = 0;
  int sound = 0;
  while (sound < 100 && wolfsuite_adlib_sound_pcm(set, sound, &samples, &count) != WOLFSUITE_OK) {
    ++sound;
  }
  if (samples == NULL) {
    fprintf(stderr, "wolfsuite_example: no AdLib effect among the first 100\n");
    ok = 0;
  } else {
    printf("sfx %d: %zu samples at %d Hz\n", sound, count, WOLFSUITE_OPL2_SAMPLE_RATE);
  }
  wolfsuite_free(samples);

  char* trace = NULL;
  size_t trace_size = 0;
  if (succeeded(wolfsuite_demo_trace(set, 0, &trace, &trace_size), "demo_trace")) {
    size_t lines = 0;
    for (size_t i = 0; i < trace_size; ++i) lines += trace[i] == '\n';
    printf("demo 0: %zu trace lines\n", lines);
  } else {
    ok = 0;
  }
  wolfsuite_free(trace);
  wolfsuite_set_close(set);
  return ok;
}

int main(int argc, char** argv) {
  if (argc > 2) {
    fprintf(stderr, "usage: wolfsuite_example [SET_DIR]\n");
    return 2;
  }
  printf("wolfsuite %s (C API %d)\n", wolfsuite_version(), WOLFSUITE_C_API_VERSION);
  int ok = codecs_round_trip();
  if (argc == 2) ok = play_set(argv[1]) && ok;
  return ok ? 0 : 1;
}
