/* wolfsuite_c_adapter: an adapter of the gate protocol (docs/ADAPTERS.md, "wolfsuite-adapter/1")
 * written in C on the C API (wolfsuite.h), for the capabilities the C API covers. A port in C can
 * start from it: replace the wolfsuite_* calls with the port's own.
 *
 *   wolfsuite_c_adapter < request.json
 *
 * It reads one request object on stdin, writes the output file the request names and prints one
 * response object on stdout:
 *   {"protocol": "wolfsuite-adapter/1", "status": "ok"}
 *   {"protocol": "wolfsuite-adapter/1", "status": "rejected", "error": "E-...", "message": "..."}
 *   {"protocol": "wolfsuite-adapter/1", "status": "unsupported"}
 * Exit status 0 with a response; 1 when it cannot do its part (an input unreadable, the output
 * unwritable, the library's own failure); 2 when the request is not one (no JSON object, more
 * than MAX_REQUEST_BYTES, a parameter missing). The message goes to stderr. An input file larger
 * than MAX_INPUT_BYTES is rejected with E-IO-TOO-LARGE, a parameter outside its C type's range
 * with E-CAPI-ARGUMENT (the suite's IDs for those cases), so nothing grows without bound and no
 * number is silently cut by a cast.
 *
 * Capabilities: rlew-expand, carmack-expand, huffman-expand, map-plane, render-view, adlib-sound,
 * opl2-pcm, demo-trace. The JSON reader below reads what requests hold: an object of strings,
 * numbers and objects of those; other values are skipped. */
#include <ctype.h>
#include <errno.h>
#include <limits.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "wolfsuite.h"

#define PROTOCOL "wolfsuite-adapter/1"
#define MAX_MEMBERS 32
#define MAX_REQUEST_BYTES (1u << 20)
/* The largest file the suite's decoders take whole: a VSWAP (kMaxVswapFileBytes, 32 MiB). */
#define MAX_INPUT_BYTES (32u << 20)

enum { EXIT_REQUEST_FAILED = 1, EXIT_NOT_A_REQUEST = 2 };

/* ---- The request. */

typedef struct member {
  char* name;
  char* value; /* a string's text, unescaped, or a number's literal */
} member;

typedef struct members {
  member items[MAX_MEMBERS];
  size_t count;
} members;

typedef struct request {
  char* capability;
  char* output;
  members inputs;
  members params;
} request;

static void give_up(int status, const char* what, const char* detail) {
  fprintf(stderr, "wolfsuite_c_adapter: %s%s%s\n", what, detail ? ": " : "", detail ? detail : "");
  exit(status);
}

static const char* find_member(const members* in, const char* name) {
  for (size_t i = 0; i < in->count; ++i) {
    if (strcmp(in->items[i].name, name) == 0) return in->items[i].value;
  }
  return NULL;
}

/* ---- A JSON reader for requests (RFC 8259 syntax; strings may hold any escape). */

typedef struct reader {
  const char* at;
  const char* end;
} reader;

static void not_json(const char* why) { give_up(EXIT_NOT_A_REQUEST, "request is not JSON", why); }

static void skip_space(reader* r) {
  while (r->at < r->end && (*r->at == ' ' || *r->at == '\t' || *r->at == '\n' || *r->at == '\r')) {
    ++r->at;
  }
}

static int peek(reader* r) {
  skip_space(r);
  return r->at < r->end ? (unsigned char)*r->at : -1;
}

static void expect(reader* r, char c) {
  if (peek(r) != c) not_json("unexpected character");
  ++r->at;
}

static unsigned hex_quad(reader* r) {
  if (r->end - r->at < 4) not_json("short \\u escape");
  unsigned value = 0;
  for (int i = 0; i < 4; ++i) {
    const char c = *r->at++;
    if (!isxdigit((unsigned char)c)) not_json("bad \\u escape");
    value = value * 16 + (unsigned)(isdigit((unsigned char)c) ? c - '0' : (tolower(c) - 'a' + 10));
  }
  return value;
}

