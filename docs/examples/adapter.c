/* A complete adapter of the wolfsuite gate protocol (docs/ADAPTERS.md) in C, with libc alone.
 *
 * It answers rlew-expand and carmack-expand, and "unsupported" to every other capability. A port
 * replaces the two expanders with calls into its own code:
 *
 *   cc -O2 -o adapter docs/examples/adapter.c
 *   wolfsuite gate --vectors vectors --adapter ./adapter
 *
 * One request arrives on standard input; the adapter writes the output file the request names,
 * prints one response on standard output and exits 0. Bad input is answered with "rejected" and
 * the error ID the suite's catalogue gives that case (corpus/CATALOGUE.md). The JSON reader below
 * reads what a request holds (objects, strings, integers) and skips any other value.
 *
 * When the gate offers batch mode (WOLFSUITE_ADAPTER_BATCH names wolfsuite-batch/1), it announces
 * it with a first line and then answers one request line after another until standard input ends
 * (docs/ADAPTERS.md "Batch mode"). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define PROTOCOL "wolfsuite-adapter/1"
#define BATCH_PROTOCOL "wolfsuite-batch/1"
#define MAX_REQUEST_BYTES (1u << 20)
#define MAX_EXPANDED_BYTES 65534L /* the largest size a uint16 frame declares, as the suite caps it */
#define MAX_INPUT_BYTES (1L << 20)
#define CARMACK_NEAR_TAG 0xA7
#define CARMACK_FAR_TAG 0xA8
#define TEXT_FIELD 4096

/* ---- A small JSON reader -------------------------------------------------------------------- */

static const char *skip_space(const char *at) {
  while (*at == ' ' || *at == '\t' || *at == '\n' || *at == '\r') ++at;
  return at;
}

/* Appends `code` (below 0xD800) to `out` as UTF-8. */
static size_t put_utf8(unsigned long code, char *out) {
  if (code < 0x80) {
    out[0] = (char)code;
    return 1;
  }
  if (code < 0x800) {
    out[0] = (char)(0xC0 | (code >> 6));
    out[1] = (char)(0x80 | (code & 0x3F));
    return 2;
  }
  out[0] = (char)(0xE0 | (code >> 12));
  out[1] = (char)(0x80 | ((code >> 6) & 0x3F));
  out[2] = (char)(0x80 | (code & 0x3F));
  return 3;
}

/* Reads the string at `at` into `out` (at most `size` - 1 bytes); returns the position after it,
 * or NULL when it is not a well-formed string or does not fit. Bytes of UTF-8 are kept as they
 * are; \uXXXX escapes become UTF-8 (no surrogate pairs: a request has no need of them). */
static const char *read_string(const char *at, char *out, size_t size) {
  size_t length = 0;
  if (*at != '"') return NULL;
  for (++at; *at != '"'; ++at) {
    unsigned long code;
    char digits[5] = {0};
    char *end = NULL;
    if ((unsigned char)*at < 0x20 || length + 4 > size) return NULL;
    if (*at != '\\') {
      out[length++] = *at;
      continue;
    }
    ++at;
    switch (*at) {
      case '"': case '\\': case '/': code = (unsigned char)*at; break;
      case 'b': code = '\b'; break;
      case 'f': code = '\f'; break;
      case 'n': code = '\n'; break;
      case 'r': code = '\r'; break;
      case 't': code = '\t'; break;
      case 'u':
        if (strlen(at + 1) < 4) return NULL;
        memcpy(digits, at + 1, 4);
        code = strtoul(digits, &end, 16);
        if (end != digits + 4 || code >= 0xD800) return NULL;
        at += 4;
        break;
      default: return NULL;
    }
    length += put_utf8(code, out + length);
  }
  out[length] = '\0';
  return at + 1;
}

