#!/usr/bin/env python3
"""A complete adapter of the wolfsuite gate protocol (docs/ADAPTERS.md), in Python 3 alone.

It answers rlew-expand and carmack-expand, and "unsupported" to every other capability. A port
replaces the two expanders with calls into its own code:

    wolfsuite gate --vectors vectors --adapter 'python3 docs/examples/adapter.py'

One request arrives on standard input; the adapter writes the output file the request names,
prints one response on standard output and exits 0. Bad input is answered with "rejected" and
the error ID the suite's catalogue gives that case (corpus/CATALOGUE.md).

When the gate offers batch mode (WOLFSUITE_ADAPTER_BATCH names wolfsuite-batch/1), it announces
it with a first line and then answers one request line after another until standard input ends,
so the interpreter starts once for many vectors (docs/ADAPTERS.md "Batch mode").
"""
import json
import os
import sys

PROTOCOL = "wolfsuite-adapter/1"
BATCH_PROTOCOL = "wolfsuite-batch/1"
MAX_EXPANDED_BYTES = 65534  # the largest size a uint16 frame declares, as the suite caps it
CARMACK_NEAR_TAG = 0xA7
CARMACK_FAR_TAG = 0xA8


class Rejected(Exception):
    """The input breaks the format: the response names `error_id`."""

    def __init__(self, error_id, message):
        super().__init__(message)
        self.error_id = error_id


class Reader:
    """Little-endian reads that reject with `truncated_id` when the data runs out."""

    def __init__(self, data, truncated_id):
        self.data = data
        self.at = 0
        self.truncated_id = truncated_id

    def byte(self):
        if self.at + 1 > len(self.data):
            raise Rejected(self.truncated_id, f"input ends at byte {self.at}")
        self.at += 1
        return self.data[self.at - 1]

    def word(self):
        if self.at + 2 > len(self.data):
            raise Rejected(self.truncated_id, f"input ends at byte {self.at}")
        self.at += 2
        return self.data[self.at - 2] | self.data[self.at - 1] << 8


def check_size(expanded_bytes, codec):
    if expanded_bytes % 2 != 0:
        raise Rejected(f"E-{codec}-ODD-SIZE", "the expanded size is odd")
    if expanded_bytes > MAX_EXPANDED_BYTES:
        raise Rejected(f"E-{codec}-SIZE-LIMIT", "the expanded size is above 65534")


def words_to_bytes(words):
    out = bytearray()
    for word in words:
        out += bytes((word & 0xFF, word >> 8))
    return bytes(out)


def rlew_expand(data, tag, expanded_bytes):
    """Words: a word other than `tag` is itself; `tag, count, value` is `count` copies."""
    check_size(expanded_bytes, "RLEW")
    total = expanded_bytes // 2
    reader = Reader(data, "E-RLEW-TRUNCATED")
    words = []
    while len(words) < total:
        word = reader.word()
        if word != tag:
            words.append(word)
            continue
        count = reader.word()
        value = reader.word()
        if count > total - len(words):
            raise Rejected("E-RLEW-RUN-OVERRUN", "a run writes past the expanded size")
        words.extend([value] * count)
    return words_to_bytes(words)


def carmack_expand(data, expanded_bytes):
    """Words: high byte 0xA7 is a copy from `back` words before, 0xA8 a copy from word `at`;
    a count of 0 after either tag escapes a literal word with that high byte."""
    check_size(expanded_bytes, "CARMACK")
    total = expanded_bytes // 2
    reader = Reader(data, "E-CARMACK-TRUNCATED")
    words = []
    while len(words) < total:
        word = reader.word()
        tag, count = word >> 8, word & 0xFF
        if tag not in (CARMACK_NEAR_TAG, CARMACK_FAR_TAG):
            words.append(word)
            continue
        if count == 0:
            words.append(tag << 8 | reader.byte())
            continue
        source = reader.byte() if tag == CARMACK_NEAR_TAG else reader.word()
        if count > total - len(words):
            raise Rejected("E-CARMACK-OVERRUN", "a copy writes past the expanded size")
        if tag == CARMACK_NEAR_TAG:
            if source == 0 or source > len(words):
                raise Rejected("E-CARMACK-NEAR-OFFSET", "a near copy reaches before the output")
            source = len(words) - source
        elif source >= len(words):
            raise Rejected("E-CARMACK-FAR-OFFSET", "a far copy reads output not yet written")
        for i in range(count):  # word by word: the source may overlap what is written
            words.append(words[source + i])
    return words_to_bytes(words)


def read_input(request, role):
    with open(request["inputs"][role], "rb") as file:
        return file.read()


def compute(request):
    """The output bytes, or None when the capability is not implemented here."""
    params = request["params"]
    if request["capability"] == "rlew-expand":
        return rlew_expand(read_input(request, "data"), params["tag"], params["expanded_bytes"])
    if request["capability"] == "carmack-expand":
        return carmack_expand(read_input(request, "data"), params["expanded_bytes"])
    return None


def write_whole(path, data):
    """Written beside and renamed, so the gate never sees half a file."""
    temporary = path + ".partial"
    with open(temporary, "wb") as file:
        file.write(data)
    os.replace(temporary, path)


def answer(request_text):
    try:
        request = json.loads(request_text)
        if request.get("protocol") != PROTOCOL:
            return {"status": "rejected", "error": "E-GATE-REQUEST-PROTOCOL",
                    "message": "not a wolfsuite-adapter/1 request"}
        output = compute(request)
        if output is None:
            return {"status": "unsupported"}
        write_whole(request["output"], output)
        return {"status": "ok"}
    except Rejected as rejected:
        return {"status": "rejected", "error": rejected.error_id, "message": str(rejected)}
    except (ValueError, KeyError, TypeError, OSError) as error:
        return {"status": "rejected", "message": f"{type(error).__name__}: {error}"}


def respond(response):
    # Flushed at once: in batch mode the gate waits for the line before the next request.
    print(json.dumps({"protocol": PROTOCOL, **response}), flush=True)


def main():
    if BATCH_PROTOCOL not in os.environ.get("WOLFSUITE_ADAPTER_BATCH", "").split():
        respond(answer(sys.stdin.read()))
        return 0
    print(json.dumps({"protocol": PROTOCOL, "batch": BATCH_PROTOCOL}), flush=True)
    for request_line in sys.stdin:
        respond(answer(request_line))
    return 0


if __name__ == "__main__":
    sys.exit(main())