static size_t put_utf8(char* out, unsigned code) {
  if (code < 0x80) {
    out[0] = (char)code;
    return 1;
  }
  if (code < 0x800) {
    out[0] = (char)(0xC0 | (code >> 6));
    out[1] = (char)(0x80 | (code & 0x3F));
    return 2;
  }
  if (code < 0x10000) {
    out[0] = (char)(0xE0 | (code >> 12));
    out[1] = (char)(0x80 | ((code >> 6) & 0x3F));
    out[2] = (char)(0x80 | (code & 0x3F));
    return 3;
  }
  out[0] = (char)(0xF0 | (code >> 18));
  out[1] = (char)(0x80 | ((code >> 12) & 0x3F));
  out[2] = (char)(0x80 | ((code >> 6) & 0x3F));
  out[3] = (char)(0x80 | (code & 0x3F));
  return 4;
}

/* A string's text, unescaped (never longer than its JSON form), in a new buffer. */
static char* read_string(reader* r) {
  expect(r, '"');
  char* text = malloc((size_t)(r->end - r->at) + 1);
  if (text == NULL) give_up(EXIT_REQUEST_FAILED, "out of memory", NULL);
  size_t size = 0;
  for (;;) {
    if (r->at >= r->end) not_json("unterminated string");
    const char c = *r->at++;
    if (c == '"') break;
    if ((unsigned char)c < 0x20) not_json("control character in a string");
    if (c != '\\') {
      text[size++] = c;
      continue;
    }
    if (r->at >= r->end) not_json("unterminated escape");
    const char escaped = *r->at++;
    switch (escaped) {
      case '"':
      case '\\':
      case '/':
        text[size++] = escaped;
        break;
      case 'b':
        text[size++] = '\b';
        break;
      case 'f':
        text[size++] = '\f';
        break;
      case 'n':
        text[size++] = '\n';
        break;
      case 'r':
        text[size++] = '\r';
        break;
      case 't':
        text[size++] = '\t';
        break;
      case 'u': {
        unsigned code = hex_quad(r);
        if (code >= 0xD800 && code < 0xDC00 && r->end - r->at >= 6 && r->at[0] == '\\' &&
            r->at[1] == 'u') {
          r->at += 2;
          const unsigned low = hex_quad(r);
          if (low < 0xDC00 || low >= 0xE000) not_json("unpaired surrogate");
          code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00);
        }
        size += put_utf8(text + size, code);
        break;
      }
      default:
        not_json("unknown escape");
    }
  }
  text[size] = '\0';
  return text;
}

static char* read_number(reader* r) {
  skip_space(r);
  const char* start = r->at;
  while (r->at < r->end && strchr("+-.eE0123456789", *r->at) != NULL) ++r->at;
  if (r->at == start) not_json("expected a value");
  const size_t size = (size_t)(r->at - start);
  char* text = malloc(size + 1);
  if (text == NULL) give_up(EXIT_REQUEST_FAILED, "out of memory", NULL);
  memcpy(text, start, size);
  text[size] = '\0';
  return text;
}

static void skip_value(reader* r);

/* Calls `on_member` for each member of the object at `r`. */
static void read_object(reader* r, void (*on_member)(reader*, char*, void*), void* context) {
  expect(r, '{');
  if (peek(r) == '}') {
    ++r->at;
    return;
  }
  for (;;) {
    char* name = read_string(r);
    expect(r, ':');
    on_member(r, name, context);
    if (peek(r) == ',') {
      ++r->at;
      continue;
    }
    expect(r, '}');
    return;
  }
}

static void skip_member(reader* r, char* name, void* context) {
  (void)context;
  free(name);
  skip_value(r);
}

static void skip_value(reader* r) {
  const int c = peek(r);
  if (c == '"') {
    free(read_string(r));
  } else if (c == '{') {
    read_object(r, skip_member, NULL);
  } else if (c == '[') {
    ++r->at;
    if (peek(r) == ']') {
      ++r->at;
      return;
    }
    for (;;) {
      skip_value(r);
      if (peek(r) == ',') {
        ++r->at;
        continue;
      }
      expect(r, ']');
      return;
    }
  } else if (c == 't' || c == 'f' || c == 'n') {
    const char* words[] = {"true", "false", "null"};
    for (size_t i = 0; i < 3; ++i) {
      const size_t size = strlen(words[i]);
      if ((size_t)(r->end - r->at) >= size && memcmp(r->at, words[i], size) == 0) {
        r->at += size;
        return;
      }
    }
    not_json("unknown literal");
  } else {
    free(read_number(r));
  }
}