/* Returns the position after the value at `at`, or NULL when it is not JSON. */
static const char *skip_value(const char *at, int depth) {
  static char scratch[TEXT_FIELD];
  at = skip_space(at);
  if (depth > 32) return NULL;
  if (*at == '"') return read_string(at, scratch, sizeof scratch);
  if (*at == '{' || *at == '[') {
    const char close = *at == '{' ? '}' : ']';
    at = skip_space(at + 1);
    if (*at == close) return at + 1;
    for (;;) {
      if (close == '}') {
        at = read_string(skip_space(at), scratch, sizeof scratch);
        if (at == NULL || *(at = skip_space(at)) != ':') return NULL;
        ++at;
      }
      at = skip_value(at, depth + 1);
      if (at == NULL) return NULL;
      at = skip_space(at);
      if (*at == close) return at + 1;
      if (*at != ',') return NULL;
      ++at;
    }
  }
  if (*at == '-' || (*at >= '0' && *at <= '9') || *at == 't' || *at == 'f' || *at == 'n') {
    while (*at != '\0' && strchr(",}] \t\r\n", *at) == NULL) ++at;
    return at;
  }
  return NULL;
}

/* The value of member `key` of the object at `object`, or NULL. */
static const char *member(const char *object, const char *key) {
  char name[TEXT_FIELD];
  const char *at = skip_space(object);
  if (*at != '{') return NULL;
  at = skip_space(at + 1);
  while (*at == '"') {
    at = read_string(at, name, sizeof name);
    if (at == NULL || *(at = skip_space(at)) != ':') return NULL;
    at = skip_space(at + 1);
    if (strcmp(name, key) == 0) return at;
    at = skip_value(at, 0);
    if (at == NULL) return NULL;
    at = skip_space(at);
    if (*at != ',') return NULL;
    at = skip_space(at + 1);
  }
  return NULL;
}

static int string_member(const char *object, const char *key, char *out, size_t size) {
  const char *value = object == NULL ? NULL : member(object, key);
  return value != NULL && read_string(value, out, size) != NULL;
}

static int integer_member(const char *object, const char *key, long *out) {
  const char *value = object == NULL ? NULL : member(object, key);
  char *end = NULL;
  if (value == NULL || !(*value == '-' || (*value >= '0' && *value <= '9'))) return 0;
  *out = strtol(value, &end, 10);
  return strchr(",} \t\r\n", *end) != NULL;
}

/* ---- The expanders -------------------------------------------------------------------------- */

/* A rejection: the catalogue ID, or NULL when the input was accepted. */
typedef const char *Rejection;

typedef struct {
  const unsigned char *data;
  long size;
  long at;
} Reader;

static int read_byte(Reader *in, unsigned *out) {
  if (in->at + 1 > in->size) return 0;
  *out = in->data[in->at++];
  return 1;
}

static int read_word(Reader *in, unsigned *out) {
  if (in->at + 2 > in->size) return 0;
  *out = (unsigned)in->data[in->at] | (unsigned)in->data[in->at + 1] << 8;
  in->at += 2;
  return 1;
}

/* Words: a word other than `tag` is itself; `tag, count, value` is `count` copies. */
static Rejection rlew_expand(Reader *in, unsigned tag, unsigned short *out, long total) {
  long written = 0;
  while (written < total) {
    unsigned word, count, value;
    if (!read_word(in, &word)) return "E-RLEW-TRUNCATED";
    if (word != tag) {
      out[written++] = (unsigned short)word;
      continue;
    }
    if (!read_word(in, &count) || !read_word(in, &value)) return "E-RLEW-TRUNCATED";
    if ((long)count > total - written) return "E-RLEW-RUN-OVERRUN";
    while (count-- > 0) out[written++] = (unsigned short)value;
  }
  return NULL;
}

/* Words: high byte 0xA7 is a copy from `back` words before, 0xA8 a copy from word `at`; a count
 * of 0 after either tag escapes a literal word with that high byte. */
