/* lib_source.c — the library frames of lib_source.h: a table of the lines of CPython 3.11's
 * library that a traceback stands at, with the function each is in and where its carets
 * start (the expression after `return` or `=`; 0: the whole statement, no carets). */
#include <stdlib.h>
#include <string.h>

#include "../base/error.h"
#include "../obj/exc.h"
#include "lib_source.h"

#define JSON_INIT "/usr/lib/python3.11/json/__init__.py"
#define JSON_DECODER "/usr/lib/python3.11/json/decoder.py"
#define GRAPHLIB "/usr/lib/python3.11/graphlib.py"

static const struct {
  const char *file, *func;
  int line, col; /* col: 1-based start of the carets, which run to the line's end */
  const char *text;
} lines[PY_LIB_COUNT] = {
    [PY_LIB_JSON_LOAD] = {JSON_INIT, "load", 293, 12, "    return loads(fp.read(),"},
    [PY_LIB_JSON_LOADS_TYPE] = {JSON_INIT, "loads", 339, 0,
                                "            raise TypeError(f'the JSON object must be str, bytes or bytearray, '"},
    [PY_LIB_JSON_LOADS] = {JSON_INIT, "loads", 346, 16, "        return _default_decoder.decode(s)"},
    [PY_LIB_JSON_LOADS_CLS] = {JSON_INIT, "loads", 359, 12, "    return cls(**kw).decode(s)"},
    [PY_LIB_JSON_DECODE] = {JSON_DECODER, "decode", 337, 20,
                            "        obj, end = self.raw_decode(s, idx=_w(s, 0).end())"},
    [PY_LIB_JSON_EXTRA_DATA] = {JSON_DECODER, "decode", 340, 0,
                                "            raise JSONDecodeError(\"Extra data\", s, end)"},
    [PY_LIB_JSON_SCAN] = {JSON_DECODER, "raw_decode", 353, 24, "            obj, end = self.scan_once(s, idx)"},
    [PY_LIB_JSON_EXPECTING] = {JSON_DECODER, "raw_decode", 355, 0,
                               "            raise JSONDecodeError(\"Expecting value\", s, err.value) from None"},
    [PY_LIB_GRAPHLIB_STATIC_ORDER] = {GRAPHLIB, "static_order", 244, 0, "        self.prepare()"},
    [PY_LIB_GRAPHLIB_CYCLE] = {GRAPHLIB, "prepare", 106, 0,
                               "            raise CycleError(f\"nodes are in a cycle\", cycle)"},
};

void py_lib_frames_set(Value exc, const PyLibLine *which, int n) {
  enum { MAX_FRAMES = 8 };
  TraceEntry t[MAX_FRAMES];
  if (n > MAX_FRAMES) n = MAX_FRAMES;
  for (int k = 0; k < n; k++) {
    const char *text = lines[which[k]].text;
    int len = (int)strlen(text), skip = 0;
    while (text[skip] == ' ') skip++;
    int col = lines[which[k]].col ? lines[which[k]].col : skip + 1;
    t[k] = (TraceEntry){(char *)lines[which[k]].file, (char *)lines[which[k]].func, lines[which[k]].line,
                        col, len + 1, 0, 0};
  }
  rt_exc_set_traceback(exc, t, n); /* copies the strings */
}

/* One file's text: its table lines at their numbers, blank lines between. */
static char *build(const char *file) {
  int last = 0;
  size_t size = 1;
  for (int k = 0; k < PY_LIB_COUNT; k++) {
    if (strcmp(lines[k].file, file) != 0) continue;
    if (lines[k].line > last) last = lines[k].line;
    size += strlen(lines[k].text);
  }
  if (!last) return NULL;
  size += (size_t)last;
  char *text = malloc(size);
  if (!text) return NULL;
  size_t at = 0;
  for (int l = 1; l <= last; l++) {
    for (int k = 0; k < PY_LIB_COUNT; k++) {
      if (lines[k].line != l || strcmp(lines[k].file, file) != 0) continue;
      size_t n = strlen(lines[k].text);
      memcpy(text + at, lines[k].text, n);
      at += n;
      break;
    }
    text[at++] = '\n';
  }
  text[at] = '\0';
  return text;
}

/* A higher layer's library sources (NumPy's Python files), installed once at start-up. */
static const char *(*more_sources)(const char *file);
void py_lib_source_more(const char *(*more)(const char *file)) { more_sources = more; }

const char *py_lib_source(const char *file) {
  static const char *const files[] = {JSON_INIT, JSON_DECODER, GRAPHLIB};
  if (more_sources) {
    const char *text = more_sources(file);
    if (text) return text;
  }
  static char *texts[sizeof files / sizeof *files];
  for (size_t k = 0; k < sizeof files / sizeof *files; k++) {
    if (strcmp(file, files[k]) != 0) continue;
    if (!texts[k]) texts[k] = build(files[k]);
    return texts[k];
  }
  return NULL;
}