/* A member of "inputs" or "params": strings and numbers are kept, anything else skipped. */
static void keep_member(reader* r, char* name, void* context) {
  members* into = context;
  const int c = peek(r);
  if (c != '"' && c != '-' && !(c >= '0' && c <= '9')) {
    free(name);
    skip_value(r);
    return;
  }
  if (into->count == MAX_MEMBERS) give_up(EXIT_NOT_A_REQUEST, "too many members in", name);
  into->items[into->count].name = name;
  into->items[into->count].value = c == '"' ? read_string(r) : read_number(r);
  ++into->count;
}

static void request_member(reader* r, char* name, void* context) {
  request* into = context;
  if (strcmp(name, "capability") == 0 && peek(r) == '"') {
    into->capability = read_string(r);
  } else if (strcmp(name, "output") == 0 && peek(r) == '"') {
    into->output = read_string(r);
  } else if (strcmp(name, "inputs") == 0 && peek(r) == '{') {
    read_object(r, keep_member, &into->inputs);
  } else if (strcmp(name, "params") == 0 && peek(r) == '{') {
    read_object(r, keep_member, &into->params);
  } else {
    skip_value(r);
  }
  free(name);
}

/* The whole of `file`, at most `limit` bytes: NULL (with *too_large set) past the limit. */
static uint8_t* read_at_most(FILE* file, size_t limit, size_t* size, int* too_large) {
  uint8_t* data = malloc(limit + 1);
  if (data == NULL) give_up(EXIT_REQUEST_FAILED, "out of memory", NULL);
  *size = fread(data, 1, limit + 1, file);
  *too_large = *size > limit;
  if (*too_large) {
    free(data);
    return NULL;
  }
  return data;
}

static request read_request(FILE* in) {
  size_t size = 0;
  int too_large = 0;
  char* text = (char*)read_at_most(in, MAX_REQUEST_BYTES, &size, &too_large);
  if (too_large) give_up(EXIT_NOT_A_REQUEST, "request is larger than 1 MiB", NULL);
  if (ferror(in)) give_up(EXIT_REQUEST_FAILED, "stdin", "read error");
  reader r = {text, text + size};
  request parsed;
  memset(&parsed, 0, sizeof parsed);
  read_object(&r, request_member, &parsed);
  if (peek(&r) != -1) not_json("text after the object");
  free(text);
  if (parsed.capability == NULL) give_up(EXIT_NOT_A_REQUEST, "request has no capability", NULL);
  return parsed;
}

/* ---- The response. */

static void print_json_string(const char* text) {
  putchar('"');
  for (const unsigned char* c = (const unsigned char*)text; *c != '\0'; ++c) {
    if (*c == '"' || *c == '\\') {
      printf("\\%c", *c);
    } else if (*c < 0x20) {
      printf("\\u%04x", *c);
    } else {
      putchar(*c);
    }
  }
  putchar('"');
}

static int respond(const char* status) {
  printf("{\"protocol\": \"" PROTOCOL "\", \"status\": \"%s\"}\n", status);
  return 0;
}

static int respond_rejected_with(const char* id, const char* message) {
  printf("{\"protocol\": \"" PROTOCOL "\", \"status\": \"rejected\", \"error\": ");
  print_json_string(id);
  printf(", \"message\": ");
  print_json_string(message);
  printf("}\n");
  return 0;
}

static int respond_rejected(void) {
  return respond_rejected_with(wolfsuite_error_id(), wolfsuite_error_message());
}

/* Rejects the request before any C API call could: the response, then exit status 0. */
static void reject(const char* id, const char* what, const char* why) {
  char message[256];
  snprintf(message, sizeof message, "%s %s", what, why);
  respond_rejected_with(id, message);
  exit(0);
}

/* ---- Inputs, parameters, output. */

typedef struct bytes {
  uint8_t* data;
  size_t size;
} bytes;

static bytes read_file(const char* path) {
  FILE* file = fopen(path, "rb");
  if (file == NULL) give_up(EXIT_REQUEST_FAILED, path, strerror(errno));
  bytes read = {NULL, 0};
  int too_large = 0;
  read.data = read_at_most(file, MAX_INPUT_BYTES, &read.size, &too_large);
  if (too_large) reject("E-IO-TOO-LARGE", path, "is larger than 32 MiB");
  if (ferror(file)) give_up(EXIT_REQUEST_FAILED, path, "read error");
  fclose(file);
  return read;
}