static Rejection carmack_expand(Reader *in, unsigned short *out, long total) {
  long written = 0;
  while (written < total) {
    unsigned word, source, low;
    unsigned tag, count;
    long from;
    if (!read_word(in, &word)) return "E-CARMACK-TRUNCATED";
    tag = word >> 8;
    count = word & 0xFF;
    if (tag != CARMACK_NEAR_TAG && tag != CARMACK_FAR_TAG) {
      out[written++] = (unsigned short)word;
      continue;
    }
    if (count == 0) {
      if (!read_byte(in, &low)) return "E-CARMACK-TRUNCATED";
      out[written++] = (unsigned short)(tag << 8 | low);
      continue;
    }
    if (!(tag == CARMACK_NEAR_TAG ? read_byte(in, &source) : read_word(in, &source))) {
      return "E-CARMACK-TRUNCATED";
    }
    if ((long)count > total - written) return "E-CARMACK-OVERRUN";
    if (tag == CARMACK_NEAR_TAG) {
      if (source == 0 || (long)source > written) return "E-CARMACK-NEAR-OFFSET";
      from = written - (long)source;
    } else {
      if ((long)source >= written) return "E-CARMACK-FAR-OFFSET";
      from = (long)source;
    }
    while (count-- > 0) out[written++] = out[from++]; /* word by word: ranges may overlap */
  }
  return NULL;
}

/* ---- The protocol --------------------------------------------------------------------------- */

static void respond(const char *status, const char *error) {
  if (error != NULL) {
    printf("{\"protocol\":\"" PROTOCOL "\",\"status\":\"%s\",\"error\":\"%s\"}\n", status, error);
  } else {
    printf("{\"protocol\":\"" PROTOCOL "\",\"status\":\"%s\"}\n", status);
  }
  fflush(stdout); /* in batch mode the gate waits for the line before the next request */
}

static unsigned char *read_whole(FILE *file, long limit, long *size) {
  unsigned char *data = malloc((size_t)limit + 1);
  if (data == NULL) return NULL;
  *size = (long)fread(data, 1, (size_t)limit + 1, file);
  if (*size > limit || ferror(file)) {
    free(data);
    return NULL;
  }
  data[*size] = '\0';
  return data;
}

/* Written beside and renamed, so the gate never sees half a file. */
static int write_whole(const char *path, const unsigned short *words, long count) {
  char temporary[TEXT_FIELD + 16];
  FILE *file;
  long i;
  int ok;
  snprintf(temporary, sizeof temporary, "%s.partial", path);
  file = fopen(temporary, "wb");
  if (file == NULL) return 0;
  for (i = 0; i < count; ++i) { /* little endian, whatever the machine */
    fputc(words[i] & 0xFF, file);
    fputc(words[i] >> 8, file);
  }
  ok = fclose(file) == 0;
  return ok && rename(temporary, path) == 0;
}

/* Answers the request in `request`; returns the rejection ID, or NULL after writing the output
 * (or answering "unsupported", which sets *unsupported). */
