/* lib_source.h — the frames in CPython's own library modules that its tracebacks show when a
 * library function Weft writes in C raises (json.loads' frames in json/__init__.py and
 * json/decoder.py, graphlib's CycleError), and the source lines those frames print. */
#ifndef WEFT_PY_LIB_SOURCE_H
#define WEFT_PY_LIB_SOURCE_H

#include "../obj/value.h"

/* The library lines a frame can stand at (lib_source.c's table). */
typedef enum PyLibLine {
  PY_LIB_JSON_LOAD,          /* json.load: return loads(fp.read(), ... */
  PY_LIB_JSON_LOADS_TYPE,    /* json.loads: raise TypeError(...) for a non-text argument */
  PY_LIB_JSON_LOADS,         /* json.loads: return _default_decoder.decode(s) */
  PY_LIB_JSON_LOADS_CLS,     /* json.loads with hooks: return cls(**kw).decode(s) */
  PY_LIB_JSON_DECODE,        /* JSONDecoder.decode: obj, end = self.raw_decode(...) */
  PY_LIB_JSON_EXTRA_DATA,    /* JSONDecoder.decode: raise JSONDecodeError("Extra data", ...) */
  PY_LIB_JSON_SCAN,          /* JSONDecoder.raw_decode: obj, end = self.scan_once(s, idx) */
  PY_LIB_JSON_EXPECTING,     /* JSONDecoder.raw_decode: raise JSONDecodeError("Expecting value", ...) */
  PY_LIB_GRAPHLIB_STATIC_ORDER, /* TopologicalSorter.static_order: self.prepare() */
  PY_LIB_GRAPHLIB_CYCLE,     /* TopologicalSorter.prepare: raise CycleError(...) */
  PY_LIB_COUNT
} PyLibLine;

/* Give the exception instance exc (borrowed) the traceback of frames at these lines,
 * outermost first: raised, it prints them under the program's own frames. */
void py_lib_frames_set(Value exc, const PyLibLine *lines, int n);

/* The source text of a library file the table has lines of (the other lines blank), or NULL
 * for another file. Built once, kept for the run. */
const char *py_lib_source(const char *file);
/* Installed once by a higher layer: its own library files' text the same way (NULL for a file
 * it does not know), asked first. */
void py_lib_source_more(const char *(*more)(const char *file));

#endif