static bytes input(const request* req, const char* role) {
  const char* path = find_member(&req->inputs, role);
  if (path == NULL) give_up(EXIT_NOT_A_REQUEST, "request has no input", role);
  return read_file(path);
}

/* A whole-number parameter in min..max (the range of the C type it is passed as, so no cast
 * cuts it): decimal, or 0x hexadecimal when given as a string. */
static long long param(const request* req, const char* name, long long min, long long max) {
  const char* text = find_member(&req->params, name);
  if (text == NULL) give_up(EXIT_NOT_A_REQUEST, "request has no parameter", name);
  char* end = NULL;
  errno = 0;
  const long long value = strtoll(text, &end, 0);
  if (end == text || *end != '\0') {
    give_up(EXIT_NOT_A_REQUEST, "parameter is not a whole number", name);
  }
  if (errno == ERANGE || value < min || value > max) {
    reject("E-CAPI-ARGUMENT", name, "is outside the range of its C type");
  }
  return value;
}

static int int_param(const request* req, const char* name) {
  return (int)param(req, name, INT_MIN, INT_MAX);
}

static size_t size_param(const request* req, const char* name) {
  return (size_t)param(req, name, 0, SIZE_MAX < LLONG_MAX ? (long long)SIZE_MAX : LLONG_MAX);
}

static int write_output(const request* req, const void* data, size_t size) {
  if (req->output == NULL) give_up(EXIT_NOT_A_REQUEST, "request has no output", NULL);
  FILE* file = fopen(req->output, "wb");
  if (file == NULL) give_up(EXIT_REQUEST_FAILED, req->output, strerror(errno));
  if ((size != 0 && fwrite(data, 1, size, file) != size) || fclose(file) != 0) {
    give_up(EXIT_REQUEST_FAILED, req->output, "write error");
  }
  return respond("ok");
}

/* Writes the result of a C API call that succeeded, or rejects; the library's failure ends. */
static int finish(const request* req, int status, void* result, size_t size) {
  int exit_status = 0;
  if (status == WOLFSUITE_OK) {
    exit_status = write_output(req, result, size);
  } else if (status == WOLFSUITE_REJECTED || status == WOLFSUITE_INVALID_ARGUMENT) {
    exit_status = respond_rejected();
  } else {
    give_up(EXIT_REQUEST_FAILED, wolfsuite_error_id(), wolfsuite_error_message());
  }
  wolfsuite_free(result);
  return exit_status;
}

/* The set made of every input whose role is a set file's stem ("maphead", "vswap", ...), with
 * the extension of their file names ("MAPHEAD.WL1": wl1). */
static wolfsuite_set* open_set(const request* req) {
  static const char* const stems[] = {"maphead",  "gamemaps", "vgahead",  "vgadict",
                                      "vgagraph", "vswap",    "audiohed", "audiot"};
  wolfsuite_file files[8];
  bytes contents[8];
  size_t count = 0;
  const char* extension = NULL;
  for (size_t i = 0; i < 8; ++i) {
    const char* path = find_member(&req->inputs, stems[i]);
    if (path == NULL) continue;
    contents[count] = read_file(path);
    files[count] = (wolfsuite_file){stems[i], contents[count].data, contents[count].size};
    ++count;
    const char* dot = strrchr(path, '.');
    if (extension == NULL && dot != NULL && strchr(dot, '/') == NULL) extension = dot + 1;
  }
  wolfsuite_set* set = NULL;
  const int status = wolfsuite_set_open_files(files, count, extension, &set);
  for (size_t i = 0; i < count; ++i) free(contents[i].data);
  if (status != WOLFSUITE_OK) give_up(EXIT_REQUEST_FAILED, "set", wolfsuite_error_message());
  return set;
}

/* ---- The capabilities. */

static int expand(const request* req, const char* capability) {
  const bytes data = input(req, "data");
  const size_t expanded = size_param(req, "expanded_bytes");
  uint8_t* out = NULL;
  size_t size = 0;
  int status;
  if (strcmp(capability, "rlew-expand") == 0) {
    status = wolfsuite_rlew_expand(data.data, data.size, (uint16_t)param(req, "tag", 0, UINT16_MAX),
                                   expanded, &out, &size);
  } else if (strcmp(capability, "carmack-expand") == 0) {
    status = wolfsuite_carmack_expand(data.data, data.size, expanded, &out, &size);
  } else {
    const bytes dict = input(req, "dict");
    status =
        wolfsuite_huffman_expand(data.data, data.size, dict.data, dict.size, expanded, &out, &size);
    free(dict.data);
  }
  free(data.data);
  return finish(req, status, out, size);
}