static Rejection answer(const char *request, int *unsupported) {
  char protocol[64], capability[64], output[TEXT_FIELD], data_path[TEXT_FIELD];
  const char *inputs = member(request, "inputs");
  const char *params = member(request, "params");
  long expanded_bytes, tag = 0, size;
  int rlew;
  FILE *file;
  unsigned char *data;
  unsigned short *words;
  Rejection rejection;
  Reader reader;

  if (!string_member(request, "protocol", protocol, sizeof protocol) ||
      strcmp(protocol, PROTOCOL) != 0) {
    return "E-GATE-REQUEST-PROTOCOL";
  }
  if (!string_member(request, "capability", capability, sizeof capability)) {
    return "E-GATE-REQUEST-FIELD";
  }
  rlew = strcmp(capability, "rlew-expand") == 0;
  if (!rlew && strcmp(capability, "carmack-expand") != 0) {
    *unsupported = 1;
    return NULL;
  }
  if (!string_member(request, "output", output, sizeof output) ||
      !string_member(inputs, "data", data_path, sizeof data_path) ||
      !integer_member(params, "expanded_bytes", &expanded_bytes) ||
      (rlew && !integer_member(params, "tag", &tag))) {
    return "E-GATE-REQUEST-FIELD";
  }
  if (expanded_bytes < 0 || tag < 0 || tag > 0xFFFF) return "E-GATE-PARAM";
  if (expanded_bytes % 2 != 0) return rlew ? "E-RLEW-ODD-SIZE" : "E-CARMACK-ODD-SIZE";
  if (expanded_bytes > MAX_EXPANDED_BYTES) {
    return rlew ? "E-RLEW-SIZE-LIMIT" : "E-CARMACK-SIZE-LIMIT";
  }

  file = fopen(data_path, "rb");
  if (file == NULL) return "E-GATE-INPUT";
  data = read_whole(file, MAX_INPUT_BYTES, &size);
  fclose(file);
  if (data == NULL) return "E-GATE-INPUT";
  words = malloc((size_t)expanded_bytes + 2);
  if (words == NULL) {
    free(data);
    return "E-GATE-INPUT";
  }
  reader.data = data;
  reader.size = size;
  reader.at = 0;
  rejection = rlew ? rlew_expand(&reader, (unsigned)tag, words, expanded_bytes / 2)
                   : carmack_expand(&reader, words, expanded_bytes / 2);
  if (rejection == NULL && !write_whole(output, words, expanded_bytes / 2)) {
    rejection = "E-GATE-OUTPUT";
  }
  free(words);
  free(data);
  return rejection;
}

/* Answers one request's text with one response line. */
static void answer_text(const char *request) {
  int unsupported = 0;
  Rejection rejection;
  if (skip_value(request, 0) == NULL) {
    respond("rejected", "E-GATE-REQUEST-JSON");
    return;
  }
  rejection = answer(request, &unsupported);
  if (rejection != NULL) {
    respond("rejected", rejection);
  } else {
    respond(unsupported ? "unsupported" : "ok", NULL);
  }
}

/* Whether WOLFSUITE_ADAPTER_BATCH, a list of words, names BATCH_PROTOCOL. */
static int batch_offered(void) {
  const char *offer = getenv("WOLFSUITE_ADAPTER_BATCH");
  const size_t length = strlen(BATCH_PROTOCOL);
  while (offer != NULL && *(offer += strspn(offer, " \t")) != '\0') {
    const size_t word = strcspn(offer, " \t");
    if (word == length && strncmp(offer, BATCH_PROTOCOL, length) == 0) return 1;
    offer += word;
  }
  return 0;
}

/* Batch mode: the announcement, then a response line per request line. */
static int answer_lines(void) {
  char *line = malloc(MAX_REQUEST_BYTES + 2);
  if (line == NULL) return 1;
  printf("{\"protocol\":\"" PROTOCOL "\",\"batch\":\"" BATCH_PROTOCOL "\"}\n");
  fflush(stdout);
  while (fgets(line, MAX_REQUEST_BYTES + 2, stdin) != NULL) {
    const size_t length = strlen(line);
    if (line[length - 1] != '\n' && !feof(stdin)) {
      int c;
      while ((c = getchar()) != EOF && c != '\n') { /* the rest of a line too long to be one */
      }
      respond("rejected", "E-GATE-REQUEST-TOO-LARGE");
      continue;
    }
    answer_text(line);
  }
  free(line);
  return 0;
}

int main(void) {
  long size;
  unsigned char *request;
  if (batch_offered()) return answer_lines();
  request = read_whole(stdin, MAX_REQUEST_BYTES, &size);
  if (request == NULL) {
    respond("rejected", "E-GATE-REQUEST-JSON");
    return 0;
  }
  answer_text((const char *)request);
  free(request);
  return 0;
}