static int map_plane(const request* req) {
  const bytes maphead = input(req, "maphead");
  const bytes gamemaps = input(req, "gamemaps");
  uint8_t* out = NULL;
  size_t size = 0;
  const int status =
      wolfsuite_map_plane(maphead.data, maphead.size, gamemaps.data, gamemaps.size,
                          int_param(req, "map"), int_param(req, "plane"), &out, &size);
  free(maphead.data);
  free(gamemaps.data);
  return finish(req, status, out, size);
}

static int render_view(const request* req) {
  /* The C API draws a level with every door closed and no pushwall moving. */
  if (find_member(&req->params, "doors") != NULL || find_member(&req->params, "pushwall") != NULL) {
    return respond("unsupported");
  }
  const wolfsuite_view view = {int_param(req, "map"),
                               (int32_t)param(req, "x", INT32_MIN, INT32_MAX),
                               (int32_t)param(req, "y", INT32_MIN, INT32_MAX),
                               int_param(req, "angle"),
                               int_param(req, "view_size"),
                               int_param(req, "screen_width"),
                               int_param(req, "screen_height")};
  wolfsuite_set* set = open_set(req);
  uint8_t* pixels = NULL;
  size_t size = 0;
  int width = 0, height = 0;
  const int status = wolfsuite_render_view(set, &view, &pixels, &size, &width, &height);
  wolfsuite_set_close(set);
  return finish(req, status, pixels, size);
}

static int adlib_sound(const request* req) {
  wolfsuite_set* set = open_set(req);
  char* text = NULL;
  size_t size = 0;
  const int status = wolfsuite_adlib_sound_writes(set, int_param(req, "sound"), &text, &size);
  wolfsuite_set_close(set);
  return finish(req, status, text, size);
}

static int opl2_pcm(const request* req) {
  const bytes writes = input(req, "writes");
  int16_t* samples = NULL;
  size_t count = 0;
  const int status = wolfsuite_opl2_pcm((const char*)writes.data, writes.size, &samples, &count);
  free(writes.data);
  /* s16le whatever the machine's byte order. */
  uint8_t* le = (uint8_t*)samples;
  for (size_t i = 0; i < count; ++i) {
    const uint16_t sample = (uint16_t)samples[i];
    le[2 * i] = (uint8_t)(sample & 0xFF);
    le[2 * i + 1] = (uint8_t)(sample >> 8);
  }
  return finish(req, status, samples, count * 2);
}

static int demo_trace(const request* req) {
  /* The C API plays the set's own demos, not an input recording. */
  if (find_member(&req->inputs, "recording") != NULL) return respond("unsupported");
  wolfsuite_set* set = open_set(req);
  char* text = NULL;
  size_t size = 0;
  const int status = wolfsuite_demo_trace(set, int_param(req, "demo"), &text, &size);
  wolfsuite_set_close(set);
  return finish(req, status, text, size);
}

static int answer(const request* req) {
  const char* capability = req->capability;
  if (strcmp(capability, "rlew-expand") == 0 || strcmp(capability, "carmack-expand") == 0 ||
      strcmp(capability, "huffman-expand") == 0) {
    return expand(req, capability);
  }
  if (strcmp(capability, "map-plane") == 0) return map_plane(req);
  if (strcmp(capability, "render-view") == 0) return render_view(req);
  if (strcmp(capability, "adlib-sound") == 0) return adlib_sound(req);
  if (strcmp(capability, "opl2-pcm") == 0) return opl2_pcm(req);
  if (strcmp(capability, "demo-trace") == 0) return demo_trace(req);
  return respond("unsupported");
}

static void free_members(members* list) {
  for (size_t i = 0; i < list->count; ++i) {
    free(list->items[i].name);
    free(list->items[i].value);
  }
}

/* Everything the request holds is freed before the exit, so a leak checker sees none. */
int main(void) {
  request req = read_request(stdin);
  const int status = answer(&req);
  free(req.capability);
  free(req.output);
  free_members(&req.inputs);
  free_members(&req.params);
  return status;
}
